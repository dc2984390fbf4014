import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestResetCmsUserPasswordDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, linkHashFromOutbox } from '../helpers/auth.js';
import { inviteUser, linkTokenRow, mailsTo } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  // Three reset mails an hour per address: this user gets exactly three in this file.
  user = await createUser(server, { tenantKeys: ['fot'] });
});
afterAll(() => server.close());

const request = async (email: string, tenantKey?: string) =>
  (await execute(server, RequestResetCmsUserPasswordDocument, { email }, tenantKey ? { tenantKey } : {})).requestResetCMSUserPassword;

describe('requestResetCMSUserPassword', () => {
  it('is served as text', () => expectDocumentServed(server, 'requestResetCMSUserPassword'));

  it("mails a known address a single-use reset link valid for an hour, from the current site", async () => {
    const before = Date.now();
    expect(await request(`  ${user.email.toUpperCase()} `, 'fot')).toBe(true);
    const mails = await mailsTo(server, user.email, 'cms-reset');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.tenantId).toBe(await tenantIdOf(server, 'fot'));
    expect(mail?.subject).toMatch(/^Reset your .+ administration password$/);
    expect(mail?.text).toContain(user.username);
    expect(mail?.text).toMatch(/^Hello Test,/);
    expect(mail?.text).toMatch(/https?:\/\/[^\s/]+\/admin\/user\/reset-password\?hash=[\w-]{43}\n/);
    const hash = await linkHashFromOutbox(server, user.email, 'cms-reset');
    expect(hash).toMatch(/^[\w-]{43}$/);
    // Only a hash of the link is stored, for the user, unused, expiring in an hour.
    const token = await linkTokenRow(server, hash);
    expect(token).toMatchObject({ userId: user.id, kind: 'reset', usedAt: null });
    expect(token?.tokenHash).not.toBe(hash);
    expect(token?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000 - 5_000);
    expect(token?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  it('answers true and sends nothing for an unknown address, a username or a non-address', async () => {
    const raw = await post(server, 'requestResetCMSUserPassword', { email: 'nobody@example.com' });
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({ data: { requestResetCMSUserPassword: true } });
    expect(await mailsTo(server, 'nobody@example.com')).toHaveLength(0);
    const admins = (await mailsTo(server, 'admin@example.com', 'cms-reset')).length;
    for (const email of ['admin', '', '   ', 'x'.repeat(1000)]) expect(await request(email)).toBe(true);
    expect(await mailsTo(server, 'admin@example.com', 'cms-reset')).toHaveLength(admins);
  });

  it('sends at most 3 mails an hour to one address, however the address is written, and still answers true', async () => {
    const email = 'admin@example.com';
    const spellings = [email, email.toUpperCase(), ` ${email}`, email, email];
    for (const spelling of spellings) expect(await request(spelling)).toBe(true);
    expect(await mailsTo(server, email, 'cms-reset')).toHaveLength(3);
    // The unknown-address path counts too, so probing cannot tell the two apart by the limit.
    for (let i = 0; i < 5; i += 1) expect(await request('ghost@example.com')).toBe(true);
  });

  it('makes the earlier reset link unusable when a new one is sent', async () => {
    await request(user.email, 'fot');
    const first = await linkHashFromOutbox(server, user.email, 'cms-reset');
    await request(user.email, 'fot');
    const second = await linkHashFromOutbox(server, user.email, 'cms-reset');
    expect(second).not.toBe(first);
    expect((await linkTokenRow(server, first))?.usedAt).toBeInstanceOf(Date);
    expect((await linkTokenRow(server, second))?.usedAt).toBeNull();
  });

  it("sends no mail when asked from a site the user cannot sign in to (its name and link would be wrong)", async () => {
    const other = await createUser(server, { tenantKeys: ['fot'] });
    expect(await request(other.email, 'edr')).toBe(true);
    expect(await mailsTo(server, other.email, 'cms-reset')).toHaveLength(0);
  });

  it('sends no reset mail to an invited user who has not set a password yet', async () => {
    const invited = await inviteUser(server, admin);
    expect(await request(invited.email)).toBe(true);
    expect(await mailsTo(server, invited.email, 'cms-reset')).toHaveLength(0);
    expect((await mailsTo(server, invited.email)).map((m) => m.category)).toEqual(['cms-invite']);
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'requestResetCMSUserPassword', {}, /\$email.*required|was not provided/);
    await expectBadVariablesRefused(server, 'requestResetCMSUserPassword', { email: null }, /\$email.*non-null|must not be null/);
    await expectUnknownTenantRefused(server, 'requestResetCMSUserPassword', { email: 'admin@example.com' });
  });
});
