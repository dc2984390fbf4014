import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCmsUserStreamDocument, SaveCmsUserDocument, type GetCmsUserStreamQueryVariables } from '../../src/gql/graphql.js';
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
let siteAdmin: Awaited<ReturnType<typeof createUser>>;
let editor: Awaited<ReturnType<typeof createUser>>;
let fotOnly: Awaited<ReturnType<typeof createUser>>;
let bothSites: Awaited<ReturnType<typeof createUser>>;
let globalEditor: Awaited<ReturnType<typeof createUser>>;
let pendingInactive: { id: number; email: string };
let edrId: number;
let fotId: number;

// A word no seeded user carries, so searches over the users made here have exact answers.
const MARK = 'Quorvath';

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [siteAdmin, editor, fotOnly, bothSites, globalEditor] = await Promise.all([
    createUser(server, { role: 'site_administrator', firstName: MARK, lastName: 'Adams', username: 'qsiteadmin' }),
    createUser(server, { role: 'editor', firstName: MARK, lastName: 'Baker', email: 'baker.search@example.org' }),
    createUser(server, { role: 'editor', firstName: MARK, lastName: 'Carter', tenantKeys: ['fot'] }),
    createUser(server, { role: 'managing_editor', firstName: MARK, lastName: 'Dunn', tenantKeys: ['edr', 'fot'] }),
    createUser(server, { role: 'editor', firstName: MARK, lastName: 'Evans', isGlobal: 1, tenantIds: [] }),
  ]);
  // Saved but never invited-and-accepted, and inactive.
  const saved = await execute(
    server,
    SaveCmsUserDocument,
    {
      input: {
        email: 'frost.inactive@example.com',
        username: 'qfrost',
        firstName: MARK,
        lastName: 'Frost',
        role: 'viewer',
        status: 0,
        isGlobal: 0,
        tenantIds: [edrId],
      },
    },
    { cmsToken: admin },
  );
  pendingInactive = { id: saved.saveCmsUser.id, email: saved.saveCmsUser.email };
});
afterAll(() => server.close());

const list = async (input: GetCmsUserStreamQueryVariables['input'], token = admin) =>
  (await execute(server, GetCmsUserStreamDocument, { input }, { cmsToken: token })).getCmsUserStream;
const lastNames = (stream: Awaited<ReturnType<typeof list>>) => stream.edges.map((e) => e.node.lastName);

