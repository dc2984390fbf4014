import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface MailMessage {
  to: string;
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
      const [row] = await db
        .insert(mailOutbox)
        .values({
          tenantId: message.tenantId ?? null,
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          category: message.category,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
