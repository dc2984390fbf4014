import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCmsUserDocument, InviteCmsUserDocument, SaveCmsUserDocument, ValidateCmsUserInviteDocument } from '../../src/gql/graphql.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated, linkHashFromOutbox } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let edrId: number;
let fotId: number;
let editor: User;
let siteAdmin: User;

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [editor, siteAdmin] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'site_administrator' })]);
});
afterAll(() => server.close());

let n = 0;
/** Saves a user who has not accepted the invitation yet. */
async function pendingUser(tenantId = edrId) {
  n += 1;
  const email = `invitee${n}@example.com`;
  const saved = await execute(
    server,
    SaveCmsUserDocument,
    { input: { email, username: `invitee${n}`, firstName: 'Ivy', lastName: `Invitee ${n}`, role: 'editor', status: 1, isGlobal: 0, tenantIds: [tenantId] } },
    { cmsToken: admin },
  );
  return { id: saved.saveCmsUser.id, email };
}

const invitesTo = (address: string) =>
  server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.category, 'cms-invite')))
    .orderBy(asc(mailOutbox.id));

const invite = async (id: number, token = admin, tenantKey?: string) =>
  (await execute(server, InviteCmsUserDocument, { id }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).inviteCmsUser;

describe('inviteCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'inviteCmsUser'));

  it('sends a new invitation to a pending user; only the newest link works', async () => {
    const user = await pendingUser();
    const firstHash = await linkHashFromOutbox(server, user.email, 'cms-invite');
    expect(await invite(user.id)).toBe(true);
    const mails = await invitesTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toMatch(/\/admin\/user\/activate\?hash=/);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    expect(mails[1]?.tenantId).toBe(edrId);
    const secondHash = await linkHashFromOutbox(server, user.email, 'cms-invite');
    expect(secondHash).not.toBe(firstHash);

    const old = await post(server, 'validateCMSUserInvite', { password: 'a-long-enough-password', hash: firstHash });
    expect(codeOf(old)).toBe('BAD_USER_INPUT');
    expect(old.body.errors?.[0]?.message).toBe('This invitation link is invalid or has expired. Please ask an administrator for a new one.');
    const accepted = await execute(server, ValidateCmsUserInviteDocument, { password: 'a-long-enough-password', hash: secondHash });
    expect(accepted.validateCMSUserInvite).toBe(true);
    const read = await execute(server, GetCmsUserDocument, { id: user.id }, { cmsToken: admin });
    expect(read.getCmsUser.invitationPending).toBe(false);
  });

  it('mails the invitation from the site it is sent on', async () => {
    const user = await pendingUser(fotId);
    expect(await invite(user.id, admin, 'fot')).toBe(true);
    const mails = await invitesTo(user.email);
    expect(mails.map((m) => m.tenantId)).toEqual([edrId, fotId]);
  });

  it('refuses a user who has already accepted an invitation', async () => {
    const before = await invitesTo(editor.email);
    const response = await post(server, 'inviteCmsUser', { id: editor.id }, bearer(admin));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe('This user has already accepted an invitation.');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ id: 'Already active' });
    expect(await invitesTo(editor.email)).toHaveLength(before.length);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await post(server, 'inviteCmsUser', { id: 987_654 }, bearer(admin));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.status).toBe(404);
    expect(response.body.errors?.[0]?.message).toBe('No CMS user with id 987654 was found.');
  });

  it('lets a site administrator invite users of their site only', async () => {
    const mine = await pendingUser(edrId);
    expect(await invite(mine.id, siteAdmin.token)).toBe(true);
    expect(await invitesTo(mine.email)).toHaveLength(2);
    const other = await pendingUser(fotId);
    const response = await post(server, 'inviteCmsUser', { id: other.id }, bearer(siteAdmin.token));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No CMS user with id ${other.id} was found.`);
    expect(await invitesTo(other.email)).toHaveLength(1);
  });

  it('is FORBIDDEN for an editor and UNAUTHENTICATED without a token; no mail is sent', async () => {
    const user = await pendingUser();
    await expectForbidden(server, 'inviteCmsUser', { id: user.id }, editor.token);
    await expectUnauthenticated(server, 'inviteCmsUser', { id: user.id });
    expect(await invitesTo(user.email)).toHaveLength(1);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'inviteCmsUser', { id: 'abc' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'inviteCmsUser', {}, /\$id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'inviteCmsUser', { id: 1 });
  });
});
