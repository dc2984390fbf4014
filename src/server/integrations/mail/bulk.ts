import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/**
 * Bulk delivery of newsletter messages (docs/newsletters.md "Sending"). With SMTP_URL: a pooled
 * SMTP transport (several connections, many messages each), every message with its own headers —
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and a stable Message-ID. Without it: the
 * mail outbox table, one insert per batch (what tests and a local demo read).
 */
export interface BulkMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** "Name <address>" or an address; the configured MAIL_FROM when empty. */
  from?: string;
  replyTo?: string;
  /** Stable per campaign and recipient, so a message sent again after a crash can be recognised as the same one. */
  messageId: string;
  headers: Record<string, string>;
  tenantId: number;
  category: string;
}

export interface BulkResult {
  ok: boolean;
  error?: string;
}

export interface BulkMailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; never throws for a refused message. */
  send(message: BulkMessage): Promise<BulkResult>;
  /** Sends the messages (in parallel over the pool); one result per message, in order. Never throws for a refused message. */
  sendMany(messages: readonly BulkMessage[]): Promise<BulkResult[]>;
  close(): void;
}

/** Connections kept open to the SMTP server (the send job keeps twice as many messages in flight). */
export const POOL_CONNECTIONS = 5;

export function createBulkMailer({ db, smtpUrl, from }: { db: Db; smtpUrl: string | null; from: string }): BulkMailer {
  if (!smtpUrl) {
    const outbox: BulkMailer = {
      kind: 'outbox',
      async send(message) {
        return (await outbox.sendMany([message]))[0]!;
      },
      async sendMany(messages) {
        if (messages.length === 0) return [];
        await db.insert(mailOutbox).values(
          messages.map((m) => ({ tenantId: m.tenantId, toAddress: m.to, subject: m.subject, text: m.text, html: m.html, category: m.category, transport: 'outbox' })),
        );
        return messages.map(() => ({ ok: true }));
      },
      close() {},
    };
    return outbox;
  }
  const transport = nodemailer.createTransport({ ...smtpOptions(smtpUrl), pool: true, maxConnections: POOL_CONNECTIONS, maxMessages: Infinity });
  const send = async (m: BulkMessage): Promise<BulkResult> => {
    try {
      await transport.sendMail({ from: m.from || from, to: m.to, replyTo: m.replyTo || undefined, subject: m.subject, html: m.html, text: m.text, messageId: m.messageId, headers: prepared(m.headers) });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message.slice(0, 500) : String(error) };
    }
  };
  return {
    kind: 'smtp',
    send,
    sendMany: (messages) => Promise.all(messages.map(send)),
    close() {
      transport.close();
    },
  };
}

/** Our headers are already in their wire form (List-Id's quoted name, List-Unsubscribe's <url>): not MIME-encoded again. */
function prepared(headers: Record<string, string>): Record<string, { prepared: true; value: string }> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { prepared: true as const, value: value.replace(/[\r\n]+/g, ' ') }]));
}

/** smtp(s)://user:pass@host:port → nodemailer's options (the URL form does not combine with pool options). */
function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    // A local sink or relay without a certificate for its name (tests, the bench) still works.
    tls: { rejectUnauthorized: parsed.searchParams.get('rejectUnauthorized') !== 'false' },
    ignoreTLS: parsed.searchParams.get('ignoreTLS') === 'true',
  };
}
