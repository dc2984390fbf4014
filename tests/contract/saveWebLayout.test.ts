import { ALL_SITES } from '../../src/server/cache/siteChanges.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebLayoutInput } from '../../src/gql/graphql.js';
import { history } from '../../src/server/db/schema/index.js';
import type { AppServices } from '../../src/server/graphql/context.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let services: AppServices;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let newsletterManager: string;
let edrId: number;
let fotId: number;
beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (_app, s) => void (services = s) });
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  [edrId, fotId] = await Promise.all([tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
});
afterAll(() => server.close());

const save = (input: WebLayoutInput, token = manager, tenantKey?: string) => saveLayout(server, token, input, tenantKey);
const attempt = (input: WebLayoutInput, token = manager, tenantKey?: string) => post(server, 'saveWebLayout', { input }, bearer(token, tenantKey));
const INVALID = 'Please correct the highlighted fields.';
const REQUIRED = 'Field is required';

function fieldErrorsOf(response: RawResponse): Record<string, string> {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(INVALID);
  return (response.body.errors?.[0]?.extensions?.fieldErrors ?? {}) as Record<string, string>;
}

describe('saveWebLayout', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveWebLayout'));

  it('needs a login and manage_site_layouts; view_site_layouts alone may not save', async () => {
    await expectUnauthenticated(server, 'saveWebLayout', { input: layoutInput() });
    await expectForbidden(server, 'saveWebLayout', { input: layoutInput() }, newsletterManager);
    await expectForbidden(server, 'saveWebLayout', { input: layoutInput() }, editor);
  });

  it('creates a layout for the current site, fills block defaults and records history', async () => {
    const saved = await save(layoutInput({ name: '  Section pages  ', key: 'ignored', aliases: ['/Power/'] }));
    expect(saved).toMatchObject({
      __typename: 'WebLayout',
      name: 'Section pages',
      type: 'section',
      key: '',
      aliases: ['power'],
      propagate: false,
      pageType: null,
      isGlobal: false,
      sites: [{ __typename: 'WebLayoutSite', id: edrId }],
      loadMoreType: 'none',
      excludeAds: { welcomeAd: false, reskinAd: false },
      version: 1,
    });
    expect(saved.updatedByName).toMatch(/^Test User/);
    const grid = saved.primaryGrid as { rows: { settings: Record<string, unknown>; columns: { blocks: { settings: Record<string, unknown> }[] }[] }[] };
    expect(grid.rows[0]?.settings).toMatchObject({ layout: '1_2', width: 'site-width', verticalPadding: 0, equalizeBlocks: false });
    expect(grid.rows[0]?.columns[0]?.blocks[0]?.settings).toMatchObject({ title: '', keepInView: false, colorScheme: 'default', contentPadding: 0 });
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'WebLayout'), eq(history.entityId, String(saved.id))));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('requires a name and a type', async () => {
    const errors = fieldErrorsOf(await attempt(layoutInput({ name: '   ', type: '' })));
    expect(errors).toMatchObject({ name: REQUIRED, type: REQUIRED });
  });

  it('requires the conditional fields: key for module, pageType when propagating', async () => {
    expect(fieldErrorsOf(await attempt(layoutInput({ type: 'module' })))).toEqual({ key: REQUIRED });
    expect(fieldErrorsOf(await attempt(layoutInput({ propagate: true })))).toEqual({ pageType: REQUIRED });
    const module = await save(layoutInput({ type: 'module', key: 'search', propagate: true, pageType: 'all' }));
    expect(module).toMatchObject({ type: 'module', key: 'search', propagate: true, pageType: 'all' });
  });

  it('requires contentTypes for the override types and an alias for url-override', async () => {
    expect(fieldErrorsOf(await attempt(layoutInput({ type: 'content-override' })))).toEqual({ contentTypes: REQUIRED });
    expect(fieldErrorsOf(await attempt(layoutInput({ type: 'content-type-override' })))).toEqual({ contentTypes: REQUIRED });
    expect(fieldErrorsOf(await attempt(layoutInput({ type: 'url-override' })))).toEqual({ aliases: REQUIRED, contentTypes: REQUIRED });
    const override = await save(layoutInput({ type: 'url-override', aliases: ['/', 'webinars/'], contentTypes: ['Webinar'] }));
    expect(override).toMatchObject({ aliases: ['', 'webinars'], contentTypes: ['Webinar'] });
  });

  it('refuses a bad block setting, an unknown block type and a row with the wrong column count, keyed by path', async () => {
    const grid = {
      rows: [
        row('r1', '1_2', [[block('b1', 'rich_text', { contentPadding: 500 })], [block('b2', 'no_such_block')]]),
        row('r2', '1_1_1', [[block('b3')]]),
        row('r3', '1_1', [[block('b4', 'content_list', { limit: 0 })], []]),
      ],
    };
    const errors = fieldErrorsOf(await attempt(layoutInput({ name: '', primaryGrid: grid })));
    expect(errors).toMatchObject({
      name: REQUIRED,
      'primaryGrid.rows.0.columns.1.blocks.0.type': "Unknown block type 'no_such_block'.",
      'primaryGrid.rows.1.columns': 'Layout 1_1_1 has 3 columns; this row has 1.',
    });
    expect(errors['primaryGrid.rows.0.columns.0.blocks.0.settings.contentPadding']).toMatch(/./);
    expect(errors['primaryGrid.rows.2.columns.0.blocks.0.settings.limit']).toMatch(/./);
  });

  it('checks the blocks of secondary grids and refuses a row layout outside the allowed ones', async () => {
    const secondaryGrids = [{ id: 'g1', rows: [row('s1', '1_1', [[block('sb1', 'rich_text', { keepInView: 'yes' })], []])] }];
    const errors = fieldErrorsOf(await attempt(layoutInput({ secondaryGrids })));
    expect(Object.keys(errors)).toEqual(['secondaryGrids.0.rows.0.columns.0.blocks.0.settings.keepInView']);
    const fourColumns = fieldErrorsOf(await attempt(layoutInput({ primaryGrid: { rows: [row('r1', '1_1_1_1', [[], [], [], []])] } })));
    expect(fourColumns['primaryGrid.rows.0.settings.layout']).toBe('Choose one of the row layouts 1_1, 1_2, 1_3, 2_1, 3_1, 1_1_1 or 1_2_1.');
  });

  it('refuses row and block ids used twice within the layout', async () => {
    const primaryGrid = { rows: [row('r1', '1_1', [[block('b1'), block('b1', 'search')], []])] };
    const secondaryGrids = [{ id: 'g1', rows: [row('r1', '1_1', [[block('b2')], []])] }];
    const errors = fieldErrorsOf(await attempt(layoutInput({ primaryGrid, secondaryGrids })));
    expect(errors).toEqual({
      'primaryGrid.rows.0.columns.0.blocks.1.id': "Another block of this layout already has the id 'b1'.",
      'secondaryGrids.0.rows.0.id': "Another row of this layout already has the id 'r1'.",
    });
  });

  it('updates with the version it read, requires the version and refuses a stale one', async () => {
    const created = await save(layoutInput({ name: 'Versioned' }));
    expect(fieldErrorsOf(await attempt(layoutInput({ id: created.id, name: 'No version' })))).toEqual({ version: REQUIRED });
    const updated = await save(layoutInput({ id: created.id, version: created.version, name: 'Versioned 2', hideHeader: true }));
    expect(updated).toMatchObject({ name: 'Versioned 2', hideHeader: true, version: 2 });
    const stale = await attempt(layoutInput({ id: created.id, version: created.version, name: 'Versioned 3' }));
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This layout was changed by Test User \d+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC since you opened it\. Reload/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(2);
  });

  it('keeps sites apart: another site’s layout cannot be saved from there', async () => {
    const edr = await save(layoutInput());
    const response = await attempt(layoutInput({ id: edr.id, version: edr.version }), fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
  });

  it('lets only a global user make a layout global or give it sites the user does not have', async () => {
    const response = await attempt(layoutInput({ isGlobal: true }));
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect(response.body.errors?.[0]?.message).toBe('Only a global user can make a layout global.');
    const foreign = await attempt(layoutInput({ tenantIds: [edrId, fotId] }));
    expect(codeOf(foreign)).toBe('FORBIDDEN');
    const global = await save(layoutInput({ isGlobal: true, tenantIds: [edrId] }), admin);
    expect(global).toMatchObject({ isGlobal: true, sites: [] });
    const shared = await save(layoutInput({ tenantIds: [edrId, fotId] }), admin);
    expect(shared.sites.map((s) => s.id).sort()).toEqual([edrId, fotId].sort());
    // A site-specific user sees and changes only their own site; the others stay.
    const edited = await save(layoutInput({ id: shared.id, version: shared.version, name: 'Edited on edr', tenantIds: [edrId] }));
    expect(edited.sites.map((s) => s.id)).toEqual([edrId]);
    const asAdmin = await post(server, 'getWebLayout', { id: shared.id }, bearer(admin));
    expect((asAdmin.body.data?.getWebLayout as { sites: { id: number }[] }).sites.map((s) => s.id).sort()).toEqual([edrId, fotId].sort());
    const globalEdit = await attempt(layoutInput({ id: global.id, version: global.version }));
    expect(codeOf(globalEdit)).toBe('FORBIDDEN');
  });

  it('makes a site-specific user keep the current site among the sites', async () => {
    const both = await createUser(server, { role: 'managing_editor', tenantKeys: ['edr', 'fot'] });
    const errors = fieldErrorsOf(await attempt(layoutInput({ tenantIds: [fotId] }), both.token));
    expect(errors).toEqual({ tenantIds: 'Keep this site among the sites of the layout.' });
    const saved = await save(layoutInput({ tenantIds: [edrId, fotId] }), both.token);
    expect(saved.sites).toHaveLength(2);
  });

  it('announces a layouts change of every site served before and after the save, which purges their pages', async () => {
    const announce = vi.spyOn(services.siteCache, 'announce');
    const purge = vi.spyOn(services.pageCache, 'purge');
    const changed = () => announce.mock.calls.map(([change]) => [change?.tenantId, change?.kinds]);
    const created = await save(layoutInput({ tenantIds: [edrId] }), admin);
    expect(changed()).toEqual([[edrId, ['layouts']]]);
    expect(purge.mock.calls.map(([id, tags]) => [id, tags])).toEqual([[edrId, ['layouts']]]);
    announce.mockClear();
    purge.mockClear();
    const moved = await save(layoutInput({ id: created.id, version: created.version, tenantIds: [fotId] }), admin);
    expect(changed()).toEqual([edrId, fotId].sort((a, b) => a - b).map((id) => [id, ['layouts']]));
    announce.mockClear();
    purge.mockClear();
    // Now it serves fot only, so it is edited from there. A global layout is every site's change at once.
    await save(layoutInput({ id: moved.id, version: moved.version, isGlobal: true }), admin, 'fot');
    expect(changed()).toEqual([[ALL_SITES, ['layouts']]]);
    const everySite = await server.database.db.execute('select count(*)::int as n from tenants');
    expect(purge).toHaveBeenCalledTimes((everySite as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
    announce.mockRestore();
    purge.mockRestore();
  });
});
