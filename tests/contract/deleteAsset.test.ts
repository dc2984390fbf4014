import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteAssetDocument } from '../../src/gql/graphql.js';
import { content, history, tenantSettings } from '../../src/server/db/schema/index.js';
import { uploadTestAsset } from '../helpers/assets.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('deleteAsset', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteAsset'));

  it('deletes an unused asset, its stored file, and records history', async () => {
    const asset = await uploadTestAsset(server, admin, { name: 'Unused.png' });
    const { deleteAsset } = await execute(server, DeleteAssetDocument, { id: asset.id, version: 1 }, { cmsToken: admin, tenantKey: 'edr' });
    expect(deleteAsset).toBe(true);
    expect((await fetch(`${server.url}${asset.src}`)).status).toBe(404);
    const rows = await server.database.db.select().from(history).where(eq(history.entityId, String(asset.id)));
    expect(rows.filter((r) => r.entityType === 'Asset').map((r) => r.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses while content uses the asset, saying how many items', async () => {
    const asset = await uploadTestAsset(server, admin, { name: 'Used.png' });
    const edrId = await tenantIdOf(server, 'edr');
    const [item] = await server.database.db.select({ id: content.id }).from(content).where(eq(content.tenantId, edrId)).limit(1);
    await server.database.db.update(content).set({ primaryImageId: asset.id }).where(eq(content.id, item?.id ?? 0));
    const response = await post(server, 'deleteAsset', { id: asset.id, version: 1 }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('This asset is used by 1 content item. Remove it from them first, then delete it.');
  });

  it('refuses while site settings name it (a logo), and while a person uses it', async () => {
    const asset = await uploadTestAsset(server, admin, { name: 'Logo.png' });
    const edrId = await tenantIdOf(server, 'edr');
    await server.database.db.insert(tenantSettings).values({ tenantId: edrId, key: 'deleteAssetTest', payload: { header: { logo: asset.id, logoHeight: 40 } } });
    const response = await post(server, 'deleteAsset', { id: asset.id, version: 1 }, bearer(admin, 'edr'));
    expect(response.body.errors?.[0]?.message).toBe('This asset is used by 1 site settings group. Remove it from them first, then delete it.');
  });

  it('refuses a stale version with CONFLICT', async () => {
    const asset = await uploadTestAsset(server, admin, { name: 'Stale.png' });
    const response = await post(server, 'deleteAsset', { id: asset.id, version: 7 }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.body.errors?.[0]?.extensions?.currentVersion).toBe(1);
  });

  it('needs manage_assets and cannot reach another site\'s asset', async () => {
    const asset = await uploadTestAsset(server, admin, { name: 'Guarded.png' });
    await expectUnauthenticated(server, 'deleteAsset', { id: asset.id, version: 1 });
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'deleteAsset', { id: asset.id, version: 1 }, viewer.token);
    expect(codeOf(await post(server, 'deleteAsset', { id: asset.id, version: 1 }, bearer(admin, 'fot')))).toBe('NOT_FOUND');
  });
});
