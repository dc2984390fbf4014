import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetActiveCmsUserDocument,
  GetCmsUserDocument,
  LogoutCmsUserDocument,
  RefreshTokenCmsUserDocument,
  SaveCmsUserDocument,
} from '../../src/gql/graphql.js';
import { adminToken, createUser, login } from '../helpers/auth.js';
import { expireBearer, expireRefresh, expectError, sessionOfBearer, withBearer } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const EXPIRED = 'Your session has expired. Please sign in again.';
const TOKEN = /^[\w-]{43}$/;

let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
});
afterAll(() => server.close());

const signIn = () => login(server, user.username, user.password);
const refresh = (refreshToken: string) => post(server, 'refreshTokenCmsUser', { refreshToken });

async function expectRefreshRefused(refreshToken: string) {
  expectError(await refresh(refreshToken), 'UNAUTHENTICATED', 401, EXPIRED);
}

async function expectBearerRefused(bearerToken: string) {
  expectError(await post(server, 'getActiveCMSUser', {}, { headers: withBearer(bearerToken) }), 'UNAUTHENTICATED', 401, 'You must be logged in to do this.');
}

describe('refreshTokenCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'refreshTokenCmsUser'));

  it('returns a new bearer token and refresh token that work, with fresh expirations', async () => {
    const first = await signIn();
    const before = Date.now();
    const data = await execute(server, RefreshTokenCmsUserDocument, { refreshToken: first.refreshToken });
    const next = data.refreshTokenCmsUser;
    expect(next.__typename).toBe('CmsLogin');
    expect(next.bearerToken).toMatch(TOKEN);
    expect(next.refreshToken).toMatch(TOKEN);
    expect(new Set([next.bearerToken, next.refreshToken, first.bearerToken, first.refreshToken]).size).toBe(4);
    // Bearer tokens last an hour, refresh tokens 30 days, counted from the refresh.
    const bearerExpires = Date.parse(next.bearerTokenExpiration);
    expect(bearerExpires).toBeGreaterThanOrEqual(before + 60 * 60_000 - 5_000);
    expect(bearerExpires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const refreshExpires = Date.parse(next.refreshTokenExpiration);
    expect(refreshExpires).toBeGreaterThanOrEqual(before + 30 * 24 * 60 * 60_000 - 5_000);
    expect(refreshExpires).toBeLessThanOrEqual(Date.now() + 30 * 24 * 60 * 60_000);

    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: next.bearerToken });
    expect(me.getActiveCMSUser).toMatchObject({ id: user.id, username: user.username });
    const again = await execute(server, RefreshTokenCmsUserDocument, { refreshToken: next.refreshToken });
    expect(again.refreshTokenCmsUser.bearerToken).toMatch(TOKEN);
    expect(again.refreshTokenCmsUser.bearerToken).not.toBe(next.bearerToken);
  });

  it('rotates: the old bearer token and the old refresh token stop working', async () => {
    const first = await signIn();
    const sessionId = (await sessionOfBearer(server, first.bearerToken))?.id;
    const next = (await execute(server, RefreshTokenCmsUserDocument, { refreshToken: first.refreshToken })).refreshTokenCmsUser;
    expect((await sessionOfBearer(server, next.bearerToken))?.id).toBe(sessionId);
    expect(await sessionOfBearer(server, first.bearerToken)).toBeUndefined();
    await expectBearerRefused(first.bearerToken);
    await expectRefreshRefused(first.refreshToken);
    // Neither failed attempt disturbed the rotated session.
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: next.bearerToken });
    expect(me.getActiveCMSUser.id).toBe(user.id);
  });

  it('accepts a refresh token once: the second use fails', async () => {
    const { refreshToken } = await signIn();
    const ok = await refresh(refreshToken);
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    await expectRefreshRefused(refreshToken);
  });

  it('accepts only one of two simultaneous refreshes of the same token', async () => {
    const { refreshToken } = await signIn();
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    const won = answers.filter((a) => a.status === 200 && !a.body.errors);
    const lost = answers.filter((a) => a.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    for (const answer of lost) expectError(answer, 'UNAUTHENTICATED', 401, EXPIRED);
  });

  it('refuses a garbage, empty or bearer token the same way', async () => {
    const { bearerToken } = await signIn();
    for (const token of ['not-a-refresh-token', '', 'x'.repeat(5000), bearerToken]) await expectRefreshRefused(token);
    // Refusing the bearer as a refresh token did not end that session.
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: bearerToken });
    expect(me.getActiveCMSUser.id).toBe(user.id);
  });

  it('refuses a refresh token whose 30 days are over', async () => {
    const { refreshToken } = await signIn();
    await expireRefresh(server, refreshToken);
    await expectRefreshRefused(refreshToken);
  });

  it('still refreshes after the bearer token expired (that is what it is for)', async () => {
    const { bearerToken, refreshToken } = await signIn();
    await expireBearer(server, bearerToken);
    await expectBearerRefused(bearerToken);
    const next = (await execute(server, RefreshTokenCmsUserDocument, { refreshToken })).refreshTokenCmsUser;
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: next.bearerToken });
    expect(me.getActiveCMSUser.id).toBe(user.id);
  });

  it('refuses a refresh after logout', async () => {
    const { bearerToken, refreshToken } = await signIn();
    const out = await execute(server, LogoutCmsUserDocument, {}, { cmsToken: bearerToken });
    expect(out.logoutCmsUser).toBe(true);
    await expectRefreshRefused(refreshToken);
  });

  it("refuses an inactive user's refresh token", async () => {
    const other = await createUser(server);
    const session = await login(server, other.username, other.password);
    const admin = await adminToken(server);
    const current = (await execute(server, GetCmsUserDocument, { id: other.id }, { cmsToken: admin })).getCmsUser;
    const saved = await execute(
      server,
      SaveCmsUserDocument,
      {
        input: {
          id: current.id,
          version: current.version,
          email: current.email,
          username: current.username,
          firstName: current.firstName,
          lastName: current.lastName,
          role: current.role,
          extraPermissions: current.extraPermissions,
          status: 0,
          isGlobal: current.isGlobal,
          tenantIds: current.tenants.map((t) => t.id),
        },
      },
      { cmsToken: admin },
    );
    expect(saved.saveCmsUser.status).toBe(0);
    await expectRefreshRefused(session.refreshToken);
    await expectBearerRefused(session.bearerToken);
  });

  it("refuses a site user's refresh on a site that is not theirs, without using the token up", async () => {
    const fotUser = await createUser(server, { tenantKeys: ['fot'] });
    const session = await login(server, fotUser.username, fotUser.password, { tenantKey: 'fot' });
    const elsewhere = await refresh(session.refreshToken);
    expectError(elsewhere, 'FORBIDDEN', 403, 'Your account does not have access to this site.');
    const home = await execute(server, RefreshTokenCmsUserDocument, { refreshToken: session.refreshToken }, { tenantKey: 'fot' });
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: home.refreshTokenCmsUser.bearerToken, tenantKey: 'fot' });
    expect(me.getActiveCMSUser.id).toBe(fotUser.id);
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'refreshTokenCmsUser', {}, /\$refreshToken.*required|was not provided/);
    await expectBadVariablesRefused(server, 'refreshTokenCmsUser', { refreshToken: 42 }, /String cannot represent/);
    await expectUnknownTenantRefused(server, 'refreshTokenCmsUser', { refreshToken: 'x' });
  });
});
