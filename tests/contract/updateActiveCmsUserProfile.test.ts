import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveCmsUserDocument, UpdateActiveCmsUserProfileDocument } from '../../src/gql/graphql.js';
import { createUser, expectUnauthenticated, login } from '../helpers/auth.js';
import { expectError, fieldErrorsOf, withBearer } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const CORRECT = 'Please correct the highlighted fields.';

let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => server.close());

type ProfileInput = { firstName?: string | null; lastName?: string | null; currentPassword?: string | null; newPassword?: string | null };
const update = async (input: ProfileInput, token = user.token) =>
  (await execute(server, UpdateActiveCmsUserProfileDocument, { input }, { cmsToken: token })).updateActiveCmsUserProfile;
const updateRaw = (input: unknown, token = user.token) => post(server, 'updateActiveCmsUserProfile', { input }, { headers: withBearer(token) });
const me = async () => (await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: user.token })).getActiveCMSUser;

function expectFieldErrors(response: Awaited<ReturnType<typeof updateRaw>>, fieldErrors: Record<string, string>) {
  expectError(response, 'BAD_USER_INPUT', 400, CORRECT);
  expect(fieldErrorsOf(response)).toEqual(fieldErrors);
}

describe('updateActiveCmsUserProfile', () => {
  it('is served as text', () => expectDocumentServed(server, 'updateActiveCmsUserProfile'));

  it('changes only the fields sent and returns the whole user', async () => {
    const before = await me();
    const changed = await update({ firstName: '  Augusta  ' });
    expect(changed).toMatchObject({
      __typename: 'CmsUser',
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      fullName: 'Augusta Lovelace',
      role: before.role,
      status: 1,
      isGlobal: 0,
      invitationPending: false,
      version: before.version + 1,
    });
    expect(changed.permissions).toEqual(before.permissions);
    expect(changed.tenants).toEqual(before.tenants);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const last = await update({ lastName: 'King', firstName: null });
    expect(last).toMatchObject({ firstName: 'Augusta', lastName: 'King', fullName: 'Augusta King', version: before.version + 2 });
    expect(await me()).toMatchObject({ firstName: 'Augusta', lastName: 'King', version: before.version + 2 });
  });

  it('changes nothing for an empty input', async () => {
    const before = await me();
    const same = await update({});
    expect(same).toMatchObject({ firstName: before.firstName, lastName: before.lastName, version: before.version, updatedAt: before.updatedAt });
  });

  it('accepts a name of 100 characters', async () => {
    const name = 'N'.repeat(100);
    expect((await update({ lastName: name })).lastName).toBe(name);
    expect((await update({ lastName: 'King' })).lastName).toBe('King');
  });

  it('refuses a blank first or last name and changes nothing', async () => {
    const before = await me();
    expectFieldErrors(await updateRaw({ firstName: '   ' }), { firstName: 'Field is required' });
    expectFieldErrors(await updateRaw({ firstName: '', lastName: 'Changed' }), { firstName: 'Field is required' });
    expectFieldErrors(await updateRaw({ lastName: '' }), { lastName: 'Field is required' });
    expect(await me()).toMatchObject({ firstName: before.firstName, lastName: before.lastName, version: before.version });
  });

  it('needs the right current password to set a new one', async () => {
    const before = await me();
    expectFieldErrors(await updateRaw({ newPassword: 'a-new-long-password' }), { currentPassword: 'Field is required' });
    expectFieldErrors(await updateRaw({ newPassword: 'a-new-long-password', currentPassword: '' }), { currentPassword: 'Field is required' });
    expectFieldErrors(await updateRaw({ newPassword: 'a-new-long-password', currentPassword: 'not-my-password' }), {
      currentPassword: 'The current password is incorrect.',
    });
    expectFieldErrors(await updateRaw({ newPassword: 'short', currentPassword: user.password }), {
      newPassword: 'Password must be at least 10 characters.',
    });
    expectFieldErrors(await updateRaw({ newPassword: 'p'.repeat(201), currentPassword: user.password }), {
      newPassword: 'Password must be at most 200 characters.',
    });
    // Every error is reported together, and nothing is saved when any field is wrong.
    expectFieldErrors(await updateRaw({ firstName: ' ', newPassword: 'a-new-long-password', currentPassword: 'not-my-password' }), {
      firstName: 'Field is required',
      currentPassword: 'The current password is incorrect.',
    });
    expect((await me()).version).toBe(before.version);
    expect((await login(server, user.username, user.password)).bearerToken).toBeTruthy();
  });

  it('sets a new password: login works with it and no longer with the old one', async () => {
    const newPassword = 'my-new-secret-password';
    const changed = await update({ currentPassword: user.password, newPassword, firstName: 'Ada' });
    expect(changed.firstName).toBe('Ada');
    const session = await login(server, user.username, newPassword);
    expect(session.bearerToken).toMatch(/^[\w-]{43}$/);
    const old = await post(server, 'loginCmsUser', { username: user.username, password: user.password });
    expectError(old, 'UNAUTHENTICATED', 401, 'The username or password is incorrect.');
    user.password = newPassword;
    // The session that made the change goes on working.
    expect((await me()).id).toBe(user.id);
  });

  it('refuses names over 100 characters instead of cutting them', async () => {
    expectFieldErrors(await updateRaw({ firstName: 'N'.repeat(101), lastName: 'L'.repeat(101) }), {
      firstName: 'At most 100 characters.',
      lastName: 'At most 100 characters.',
    });
  });

  it('signs out the other sessions when the password changes, keeping this one', async () => {
    const other = await createUser(server);
    const second = await login(server, other.username, other.password);
    const newPassword = 'another-long-password-2';
    await update({ currentPassword: other.password, newPassword }, other.token);
    expectError(await post(server, 'getActiveCMSUser', {}, { headers: withBearer(second.bearerToken) }), 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
    expect((await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: other.token })).getActiveCMSUser.id).toBe(other.id);
  });

  it('throttles guesses of the current password', async () => {
    const victim = await createUser(server);
    for (let i = 0; i < 5; i += 1) {
      expectFieldErrors(await updateRaw({ currentPassword: `guess-${i}`, newPassword: 'a-new-long-password' }, victim.token), {
        currentPassword: 'The current password is incorrect.',
      });
    }
    const blocked = await updateRaw({ currentPassword: victim.password, newPassword: 'a-new-long-password' }, victim.token);
    expectError(blocked, 'TOO_MANY_REQUESTS', 429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('cannot change the username: it is not a field of the input', async () => {
    const before = await me();
    const response = await updateRaw({ username: 'someone-else', firstName: 'Mallory' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/Field "username" is not defined by type "CmsUserProfileInput"/);
    expect(response.body.data ?? null).toBeNull();
    expect(await me()).toMatchObject({ username: before.username, firstName: before.firstName, version: before.version });
    for (const field of ['email', 'role', 'extraPermissions', 'status', 'isGlobal']) {
      const refused = await updateRaw({ [field]: field === 'extraPermissions' ? ['manage_modules'] : 'x' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.message).toContain(`Field "${field}" is not defined by type "CmsUserProfileInput"`);
    }
  });

  it('is UNAUTHENTICATED without a token or with a garbage one', async () => {
    await expectUnauthenticated(server, 'updateActiveCmsUserProfile', { input: { firstName: 'Nobody' } });
    expectError(await updateRaw({ firstName: 'Nobody' }, 'garbage-token'), 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
  });

  it("is FORBIDDEN on a site that is not the user's", async () => {
    const response = await post(server, 'updateActiveCmsUserProfile', { input: { firstName: 'Elsewhere' } }, { headers: withBearer(user.token, 'fot') });
    expectError(response, 'FORBIDDEN', 403, 'Your account does not have access to this site.');
    expect((await me()).firstName).not.toBe('Elsewhere');
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'updateActiveCmsUserProfile', {}, /\$input.*required|was not provided/);
    await expectBadVariablesRefused(server, 'updateActiveCmsUserProfile', { input: { firstName: 7 } }, /String cannot represent/);
    await expectUnknownTenantRefused(server, 'updateActiveCmsUserProfile', { input: { firstName: 'X' } });
  });
});
