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

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  // A local SMTP server standing in for the publisher's relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
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

  it('records a failed delivery on the row without failing the caller', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'Test <no-reply@example.com>' });
    await expect(mailer.send({ to: 'c@example.com', subject: 'Lost', text: 'x', category: 'test' })).resolves.toBeUndefined();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)?.error).toBeTruthy();
    expect(rows.at(-1)?.sentAt).toBeNull();
  });
});