describe('getCmsUserStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCmsUserStream'));

  it('lists every user for a global administrator, with the full shape', async () => {
    const [total] = await server.database.db.select({ n: count() }).from(cmsUsers);
    const stream = await list({ pagination: { limit: 200 } });
    expect(stream.__typename).toBe('CmsUserConnection');
    expect(stream.totalCount).toBe(total?.n);
    expect(stream.edges).toHaveLength(total?.n ?? -1);
    expect(stream.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const nodes = stream.edges.map((e) => e.node);
    const seededAdmin = nodes.find((n) => n.username === 'admin');
    expect(seededAdmin).toMatchObject({
      __typename: 'CmsUser',
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
    expect([...(seededAdmin?.permissions ?? [])].sort()).toEqual([...PERMISSIONS].sort());
    expect(seededAdmin?.lastLoginAt).not.toBeNull();
    const both = nodes.find((n) => n.id === bothSites.id);
    expect(both).toMatchObject({ role: 'managing_editor', isGlobal: 0, status: 1, invitationPending: false, fullName: `${MARK} Dunn` });
    expect([...(both?.permissions ?? [])].sort()).toEqual([...ROLE_PERMISSIONS.managing_editor].sort());
    expect(both?.tenants.map((t) => t.tenantKey).sort()).toEqual(['edr', 'fot']);
    expect(both?.tenants.find((t) => t.tenantKey === 'edr')).toEqual({ __typename: 'Tenant', id: edrId, tenantKey: 'edr', name: expect.any(String) });
    expect(both?.tenants.find((t) => t.tenantKey === 'fot')?.id).toBe(fotId);
    expect(nodes.find((n) => n.id === pendingInactive.id)).toMatchObject({ status: 0, invitationPending: true, lastLoginAt: null, version: 1 });
    expect(nodes.find((n) => n.id === globalEditor.id)).toMatchObject({ isGlobal: 1, tenants: [] });
    for (const node of nodes) {
      expect(Number.isNaN(Date.parse(node.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(node.updatedAt))).toBe(false);
    }
  });

  it('orders by last name, then first name', async () => {
    const stream = await list({ phrase: MARK });
    expect(lastNames(stream)).toEqual(['Adams', 'Baker', 'Carter', 'Dunn', 'Evans', 'Frost']);
    expect(stream.totalCount).toBe(6);
  });

  it('searches by username, e-mail and full name, ignoring case', async () => {
    expect(lastNames(await list({ phrase: 'QSITEADMIN' }))).toEqual(['Adams']);
    expect(lastNames(await list({ phrase: 'baker.search@example' }))).toEqual(['Baker']);
    expect(lastNames(await list({ phrase: `${MARK.toLowerCase()} car` }))).toEqual(['Carter']);
    expect(lastNames(await list({ phrase: 'frost.inactive' }))).toEqual(['Frost']);
    const none = await list({ phrase: 'no-user-has-this-text' });
    expect(none).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    // LIKE wildcards in the phrase are plain characters.
    expect((await list({ phrase: '%' })).totalCount).toBe(0);
    expect((await list({ phrase: '   ' })).totalCount).toBe((await list({})).totalCount);
  });

  it('filters by role, status and scope', async () => {
    expect(lastNames(await list({ phrase: MARK, role: 'editor' }))).toEqual(['Baker', 'Carter', 'Evans']);
    expect(lastNames(await list({ phrase: MARK, role: 'site_administrator' }))).toEqual(['Adams']);
    expect((await list({ role: 'no_such_role' })).totalCount).toBe(0);
    expect(lastNames(await list({ phrase: MARK, status: 0 }))).toEqual(['Frost']);
    expect(lastNames(await list({ phrase: MARK, status: 1 }))).toEqual(['Adams', 'Baker', 'Carter', 'Dunn', 'Evans']);
    expect(lastNames(await list({ phrase: MARK, scope: 'global' }))).toEqual(['Evans']);
    expect(lastNames(await list({ phrase: MARK, scope: 'site' }))).toEqual(['Adams', 'Baker', 'Carter', 'Dunn', 'Frost']);
    const globals = await list({ scope: 'global' });
    expect(globals.edges.every((e) => e.node.isGlobal === 1)).toBe(true);
    expect(globals.edges.map((e) => e.node.username)).toContain('admin');
    expect(lastNames(await list({ phrase: MARK, role: 'editor', scope: 'site', status: 1 }))).toEqual(['Baker', 'Carter']);
  });

  it('pages with limit and the endCursor, keeping totalCount', async () => {
    const first = await list({ phrase: MARK, pagination: { limit: 4 } });
    expect(lastNames(first)).toEqual(['Adams', 'Baker', 'Carter', 'Dunn']);
    expect(first.totalCount).toBe(6);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ phrase: MARK, pagination: { limit: 4, after: first.pageInfo.endCursor } });
    expect(lastNames(second)).toEqual(['Evans', 'Frost']);
    expect(second.totalCount).toBe(6);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const skipped = await list({ phrase: MARK, pagination: { limit: 2, skip: 2 } });
    expect(lastNames(skipped)).toEqual(['Carter', 'Dunn']);
    const exact = await list({ phrase: MARK, pagination: { limit: 6 } });
    expect(exact.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a limit outside 1..200, a negative skip and a forged cursor', async () => {
    for (const limit of [0, 201]) {
      const response = await post(server, 'getCmsUserStream', { input: { pagination: { limit } } }, bearer(admin));
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toBe('limit must be between 1 and 200.');
    }
    const skip = await post(server, 'getCmsUserStream', { input: { pagination: { skip: -1 } } }, bearer(admin));
    expect(skip.body.errors?.[0]?.message).toBe('skip must be 0 or more.');
    const cursor = await post(server, 'getCmsUserStream', { input: { pagination: { after: 'bm9wZQ' } } }, bearer(admin));
    expect(codeOf(cursor)).toBe('BAD_USER_INPUT');
    expect(cursor.body.errors?.[0]?.message).toBe('The "after" cursor is not valid; use pageInfo.endCursor from a previous page.');
  });

  it('refuses status 5 with BAD_USER_INPUT', async () => {
    const response = await post(server, 'getCmsUserStream', { input: { status: 5 } }, bearer(admin));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe('status must be 0 or 1.');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ status: 'Must be 0 or 1' });
  });

  it('shows a site administrator only the site-specific users of the current site', async () => {
    const stream = await list({ pagination: { limit: 200 } }, siteAdmin.token);
    const ids = stream.edges.map((e) => e.node.id);
    expect(stream.totalCount).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([siteAdmin.id, editor.id, bothSites.id, pendingInactive.id]));
    expect(ids).not.toContain(fotOnly.id);
    expect(ids).not.toContain(globalEditor.id);
    expect(stream.edges.map((e) => e.node.username)).not.toContain('admin');
    for (const { node } of stream.edges) {
      expect(node.isGlobal).toBe(0);
      expect(node.tenants.map((t) => t.tenantKey)).toContain('edr');
    }
    expect(lastNames(await list({ phrase: MARK }, siteAdmin.token))).toEqual(['Adams', 'Baker', 'Dunn', 'Frost']);
    expect((await list({ scope: 'global' }, siteAdmin.token)).totalCount).toBe(0);
    expect((await list({ phrase: 'Site Administrator' })).totalCount).toBe(1);
    expect((await list({ phrase: 'Site Administrator' }, siteAdmin.token)).totalCount).toBe(0);
  });

  it('refuses a site administrator on a site that is not theirs', async () => {
    const response = await post(server, 'getCmsUserStream', {}, bearer(siteAdmin.token, 'fot'));
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect(response.status).toBe(403);
    expect(response.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
  });

  it('is FORBIDDEN for an editor and UNAUTHENTICATED without a token', async () => {
    await expectForbidden(server, 'getCmsUserStream', {}, editor.token);
    const response = await post(server, 'getCmsUserStream', {}, bearer(editor.token));
    expect(response.body.errors?.[0]?.message).toBe('You do not have permission to do this (needs manage_users).');
    expect(response.body.data).toBeNull();
    await expectUnauthenticated(server, 'getCmsUserStream', {});
    await expectForbidden(server, 'getCmsUserStream', {}, globalEditor.token);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getCmsUserStream', { input: { status: 'active' } }, /status.*Int/);
    await expectBadVariablesRefused(server, 'getCmsUserStream', { input: { scope: 'everyone' } }, /scope|CmsUserScope/);
    await expectUnknownTenantRefused(server, 'getCmsUserStream', {});
  });
});
