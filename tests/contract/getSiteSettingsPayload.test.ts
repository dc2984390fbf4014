import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteSettingsPayloadDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
});
afterAll(() => server.close());

const read = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetSiteSettingsPayloadDocument, {}, { tenantKey, cmsToken: token })).getSiteSettingsPayload;

describe('getSiteSettingsPayload', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteSettingsPayload'));

  it("returns the site's seeded settings with version, updated and updatedBy", async () => {
    const doc = await read(admin);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'siteSettings', version: 1, updatedBy: null });
    expect(doc.id).toMatch(/^siteSettings:\d+$/);
    expect(typeof doc.updated).toBe('string');
    const payload = doc.payload as Record<string, Record<string, unknown>>;
    expect(payload.general).toMatchObject({ siteName: 'Electronic Design Review', rootDomain: 'www.edr-demo.example', maxPageScrolls: 8, newDesign: false });
    expect(typeof payload.general?.favicon).toBe('number');
    expect(payload.header).toMatchObject({ logoHeight: 40, searchStyle: 'icon' });
    expect(payload.contentStyle).toMatchObject({ smallImageWidth: 135 });
    expect(payload.adManager).toMatchObject({ basePath: '/21712345/edr', iavTargetInjection: 4 });
    expect(payload.tagManager).toEqual({ containerId: 'GTM-EDR1234' });
    // Every group of 001 §3 is present.
    expect(Object.keys(payload).sort()).toEqual(
      [
        'general', 'header', 'footer', 'socialLinks', 'baseStyles', 'podStyle', 'contentStyle', 'tagManager', 'adManager', 'sectionTree',
        'leaders', 'inquiryForm', 'contactUs', 'partsDirect', 'labels', 'magazine', 'blueConic', 'consent', 'thirdParty', 'companyUpdate',
        'sponsoredSearch', 'systemOutage',
      ].sort(),
    );
  });

  it('reads each site its own settings', async () => {
    const fot = await read(admin, 'fot');
    expect((fot.payload as { general: { siteName: string; newDesign: boolean } }).general).toMatchObject({ newDesign: true });
    expect(fot.id).not.toBe((await read(admin)).id);
  });

  it('answers the defaults of 001 §9 for a site with nothing saved (version 0)', async () => {
    const qa = await read(admin, 'qa');
    expect(qa).toMatchObject({ version: 0, updated: null, updatedBy: null });
    const payload = qa.payload as Record<string, Record<string, unknown>>;
    expect(payload.general).toMatchObject({ siteName: '', maxPageScrolls: 8, favicon: null });
    expect(payload.contentStyle?.smallImageWidth).toBe(135);
    expect(payload.adManager?.iavTargetInjection).toBe(4);
  });

  it('is readable with view_site_settings alone (viewer, editor)', async () => {
    expect((await read(users.viewer.token)).key).toBe('siteSettings');
    expect((await read(users.editor.token)).key).toBe('siteSettings');
  });

  it('is FORBIDDEN without view_site_settings or manage_site_settings', async () => {
    await expectForbidden(server, 'getSiteSettingsPayload', {}, users.adOps.token);
  });

  it('is UNAUTHENTICATED without a token and refuses an unknown tenant', async () => {
    await expectUnauthenticated(server, 'getSiteSettingsPayload', {});
    await expectUnknownTenantRefused(server, 'getSiteSettingsPayload', {});
  });
});
