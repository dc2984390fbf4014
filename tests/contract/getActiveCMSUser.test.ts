import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveCmsUserDocument } from '../../src/gql/graphql.js';
import { PERMISSIONS } from '../../src/shared/permissions.js';
import { ROLE_PERMISSIONS } from '../../src/shared/roles.js';
import { createUser, expectForbidden, expectUnauthenticated, login, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { expectError, expireBearer, withBearer } from '../helpers/cmsSessions.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const NOT_LOGGED_IN = 'You must be logged in to do this.';

let server: TestServer;
let editor: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  editor = await createUser(server, {
    role: 'editor',
    firstName: 'Grace',
    lastName: 'Hopper',
    extraPermissions: ['manage_users', 'view_history'],
    tenantKeys: ['fot', 'qa'],
  });
});
afterAll(() => server.close());

const sorted = (values: readonly string[]) => [...values].sort();

describe('getActiveCMSUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'getActiveCMSUser'));

  it('returns the global administrator with every permission and no site list', async () => {
    const before = Date.now();
    const { bearerToken } = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    const { getActiveCMSUser: me } = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: bearerToken });
    expect(me).toMatchObject({
      __typename: 'CmsUser',
      username: 'admin',
      email: 'admin@example.com',
      firstName: 'Site',
      lastName: 'Administrator',
      fullName: 'Site Administrator',
      role: 'administrator',
      extraPermissions: [],
      status: 1,
      isGlobal: 1,
      invitationPending: false,
      tenants: [],
    });
    expect(sorted(me.permissions)).toEqual(sorted(PERMISSIONS));
    expect(me.id).toBeTypeOf('number');
    expect(me.version).toBeGreaterThanOrEqual(1);
    // The sign-in just made is recorded.
    expect(Date.parse(me.lastLoginAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(me.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(me.updatedAt)).toBeGreaterThanOrEqual(Date.parse(me.createdAt));
  });

  it("returns a site user's fields: role permissions plus extra ones, isGlobal 0 and their sites", async () => {
    const { getActiveCMSUser: me } = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: editor.token, tenantKey: 'fot' });
    expect(me).toMatchObject({
      id: editor.id,
      username: editor.username,
      email: editor.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      role: 'editor',
      status: 1,
      isGlobal: 0,
      invitationPending: false,
    });
    expect(sorted(me.extraPermissions)).toEqual(['manage_users', 'view_history']);
    // view_history is already the editor's: no duplicates.
    expect(sorted(me.permissions)).toEqual(sorted([...ROLE_PERMISSIONS.editor, 'manage_users']));
    expect(me.permissions).not.toContain('manage_modules');
    const tenants = [...me.tenants].sort((a, b) => a.tenantKey.localeCompare(b.tenantKey));
    expect(tenants.map((t) => t.tenantKey)).toEqual(['fot', 'qa']);
    expect(tenants[0]).toMatchObject({ __typename: 'Tenant', id: await tenantIdOf(server, 'fot') });
    expect(tenants[1]).toMatchObject({ __typename: 'Tenant', id: await tenantIdOf(server, 'qa') });
    expect(tenants.every((t) => t.name.length > 0)).toBe(true);
  });

  it("answers the same user on each of the user's sites", async () => {
    const onQa = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: editor.token, tenantKey: 'qa' });
    expect(onQa.getActiveCMSUser.id).toBe(editor.id);
  });

  it("refuses a site user's token on another site with FORBIDDEN", async () => {
    await expectForbidden(server, 'getActiveCMSUser', {}, editor.token);
    const response = await post(server, 'getActiveCMSUser', {}, { headers: withBearer(editor.token, 'edr') });
    expectError(response, 'FORBIDDEN', 403, 'Your account does not have access to this site.');
    const byDomain = await post(server, 'getActiveCMSUser', {}, { headers: { ...withBearer(editor.token), 'x-domain': 'localhost' } });
    expectError(byDomain, 'FORBIDDEN', 403, 'Your account does not have access to this site.');
  });

  it('is UNAUTHENTICATED without a token, with a garbage token or a malformed header', async () => {
    await expectUnauthenticated(server, 'getActiveCMSUser', {});
    for (const authorization of ['Bearer not-a-real-token', `Bearer ${'a'.repeat(600)}`, `Basic ${editor.token}`, editor.token, 'Bearer ']) {
      const response = await post(server, 'getActiveCMSUser', {}, { headers: { authorization } });
      expectError(response, 'UNAUTHENTICATED', 401, NOT_LOGGED_IN);
    }
  });

  it('is UNAUTHENTICATED with an expired bearer token', async () => {
    const { bearerToken } = await login(server, editor.username, editor.password, { tenantKey: 'fot' });
    await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: bearerToken, tenantKey: 'fot' });
    await expireBearer(server, bearerToken);
    const response = await post(server, 'getActiveCMSUser', {}, { headers: withBearer(bearerToken, 'fot') });
    expectError(response, 'UNAUTHENTICATED', 401, NOT_LOGGED_IN);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getActiveCMSUser', {}));
});
