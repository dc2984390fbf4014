import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebLayoutDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { layoutInput, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let newsletterManager: string;
let edrId: number;
let fotId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  [edrId, fotId] = await Promise.all([tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
});
afterAll(() => server.close());

const get = async (id: number, token: string, tenantKey?: string) =>
  (await execute(server, GetWebLayoutDocument, { id }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getWebLayout;

describe('getWebLayout', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebLayout'));

  it('needs a login and view_site_layouts or manage_site_layouts', async () => {
    const layout = await saveLayout(server, manager, layoutInput());
    await expectUnauthenticated(server, 'getWebLayout', { id: layout.id });
    await expectForbidden(server, 'getWebLayout', { id: layout.id }, newsletterManager);
  });

  it('answers every field of a layout to a view-only user', async () => {
    const saved = await saveLayout(
      server,
      manager,
      layoutInput({
        name: 'Webinar override',
        type: 'content-type-override',
        contentTypes: ['Webinar', 'Event'],
        propagate: true,
        pageType: 'content',
        gatingRequirements: ['membership'],
        hideFooter: true,
        loadMoreType: 'page-scroll',
        excludeAds: { welcomeAd: true, contentListNativeAd: true },
      }),
    );
    const layout = await get(saved.id, editor);
    expect(layout).toEqual({ ...saved, __typename: 'WebLayout' });
    expect(layout).toMatchObject({
      type: 'content-type-override',
      contentTypes: ['Webinar', 'Event'],
      pageType: 'content',
      gatingRequirements: ['membership'],
      hideHeader: false,
      hideFooter: true,
      loadMoreType: 'page-scroll',
      excludeAds: { welcomeAd: true, contentListNativeAd: true, reskinAd: false },
      sites: [{ id: edrId }],
    });
    expect(layout.secondaryGrids).toEqual([]);
  });

  it('answers NOT_FOUND for a layout that does not serve this site, and serves global layouts everywhere', async () => {
    const edrOnly = await saveLayout(server, manager, layoutInput());
    const response = await post(server, 'getWebLayout', { id: edrOnly.id }, bearer(fotManager, 'fot'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No layout with id ${edrOnly.id} serves this site.`);
    expect(codeOf(await post(server, 'getWebLayout', { id: 99999999 }, bearer(manager)))).toBe('NOT_FOUND');
    const global = await saveLayout(server, admin, layoutInput({ isGlobal: true }));
    expect(await get(global.id, fotManager, 'fot')).toMatchObject({ id: global.id, isGlobal: true, sites: [] });
  });

  it('lists only the sites the viewer may see', async () => {
    const shared = await saveLayout(server, admin, layoutInput({ tenantIds: [edrId, fotId] }));
    expect((await get(shared.id, admin)).sites.map((s) => s.id).sort()).toEqual([edrId, fotId].sort());
    expect((await get(shared.id, manager)).sites.map((s) => s.id)).toEqual([edrId]);
    expect((await get(shared.id, fotManager, 'fot')).sites.map((s) => s.id)).toEqual([fotId]);
  });
});
