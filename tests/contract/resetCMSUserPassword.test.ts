import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetActiveCmsUserDocument,
  RequestResetCmsUserPasswordDocument,
  ResetCmsUserPasswordDocument,
  ValidateCmsUserInviteDocument,
} from '../../src/gql/graphql.js';
import { adminToken, createUser, linkHashFromOutbox, login } from '../helpers/auth.js';
import { expectError, expireLink, fieldErrorsOf, inviteUser, linkTokenRow, withBearer } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const TOO_SHORT = 'Password must be at least 10 characters.';

let server: TestServer;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  // At most 3 reset mails an hour per address: each user gets at most three in this file.
  [alice, bob] = [await createUser(server), await createUser(server)];
});
afterAll(() => server.close());

async function resetLink(email: string): Promise<string> {
  await execute(server, RequestResetCmsUserPasswordDocument, { email });
  return linkHashFromOutbox(server, email, 'cms-reset');
}

const reset = (password: string, hash: string) => post(server, 'resetCMSUserPassword', { password, hash });

function expectInvalidLink(response: Awaited<ReturnType<typeof reset>>, message = INVALID) {
  expectError(response, 'BAD_USER_INPUT', 400, message);
  expect(fieldErrorsOf(response)).toEqual({ hash: message });
}

async function expectLoginRefused(username: string, password: string) {
  const response = await post(server, 'loginCmsUser', { username, password });
  expectError(response, 'UNAUTHENTICATED', 401, 'The username or password is incorrect.');
}

describe('resetCMSUserPassword', () => {
  it('is served as text', () => expectDocumentServed(server, 'resetCMSUserPassword'));

  it('refuses a short or overlong password without using up the link', async () => {
    const hash = await resetLink(alice.email);
    const short = await reset('123456789', hash);
    expectError(short, 'BAD_USER_INPUT', 400, TOO_SHORT);
    expect(fieldErrorsOf(short)).toEqual({ password: TOO_SHORT });
    const long = await reset('x'.repeat(201), hash);
    expectError(long, 'BAD_USER_INPUT', 400, 'Password must be at most 200 characters.');
    expect((await linkTokenRow(server, hash))?.usedAt).toBeNull();
  });

  it('sets the new password, signs out every session and works only once', async () => {
    const hash = await linkHashFromOutbox(server, alice.email, 'cms-reset');
    const other = await login(server, alice.username, alice.password);
    const newPassword = 'a-brand-new-password';
    const data = await execute(server, ResetCmsUserPasswordDocument, { password: newPassword, hash });
    expect(data).toEqual({ resetCMSUserPassword: true });

    // The new password signs in; the old one no longer does.
    const session = await login(server, alice.username, newPassword);
    expect(session.bearerToken).toMatch(/^[\w-]{43}$/);
    await expectLoginRefused(alice.username, alice.password);
    alice.password = newPassword;

    // Sessions opened before the reset are revoked (bearer and refresh token).
    for (const token of [alice.token, other.bearerToken]) {
      const me = await post(server, 'getActiveCMSUser', {}, { headers: withBearer(token) });
      expectError(me, 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
    }
    const refreshed = await post(server, 'refreshTokenCmsUser', { refreshToken: other.refreshToken });
    expectError(refreshed, 'UNAUTHENTICATED', 401, 'Your session has expired. Please sign in again.');
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: session.bearerToken });
    expect(me.getActiveCMSUser).toMatchObject({ id: alice.id, invitationPending: false });

    // Single use: the same link again is refused, and the password stays as set.
    expectInvalidLink(await reset('yet-another-password', hash));
    await expectLoginRefused(alice.username, 'yet-another-password');
  });

  it('refuses an expired link', async () => {
    const hash = await resetLink(bob.email);
    await expireLink(server, hash);
    expectInvalidLink(await reset('a-fine-new-password', hash));
  });

  it('refuses an older link once a newer one was sent; the newer one works', async () => {
    const older = await resetLink(bob.email);
    const newer = await resetLink(bob.email);
    expect(newer).not.toBe(older);
    expectInvalidLink(await reset('password-from-older', older));
    expect((await execute(server, ResetCmsUserPasswordDocument, { password: 'password-from-newer', hash: newer })).resetCMSUserPassword).toBe(true);
    expect((await login(server, bob.username, 'password-from-newer')).bearerToken).toBeTruthy();
  });

  it('refuses a garbage hash, an empty hash and an invitation hash', async () => {
    for (const hash of ['not-a-real-hash', '', 'x'.repeat(5000)]) expectInvalidLink(await reset('a-fine-new-password', hash));
    const invited = await inviteUser(server, await adminToken(server));
    const inviteHash = await linkHashFromOutbox(server, invited.email, 'cms-invite');
    expectInvalidLink(await reset('a-fine-new-password', inviteHash));
    // Refusing it did not use the invitation up.
    const accepted = await execute(server, ValidateCmsUserInviteDocument, { password: 'a-fine-new-password', hash: inviteHash });
    expect(accepted.validateCMSUserInvite).toBe(true);
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'resetCMSUserPassword', { password: 'a-fine-new-password' }, /\$hash.*required|was not provided/);
    await expectBadVariablesRefused(server, 'resetCMSUserPassword', { hash: 'x' }, /\$password.*required|was not provided/);
    await expectBadVariablesRefused(server, 'resetCMSUserPassword', { hash: 'x', password: 12345678901 }, /String cannot represent/);
    await expectUnknownTenantRefused(server, 'resetCMSUserPassword', { password: 'a-fine-new-password', hash: 'x' });
  });
});
