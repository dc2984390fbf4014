import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteWebLayoutDocument } from '../../src/gql/graphql.js';
import { history, webLayoutTenants } from '../../src/server/db/schema/index.js';
import type { AppServices } from '../../src/server/graphql/context.js';
import { adminToken, expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { layoutInput, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let services: AppServices;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let edrId: number;
let fotId: number;
beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (_app, s) => void (services = s) });
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  [edrId, fotId] = await Promise.all([tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
});
afterAll(() => server.close());

const remove = (id: number, version: number, token = manager, tenantKey?: string) => post(server, 'deleteWebLayout', { id, version }, bearer(token, tenantKey));

describe('deleteWebLayout', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteWebLayout'));

  it('needs a login and manage_site_layouts; view_site_layouts alone may not delete', async () => {
    const layout = await saveLayout(server, manager, layoutInput());
    await expectUnauthenticated(server, 'deleteWebLayout', { id: layout.id, version: layout.version });
    await expectForbidden(server, 'deleteWebLayout', { id: layout.id, version: layout.version }, editor);
  });

  it('deletes with the current version, records history, drops the site links and purges the site’s pages', async () => {
    const layout = await saveLayout(server, manager, layoutInput());
    const announce = vi.spyOn(services.siteCache, 'announce');
    const deleted = await execute(server, DeleteWebLayoutDocument, { id: layout.id, version: layout.version }, { cmsToken: manager });
    expect(deleted.deleteWebLayout).toBe(true);
    expect(announce.mock.calls.map(([change]) => [change?.tenantId, change?.kinds, change?.tags])).toEqual([[edrId, ['layouts'], ['layouts']]]);
    announce.mockRestore();
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'WebLayout'), eq(history.entityId, String(layout.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete']);
    expect(await server.database.db.select().from(webLayoutTenants).where(eq(webLayoutTenants.layoutId, layout.id))).toEqual([]);
    expect(codeOf(await post(server, 'getWebLayout', { id: layout.id }, bearer(manager)))).toBe('NOT_FOUND');
    expect(codeOf(await remove(layout.id, layout.version))).toBe('NOT_FOUND');
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const layout = await saveLayout(server, manager, layoutInput());
    await saveLayout(server, manager, layoutInput({ id: layout.id, version: layout.version, name: 'Changed' }));
    const response = await remove(layout.id, layout.version);
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.body.errors?.[0]?.message).toMatch(/^This layout was changed by Test User \d+ at .* UTC since you opened it\./);
  });

  it('keeps sites apart and leaves shared and global layouts to global users', async () => {
    const edrOnly = await saveLayout(server, manager, layoutInput());
    expect(codeOf(await remove(edrOnly.id, edrOnly.version, fotManager, 'fot'))).toBe('NOT_FOUND');
    const shared = await saveLayout(server, admin, layoutInput({ tenantIds: [edrId, fotId] }));
    const refused = await remove(shared.id, shared.version);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('This layout also serves sites you do not have access to; only a global user can delete it.');
    const global = await saveLayout(server, admin, layoutInput({ isGlobal: true }));
    expect(codeOf(await remove(global.id, global.version))).toBe('FORBIDDEN');
    expect((await remove(global.id, global.version, admin)).body.data?.deleteWebLayout).toBe(true);
  });
});
