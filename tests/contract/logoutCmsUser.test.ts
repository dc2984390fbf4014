import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveCmsUserDocument, LogoutCmsUserDocument, RefreshTokenCmsUserDocument } from '../../src/gql/graphql.js';
import { createUser, login } from '../helpers/auth.js';
import { expectError, expireBearer, sessionOfBearer, withBearer } from '../helpers/cmsSessions.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server, { tenantKeys: ['edr', 'fot'] });
});
afterAll(() => server.close());

const signIn = () => login(server, user.username, user.password);

describe('logoutCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'logoutCmsUser'));

  it('revokes the session of the bearer token sent: the bearer and its refresh token stop working', async () => {
    const session = await signIn();
    const before = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: session.bearerToken });
    expect(before.getActiveCMSUser.id).toBe(user.id);

    const data = await execute(server, LogoutCmsUserDocument, {}, { cmsToken: session.bearerToken });
    expect(data).toEqual({ logoutCmsUser: true });
    expect((await sessionOfBearer(server, session.bearerToken))?.revokedAt).toBeInstanceOf(Date);

    const me = await post(server, 'getActiveCMSUser', {}, { headers: withBearer(session.bearerToken) });
    expectError(me, 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
    const refreshed = await post(server, 'refreshTokenCmsUser', { refreshToken: session.refreshToken });
    expectError(refreshed, 'UNAUTHENTICATED', 401, 'Your session has expired. Please sign in again.');
    const validation = await post(server, 'validateCMSUserBearerToken', {}, { headers: withBearer(session.bearerToken) });
    expect(validation.body.data).toEqual({ validateCMSUserBearerToken: { __typename: 'CmsTokenValidation', valid: false, expiresAt: null } });
  });

  it('ends the session even when the bearer has expired, so its refresh token stops working', async () => {
    const session = await signIn();
    await expireBearer(server, session.bearerToken);
    const data = await execute(server, LogoutCmsUserDocument, {}, { cmsToken: session.bearerToken });
    expect(data).toEqual({ logoutCmsUser: true });
    expect((await sessionOfBearer(server, session.bearerToken))?.revokedAt).toBeInstanceOf(Date);
    const refreshed = await post(server, 'refreshTokenCmsUser', { refreshToken: session.refreshToken });
    expectError(refreshed, 'UNAUTHENTICATED', 401, 'Your session has expired. Please sign in again.');
  });

  it('leaves the other sessions of the same user working', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    await execute(server, LogoutCmsUserDocument, {}, { cmsToken: leaving.bearerToken });
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: staying.bearerToken });
    expect(me.getActiveCMSUser.id).toBe(user.id);
    const refreshed = await execute(server, RefreshTokenCmsUserDocument, { refreshToken: staying.refreshToken });
    expect(refreshed.refreshTokenCmsUser.bearerToken).toMatch(/^[\w-]{43}$/);
    expect((await sessionOfBearer(server, refreshed.refreshTokenCmsUser.bearerToken))?.revokedAt).toBeNull();
  });

  it('logs a site user out from any of their sites', async () => {
    const session = await signIn();
    const data = await execute(server, LogoutCmsUserDocument, {}, { cmsToken: session.bearerToken, tenantKey: 'fot' });
    expect(data.logoutCmsUser).toBe(true);
    const me = await post(server, 'getActiveCMSUser', {}, { headers: withBearer(session.bearerToken, 'fot') });
    expectError(me, 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
  });

  it('answers true without a token, with a garbage token and when repeated (idempotent)', async () => {
    const anonymous = await post(server, 'logoutCmsUser', {});
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ data: { logoutCmsUser: true } });
    expect(await execute(server, LogoutCmsUserDocument, {}, { cmsToken: 'garbage-token' })).toEqual({ logoutCmsUser: true });
    const session = await signIn();
    expect(await execute(server, LogoutCmsUserDocument, {}, { cmsToken: session.bearerToken })).toEqual({ logoutCmsUser: true });
    expect(await execute(server, LogoutCmsUserDocument, {}, { cmsToken: session.bearerToken })).toEqual({ logoutCmsUser: true });
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'logoutCmsUser', {}));
});
