import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetActiveCmsUserDocument,
  GetCmsUserDocument,
  InviteCmsUserDocument,
  RequestResetCmsUserPasswordDocument,
  ValidateCmsUserInviteDocument,
} from '../../src/gql/graphql.js';
import { adminToken, linkHashFromOutbox, login } from '../helpers/auth.js';
import { expectError, expireLink, fieldErrorsOf, inviteUser, linkTokenRow, mailsTo } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const INVALID = 'This invitation link is invalid or has expired. Please ask an administrator for a new one.';
const TOO_SHORT = 'Password must be at least 10 characters.';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const accept = (password: string, hash: string) => post(server, 'validateCMSUserInvite', { password, hash });

function expectInvalidLink(response: Awaited<ReturnType<typeof accept>>) {
  expectError(response, 'BAD_USER_INPUT', 400, INVALID);
  expect(fieldErrorsOf(response)).toEqual({ hash: INVALID });
}

const pending = async (id: number) => (await execute(server, GetCmsUserDocument, { id }, { cmsToken: admin })).getCmsUser.invitationPending;

describe('validateCMSUserInvite', () => {
  it('is served as text', () => expectDocumentServed(server, 'validateCMSUserInvite'));

  it('accepts an invitation: sets the password, allows login, and works only once', async () => {
    const invited = await inviteUser(server, admin);
    const [mail] = await mailsTo(server, invited.email, 'cms-invite');
    expect(mail?.subject).toMatch(/^You are invited to the .+ administration$/);
    expect(mail?.text).toContain(`username: ${invited.username}`);
    expect(mail?.text).toMatch(/https?:\/\/[^\s/]+\/admin\/user\/activate\?hash=[\w-]{43}\n/);
    const hash = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    const before = Date.now();
    expect((await linkTokenRow(server, hash))?.expiresAt.getTime()).toBeGreaterThan(before + 7 * 24 * 60 * 60_000 - 60_000);
    expect(await pending(invited.id)).toBe(true);
    // No password yet: nothing signs in.
    expectError(await post(server, 'loginCmsUser', { username: invited.username, password: '' }), 'UNAUTHENTICATED', 401, 'The username or password is incorrect.');

    const password = 'my-first-password';
    const data = await execute(server, ValidateCmsUserInviteDocument, { password, hash });
    expect(data).toEqual({ validateCMSUserInvite: true });
    expect(await pending(invited.id)).toBe(false);
    const session = await login(server, invited.username, password);
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: session.bearerToken });
    expect(me.getActiveCMSUser).toMatchObject({ id: invited.id, username: invited.username, invitationPending: false, status: 1 });

    // Single use: the same link cannot set another password.
    expectInvalidLink(await accept('a-second-password', hash));
    expectError(await post(server, 'loginCmsUser', { username: invited.username, password: 'a-second-password' }), 'UNAUTHENTICATED', 401, 'The username or password is incorrect.');
  });

  it('refuses a short or overlong password without using up the link', async () => {
    const invited = await inviteUser(server, admin);
    const hash = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    const short = await accept('short', hash);
    expectError(short, 'BAD_USER_INPUT', 400, TOO_SHORT);
    expect(fieldErrorsOf(short)).toEqual({ password: TOO_SHORT });
    expectError(await accept('y'.repeat(201), hash), 'BAD_USER_INPUT', 400, 'Password must be at most 200 characters.');
    expect((await linkTokenRow(server, hash))?.usedAt).toBeNull();
    expect(await pending(invited.id)).toBe(true);
    // A password of exactly 10 characters is long enough.
    expect((await execute(server, ValidateCmsUserInviteDocument, { password: '0123456789', hash })).validateCMSUserInvite).toBe(true);
  });

  it('refuses the previous link once the invitation was sent again', async () => {
    const invited = await inviteUser(server, admin);
    const first = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    const resent = await execute(server, InviteCmsUserDocument, { id: invited.id }, { cmsToken: admin });
    expect(resent.inviteCmsUser).toBe(true);
    expect(await mailsTo(server, invited.email, 'cms-invite')).toHaveLength(2);
    const second = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    expect(second).not.toBe(first);
    expectInvalidLink(await accept('password-from-first', first));
    expect((await execute(server, ValidateCmsUserInviteDocument, { password: 'password-from-second', hash: second })).validateCMSUserInvite).toBe(true);
  });

  it('refuses an expired invitation (7 days)', async () => {
    const invited = await inviteUser(server, admin);
    const hash = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    await expireLink(server, hash);
    expectInvalidLink(await accept('a-fine-password', hash));
    expect(await pending(invited.id)).toBe(true);
  });

  it('refuses a garbage hash, an empty hash and a password reset hash', async () => {
    for (const hash of ['not-a-real-hash', '', 'z'.repeat(5000)]) expectInvalidLink(await accept('a-fine-password', hash));
    await execute(server, RequestResetCmsUserPasswordDocument, { email: 'admin@example.com' });
    const resetHash = await linkHashFromOutbox(server, 'admin@example.com', 'cms-reset');
    expectInvalidLink(await accept('a-fine-password', resetHash));
    // The reset link was not used up by the refused attempt.
    expect((await linkTokenRow(server, resetHash))?.usedAt).toBeNull();
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'validateCMSUserInvite', { password: 'a-fine-password' }, /\$hash.*required|was not provided/);
    await expectBadVariablesRefused(server, 'validateCMSUserInvite', { hash: 'x' }, /\$password.*required|was not provided/);
    await expectBadVariablesRefused(server, 'validateCMSUserInvite', { hash: ['x'], password: 'a-fine-password' }, /String cannot represent/);
    await expectUnknownTenantRefused(server, 'validateCMSUserInvite', { password: 'a-fine-password', hash: 'x' });
  });
});
