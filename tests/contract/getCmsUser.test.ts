import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCmsUserDocument, SaveCmsUserDocument } from '../../src/gql/graphql.js';
import { cmsUsers } from '../../src/server/db/schema/index.js';
import { PERMISSIONS } from '../../src/shared/permissions.js';
import { ROLE_PERMISSIONS } from '../../src/shared/roles.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let adminId: number;
let siteAdmin: Awaited<ReturnType<typeof createUser>>;
let editor: Awaited<ReturnType<typeof createUser>>;
let fotOnly: Awaited<ReturnType<typeof createUser>>;
let pendingId: number;
let edrId: number;
let fotId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [siteAdmin, editor, fotOnly] = await Promise.all([
    createUser(server, { role: 'site_administrator' }),
    createUser(server, { role: 'editor', extraPermissions: ['manage_menus'], firstName: 'Edith', lastName: 'Wharton' }),
    createUser(server, { tenantKeys: ['fot'] }),
  ]);
  const [row] = await server.database.db.select({ id: cmsUsers.id }).from(cmsUsers).where(eq(cmsUsers.username, 'admin'));
  adminId = row?.id ?? 0;
  const pending = await execute(
    server,
    SaveCmsUserDocument,
    {
      input: {
        email: 'pending.reader@example.com',
        username: 'pendingreader',
        firstName: 'Pending',
        lastName: 'Reader',
        role: 'viewer',
        status: 1,
        isGlobal: 0,
        tenantIds: [fotId, edrId],
      },
    },
    { cmsToken: admin },
  );
  pendingId = pending.saveCmsUser.id;
});
afterAll(() => server.close());

const read = async (id: number, token = admin) => (await execute(server, GetCmsUserDocument, { id }, { cmsToken: token })).getCmsUser;

describe('getCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCmsUser'));

  it('reads the global administrator', async () => {
    const user = await read(adminId);
    expect(user).toMatchObject({
      __typename: 'CmsUser',
      id: adminId,
      email: 'admin@example.com',
      username: 'admin',
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
    expect([...user.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(Number.isNaN(Date.parse(user.lastLoginAt ?? ''))).toBe(false);
    expect(user.version).toBeGreaterThanOrEqual(1);
  });

  it('reads a pending site-specific user with their sites and the pending invitation', async () => {
    const user = await read(pendingId);
    expect(user).toMatchObject({
      id: pendingId,
      email: 'pending.reader@example.com',
      username: 'pendingreader',
      fullName: 'Pending Reader',
      role: 'viewer',
      status: 1,
      isGlobal: 0,
      invitationPending: true,
      lastLoginAt: null,
      version: 1,
    });
    expect([...user.permissions].sort()).toEqual([...ROLE_PERMISSIONS.viewer].sort());
    expect(user.tenants).toHaveLength(2);
    expect(user.tenants.map((t) => t.id).sort()).toEqual([edrId, fotId].sort());
    expect(user.tenants.every((t) => t.__typename === 'Tenant' && t.name.length > 0)).toBe(true);
    // Sites are listed by name.
    expect(user.tenants.map((t) => t.name)).toEqual([...user.tenants.map((t) => t.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('reads an accepted user: role permissions plus the extra ones, no longer pending', async () => {
    const user = await read(editor.id);
    expect(user).toMatchObject({ username: editor.username, email: editor.email, fullName: 'Edith Wharton', invitationPending: false, extraPermissions: ['manage_menus'] });
    expect([...user.permissions].sort()).toEqual([...ROLE_PERMISSIONS.editor, 'manage_menus'].sort());
    expect(user.tenants.map((t) => t.tenantKey)).toEqual(['edr']);
  });

  it('lets a site administrator read the users of their site', async () => {
    const user = await read(editor.id, siteAdmin.token);
    expect(user.id).toBe(editor.id);
    expect((await read(pendingId, siteAdmin.token)).id).toBe(pendingId);
    expect((await read(siteAdmin.id, siteAdmin.token)).role).toBe('site_administrator');
  });

  it('answers NOT_FOUND to a site administrator for a user of another site and for a global user', async () => {
    for (const id of [fotOnly.id, adminId]) {
      const response = await post(server, 'getCmsUser', { id }, bearer(siteAdmin.token));
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(`No CMS user with id ${id} was found.`);
      expect(response.body.data).toBeNull();
    }
    // The global administrator reads both.
    expect((await read(fotOnly.id)).tenants.map((t) => t.tenantKey)).toEqual(['fot']);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await post(server, 'getCmsUser', { id: 987654 }, bearer(admin));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.status).toBe(404);
    expect(response.body.errors?.[0]?.message).toBe('No CMS user with id 987654 was found.');
  });

  it('is FORBIDDEN for an editor (even reading themselves) and UNAUTHENTICATED without a token', async () => {
    await expectForbidden(server, 'getCmsUser', { id: editor.id }, editor.token);
    await expectForbidden(server, 'getCmsUser', { id: adminId }, editor.token);
    await expectUnauthenticated(server, 'getCmsUser', { id: adminId });
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getCmsUser', { id: 'abc' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'getCmsUser', {}, /\$id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'getCmsUser', { id: adminId });
  });
});
