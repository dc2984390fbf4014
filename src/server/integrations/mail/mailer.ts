import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  /** The sender ("Name <address>" or an address); MAIL_FROM when absent or empty. */
  from?: string | null;
  /** Where replies go (a visitor who wrote through a site form). */
  replyTo?: string | null;
  /** Blind copies; recorded on the outbox row, never shown to the other recipients. */
  bcc?: readonly string[];
  subject: string;
  text: string;
  html?: string;
  category: string;
  tenantId?: number | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox table (readable by administrators and tests). Without
 * SMTP_URL that is the delivery; with it the message is also sent over SMTP and the outcome
 * recorded. A failed SMTP delivery is logged on the row and never fails the caller's action.
 */
export function createMailer({ db, smtpUrl, from }: { db: Db; smtpUrl: string | null; from: string }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const sender = message.from?.trim() || null;
      const replyTo = message.replyTo?.trim() || null;
      const bcc = (message.bcc ?? []).map((address) => address.trim()).filter(Boolean);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          tenantId: message.tenantId ?? null,
          toAddress: message.to,
          fromAddress: sender,
          replyTo,
          bcc: bcc.length > 0 ? bcc.join(', ') : null,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          category: message.category,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: sender ?? from,
          to: message.to,
          ...(replyTo ? { replyTo } : {}),
          ...(bcc.length > 0 ? { bcc } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eqId(row.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eqId(row.id));
      }
    },
  };
}

const eqId = (id: number) => eq(mailOutbox.id, id);
