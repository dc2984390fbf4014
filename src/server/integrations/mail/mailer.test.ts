import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { createMailer } from './mailer.js';

let database: Database;
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];
/** The envelope recipients of each message received (bcc addresses are only here, never in the headers). */
const envelopes: string[][] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  // A local SMTP server standing in for the publisher's relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await database.close();
});

describe('mailer', () => {
  it('writes to the outbox only, when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: null, from: 'Test <no-reply@example.com>' });
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Body', category: 'test' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({ toAddress: 'a@example.com', subject: 'Hello', transport: 'outbox', sentAt: null });
  });

  it('also delivers over SMTP when SMTP_URL is set, and records the delivery', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Test <no-reply@example.com>' });
    await mailer.send({ to: 'b@example.com', subject: 'Invitation', text: 'Follow the link', category: 'cms-invite' });
    expect(received.some((m) => m.includes('Subject: Invitation') && m.includes('Follow the link'))).toBe(true);
    const rows = await database.db.select().from(mailOutbox);
    const row = rows.at(-1);
    expect(row).toMatchObject({ toAddress: 'b@example.com', transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('records the sender, reply-to and blind copies of a message on its row', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: null, from: 'Test <no-reply@example.com>' });
    await mailer.send({ to: 'sales@example.com', from: 'noreply@site.example', replyTo: 'visitor@example.com', bcc: ['boss@example.com', ' archive@example.com '], subject: 'Inquiry', text: 'x', category: 'test' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({ toAddress: 'sales@example.com', fromAddress: 'noreply@site.example', replyTo: 'visitor@example.com', bcc: 'boss@example.com, archive@example.com' });
    await mailer.send({ to: 'a@example.com', subject: 'Plain', text: 'x', category: 'test', from: ' ', bcc: [] });
    expect((await database.db.select().from(mailOutbox)).at(-1)).toMatchObject({ fromAddress: null, replyTo: null, bcc: null });
  });

  it('sends from the message’s own sender over SMTP, with blind copies only in the envelope', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Test <no-reply@example.com>' });
    await mailer.send({ to: 'sales@example.com', from: 'noreply@site.example', replyTo: 'visitor@example.com', bcc: ['boss@example.com'], subject: 'Lead', text: 'Details', category: 'test' });
    const message = received.at(-1) ?? '';
    expect(message).toMatch(/^From: noreply@site\.example/m);
    expect(message).toMatch(/^Reply-To: visitor@example\.com/m);
    expect(message).not.toContain('boss@example.com');
    expect(envelopes.at(-1)).toEqual(['sales@example.com', 'boss@example.com']);
  });

  it('records a failed delivery on the row without failing the caller', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'Test <no-reply@example.com>' });
    await expect(mailer.send({ to: 'c@example.com', subject: 'Lost', text: 'x', category: 'test' })).resolves.toBeUndefined();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)?.error).toBeTruthy();
    expect(rows.at(-1)?.sentAt).toBeNull();
  });
});
