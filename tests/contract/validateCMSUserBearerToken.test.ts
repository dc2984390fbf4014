import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogoutCmsUserDocument, RefreshTokenCmsUserDocument, ValidateCmsUserBearerTokenDocument } from '../../src/gql/graphql.js';
import { createUser, login } from '../helpers/auth.js';
import { expireBearer, withBearer } from '../helpers/cmsSessions.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const INVALID = { __typename: 'CmsTokenValidation', valid: false, expiresAt: null };

let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server, { tenantKeys: ['edr', 'fot'] });
});
afterAll(() => server.close());

const signIn = () => login(server, user.username, user.password);
const validate = async (cmsToken: string | null, tenantKey?: string) =>
  (await execute(server, ValidateCmsUserBearerTokenDocument, {}, { cmsToken, ...(tenantKey ? { tenantKey } : {}) })).validateCMSUserBearerToken;

/** Never an error: a plain 200 with the answer, whatever the header holds. */
async function expectInvalid(headers: Record<string, string>) {
  const response = await post(server, 'validateCMSUserBearerToken', {}, { headers });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ data: { validateCMSUserBearerToken: INVALID } });
}

describe('validateCMSUserBearerToken', () => {
  it('is served as text', () => expectDocumentServed(server, 'validateCMSUserBearerToken'));

  it('answers valid with the expiry of a live token', async () => {
    const session = await signIn();
    const answer = await validate(session.bearerToken);
    expect(answer).toEqual({ __typename: 'CmsTokenValidation', valid: true, expiresAt: session.bearerTokenExpiration });
    expect(Date.parse(answer.expiresAt ?? '')).toBeGreaterThan(Date.now() + 50 * 60_000);
    // On each of the user's sites.
    expect((await validate(session.bearerToken, 'fot')).valid).toBe(true);
  });

  it('follows a refresh: the new token is valid with its new expiry, the old one is not', async () => {
    const session = await signIn();
    const next = (await execute(server, RefreshTokenCmsUserDocument, { refreshToken: session.refreshToken })).refreshTokenCmsUser;
    expect(await validate(next.bearerToken)).toEqual({ __typename: 'CmsTokenValidation', valid: true, expiresAt: next.bearerTokenExpiration });
    expect(await validate(session.bearerToken)).toEqual(INVALID);
  });

  it('answers invalid, never an error, without a token and for a garbage or malformed one', async () => {
    expect(await validate(null)).toEqual(INVALID);
    await expectInvalid({});
    await expectInvalid(withBearer('not-a-real-token'));
    await expectInvalid({ authorization: 'Bearer' });
    await expectInvalid({ authorization: `Bearer ${'b'.repeat(1000)}` });
    await expectInvalid({ authorization: user.token });
  });

  it('answers invalid for an expired token', async () => {
    const { bearerToken } = await signIn();
    await expireBearer(server, bearerToken);
    await expectInvalid(withBearer(bearerToken));
  });

  it('answers invalid for a revoked token (after logout)', async () => {
    const { bearerToken } = await signIn();
    await execute(server, LogoutCmsUserDocument, {}, { cmsToken: bearerToken });
    await expectInvalid(withBearer(bearerToken));
  });

  it("answers invalid for a site user's token on a site that is not theirs", async () => {
    await expectInvalid(withBearer(user.token, 'qa'));
    expect((await validate(user.token)).valid).toBe(true);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'validateCMSUserBearerToken', {}));
});
