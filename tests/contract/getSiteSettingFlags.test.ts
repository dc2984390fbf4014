import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetMembershipSettingsDocument,
  GetSiteSettingFlagsDocument,
  GetSiteSettingsPayloadDocument,
  SaveMembershipSettingsDocument,
  SaveSiteSettingsDocument,
} from '../../src/gql/graphql.js';
import { adminToken, createUser, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let adOps: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  adOps = (await createUser(server, { role: 'ad_operations', tenantKeys: ['edr', 'fot'] })).token;
});
afterAll(() => server.close());

const flags = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetSiteSettingFlagsDocument, {}, { tenantKey, cmsToken: token })).getSiteSettingFlags;

describe('getSiteSettingFlags', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteSettingFlags'));

  it('answers the new-design, company-updates and IP gating settings of each site, to any logged-in user', async () => {
    expect(await flags(adOps)).toEqual({
      __typename: 'SiteSettingFlags',
      id: expect.stringMatching(/^siteSettingFlags:\d+$/),
      newDesign: false,
      // The demo enables company updates on edr only.
      companyUpdates: true,
      ipGating: true,
    });
    expect(await flags(adOps, 'fot')).toMatchObject({ newDesign: true, companyUpdates: false, ipGating: false });
    expect(await flags(admin, 'qa')).toMatchObject({ newDesign: false, companyUpdates: false, ipGating: false });
  });

  it('follows a save of the membership settings (allowIpGating)', async () => {
    const doc = (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey: 'fot', cmsToken: admin })).getMembershipSettings;
    await execute(
      server,
      SaveMembershipSettingsDocument,
      { payload: { ...(doc.payload as Record<string, unknown>), allowIpGating: true }, version: doc.version },
      { tenantKey: 'fot', cmsToken: admin },
    );
    expect(await flags(adOps, 'fot')).toMatchObject({ ipGating: true });
  });

  it('follows a save of the site settings', async () => {
    const doc = (await execute(server, GetSiteSettingsPayloadDocument, {}, { tenantKey: 'edr', cmsToken: admin })).getSiteSettingsPayload;
    const payload = doc.payload as { general: Record<string, unknown>; companyUpdate: Record<string, unknown> };
    await execute(
      server,
      SaveSiteSettingsDocument,
      { payload: { ...payload, general: { ...payload.general, newDesign: true }, companyUpdate: { ...payload.companyUpdate, enabled: false } }, version: doc.version },
      { tenantKey: 'edr', cmsToken: admin },
    );
    expect(await flags(adOps)).toMatchObject({ newDesign: true, companyUpdates: false });
    expect(await flags(adOps, 'fot')).toMatchObject({ newDesign: true, companyUpdates: false });
  });

  it('is UNAUTHENTICATED without a token and refuses an unknown tenant', async () => {
    await expectUnauthenticated(server, 'getSiteSettingFlags', {});
    await expectUnknownTenantRefused(server, 'getSiteSettingFlags', {});
  });
});
