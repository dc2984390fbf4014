import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteSettingsPayloadDocument, SaveSiteSettingsDocument } from '../../src/gql/graphql.js';
import { assets } from '../../src/server/db/schema/index.js';
import type { SiteSettings } from '../../src/shared/settings/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { expectFieldErrors, expectStale, lastHistory, postSave, startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
});
afterAll(() => server.close());

const read = async (tenantKey = 'edr') =>
  (await execute(server, GetSiteSettingsPayloadDocument, {}, { tenantKey, cmsToken: admin })).getSiteSettingsPayload;
const current = async (tenantKey = 'edr') => {
  const doc = await read(tenantKey);
  return { payload: structuredClone(doc.payload) as SiteSettings, version: doc.version };
};
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveSiteSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).saveSiteSettings;

async function assetOf(tenantKey: string, fileName: string) {
  const [row] = await server.database.db
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(assets)
    .where(and(eq(assets.tenantId, await tenantIdOf(server, tenantKey)), eq(assets.fileName, fileName)));
  if (!row) throw new Error(`no asset ${fileName}`);
  return row;
}

describe('saveSiteSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveSiteSettings'));

  it('saves, bumps the version, names the saver and writes a SiteSettings history row', async () => {
    const { payload, version } = await current();
    payload.general.siteName = 'EDR Renamed';
    payload.header.logoHeight = 45;
    payload.tagManager.containerId = 'GTM-AB12';
    const saved = await save(payload, version, users.siteAdmin.token);
    expect(saved).toMatchObject({ __typename: 'SettingsDocument', key: 'siteSettings', version: version + 1 });
    expect(saved.updatedBy).toMatch(/^Test User/);
    expect(saved.payload).toMatchObject({ general: { siteName: 'EDR Renamed' }, header: { logoHeight: 45 }, tagManager: { containerId: 'GTM-AB12' } });
    expect(await read()).toEqual(saved);
    const row = await lastHistory(server, 'SiteSettings');
    expect(row).toMatchObject({ action: 'update', userId: users.siteAdmin.id });
    // The diff names the groups that changed, with their values before and after.
    expect(Object.keys(row?.changes ?? {}).sort()).toEqual(['general', 'header', 'tagManager']);
    expect(row?.changes.general).toMatchObject([{ siteName: 'Electronic Design Review' }, { siteName: 'EDR Renamed' }]);
    // 'G-' ids are valid too.
    payload.tagManager.containerId = 'G-XYZ123';
    expect((await save(payload, saved.version)).payload).toMatchObject({ tagManager: { containerId: 'G-XYZ123' } });
  });

  it('fills fields a client leaves out with their defaults', async () => {
    const { payload, version } = await current();
    const { labels: _labels, ...rest } = payload;
    const saved = await save({ ...rest, general: { ...payload.general, maxPageScrolls: undefined } }, version);
    expect(saved.payload).toMatchObject({ labels: { options: ['Sponsored'] }, general: { maxPageScrolls: 8 } });
  });

  it('answers per-field errors keyed by path, with the spec wording, and stores nothing', async () => {
    const before = await current();
    const payload = structuredClone(before.payload);
    payload.header.logoHeight = 50;
    payload.tagManager.containerId = 'GTM-abc';
    payload.general.siteName = '  ';
    payload.blueConic.startDaysAgo = 4000;
    const response = await postSave(server, 'saveSiteSettings', payload, before.version, admin);
    expectFieldErrors(response, {
      'header.logoHeight': 'Logo height must be between 35 and 45.',
      'tagManager.containerId': "'GTM-abc' is not a valid id",
      'general.siteName': 'Field is required',
      'blueConic.startDaysAgo': 'Start days ago must be between 0 and 3650.',
    });
    expect(await current()).toEqual(before);
  });

  it('checks the favicon file: an .ico of this site', async () => {
    const before = await current();
    const png = await assetOf('edr', 'edr-logo.png');
    const notIco = structuredClone(before.payload);
    notIco.general.favicon = png.id;
    expectFieldErrors(await postSave(server, 'saveSiteSettings', notIco, before.version, admin), { 'general.favicon': 'The favicon must be an .ico file.' });
    const fotIcon = await assetOf('fot', 'favicon.ico');
    notIco.general.favicon = fotIcon.id;
    expectFieldErrors(await postSave(server, 'saveSiteSettings', notIco, before.version, admin), {
      'general.favicon': 'Choose the favicon file from the media library of this site.',
    });
  });

  it("refuses another site's images and sections (tenant isolation)", async () => {
    const before = await current();
    const fotLogo = await assetOf('fot', 'fot-logo.png');
    const fot = await current('fot');
    const payload = structuredClone(before.payload);
    payload.header.logo = fotLogo.id;
    payload.sectionTree.parentSections = fot.payload.sectionTree.parentSections.slice(0, 1);
    expectFieldErrors(await postSave(server, 'saveSiteSettings', payload, before.version, admin), {
      'header.logo': 'Choose an image from the media library of this site.',
      'sectionTree.parentSections': 'This section does not exist on this site.',
    });
    // Saving one site leaves the other alone.
    const edr = await save(before.payload, before.version);
    expect(edr.version).toBe(before.version + 1);
    expect(await current('fot')).toEqual(fot);
  });

  it('refuses a stale version with CONFLICT naming who saved, and keeps the stored settings', async () => {
    const { payload, version } = await current();
    await save({ ...payload, general: { ...payload.general, siteName: 'First' } }, version, users.siteAdmin.token);
    const stale = await postSave(server, 'saveSiteSettings', { ...payload, general: { ...payload.general, siteName: 'Second' } }, version, admin);
    expectStale(stale, /^These site settings were changed by Test User \d+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC since you opened it/);
    expect(((await read()).payload as SiteSettings).general.siteName).toBe('First');
    // "Nothing saved yet" is stale once something is saved.
    expect((await postSave(server, 'saveSiteSettings', payload, 0, admin)).status).toBe(409);
  });

  it('saves a first time on a site with nothing saved (version 0)', async () => {
    const edr = (await current()).payload;
    const qa = await current('qa');
    expect(qa.version).toBe(0);
    // The edr images are not qa's: a qa save needs its own, so leave them out and see them required.
    const payload = { ...edr, general: { ...edr.general, favicon: null }, header: { ...edr.header, logo: null }, footer: { ...edr.footer, logo: null }, sectionTree: { parentSections: [] }, inquiryForm: { ...edr.inquiryForm, headerImage: null } };
    expectFieldErrors(await postSave(server, 'saveSiteSettings', payload, 0, admin, 'qa'), {
      'general.favicon': 'Field is required',
      'header.logo': 'Field is required',
      'footer.logo': 'Field is required',
      'inquiryForm.headerImage': 'Field is required',
    });
  });

  it('is FORBIDDEN without manage_site_settings (viewer, managing editor)', async () => {
    const { payload, version } = await current();
    await expectForbidden(server, 'saveSiteSettings', { payload, version }, users.viewer.token);
    await expectForbidden(server, 'saveSiteSettings', { payload, version }, users.managingEditor.token);
    expect((await read()).version).toBe(version);
  });

  it('is UNAUTHENTICATED without a token; refuses bad variables and an unknown tenant', async () => {
    const { payload, version } = await current();
    await expectUnauthenticated(server, 'saveSiteSettings', { payload, version });
    await expectBadVariablesRefused(server, 'saveSiteSettings', { payload }, /version/);
    await expectUnknownTenantRefused(server, 'saveSiteSettings', { payload, version });
  });
});
