import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetEnabledModulesDocument,
  GetNewsletterSettingsDocument,
  GetSiteSettingsPayloadDocument,
  GetWebsiteShellSettingsDocument,
  SaveEnabledModulesDocument,
  SaveNewsletterSettingsDocument,
  SaveSiteSettingsDocument,
} from '../../src/gql/graphql.js';
import type { NewsletterSettings, SiteSettings } from '../../src/shared/settings/index.js';
import { adminToken } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const read = async (tenantKey: string, cmsToken?: string) =>
  (await execute(server, GetWebsiteShellSettingsDocument, {}, { tenantKey, cmsToken })).getWebsiteShellSettings;

describe('getWebsiteShellSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteShellSettings'));

  it("answers a visitor (no token) with the seeded site's shell: name, logos, footer texts, socials, CTA", async () => {
    const edr = await read('edr');
    expect(edr).toMatchObject({
      __typename: 'WebsiteShellSettings',
      siteName: 'Electronic Design Review',
      newDesign: false,
      logoHeight: 40,
      copyrightText: 'All rights reserved.',
      hamburgerStyle: 'slide-left',
      hamburgerShowSearch: true,
      hamburgerShowSocialLinks: true,
      sponsoredSearch: { __typename: 'WebsiteSponsoredSearch', enabled: false, label: 'Sponsored', logo: null, altLogo: null, clickUrl: '' },
      cta: { __typename: 'WebsiteCtaMessage', enabled: true, buttonLabel: 'Register', link: '/events', openInNewWindow: false },
    });
    expect(edr.aboutText).toMatch(/^Electronic Design Review covers/);
    expect(edr.logo).toMatchObject({ __typename: 'Asset', alt: expect.any(String) });
    expect(edr.logo?.src).toMatch(/^\/(files|images)\//);
    expect(edr.logo?.width).toBeGreaterThan(0);
    expect(edr.footerLogo?.id).toBe(edr.logo?.id);
    // Only the filled-in profiles, in the settings' order.
    expect(edr.socialLinks.map((s) => s.network)).toEqual(['facebook', 'linkedin', 'youtube']);
    expect(edr.socialLinks[0]).toEqual({ __typename: 'WebsiteSocialLink', network: 'facebook', url: 'https://www.facebook.com/edrdemo' });
  });

  it('gives each site its own answer, and the same one to a logged-in CMS user', async () => {
    const fot = await read('fot');
    expect(fot).toMatchObject({ newDesign: true, cta: { buttonLabel: 'Subscribe' } });
    expect(fot.logo?.id).not.toBe((await read('edr')).logo?.id);
    expect(await read('fot', await adminToken(server))).toEqual(fot);
  });

  it("follows a settings save: the sponsor's logo and click URL", async () => {
    const admin = await adminToken(server);
    const doc = (await execute(server, GetSiteSettingsPayloadDocument, {}, { tenantKey: 'fot', cmsToken: admin })).getSiteSettingsPayload;
    const payload = doc.payload as SiteSettings;
    const sponsoredSearch = { ...payload.sponsoredSearch, enabled: true, label: 'Presented by', logo: payload.header.logo, clickUrl: 'https://sponsor.example.com' };
    await execute(server, SaveSiteSettingsDocument, { payload: { ...payload, sponsoredSearch }, version: doc.version }, { tenantKey: 'fot', cmsToken: admin });
    const fot = await read('fot');
    expect(fot.sponsoredSearch).toMatchObject({ enabled: true, label: 'Presented by', clickUrl: 'https://sponsor.example.com', altLogo: null });
    expect(fot.sponsoredSearch.logo?.id).toBe(payload.header.logo);
  });

  it('shows the footer newsletter sign-up while the newsletters module is on and a newsletter is offered in the subscribe block', async () => {
    expect((await read('edr')).newsletterSignup).toBe(true);
    expect((await read('qa')).newsletterSignup).toBe(false);
    const admin = await adminToken(server);
    const doc = (await execute(server, GetNewsletterSettingsDocument, {}, { tenantKey: 'fot', cmsToken: admin })).getNewsletterSettings;
    const payload = doc.payload as NewsletterSettings;
    expect((await read('fot')).newsletterSignup).toBe(true);
    // Every newsletter left out of the subscribe block: no footer sign-up.
    const hidden = { ...payload, enabledNewsletters: payload.enabledNewsletters.map((n) => ({ ...n, showInSubscribeBlock: false })) };
    const saved = (await execute(server, SaveNewsletterSettingsDocument, { payload: hidden, version: doc.version }, { tenantKey: 'fot', cmsToken: admin })).saveNewsletterSettings;
    expect((await read('fot')).newsletterSignup).toBe(false);
    await execute(server, SaveNewsletterSettingsDocument, { payload, version: saved.version }, { tenantKey: 'fot', cmsToken: admin });
    expect((await read('fot')).newsletterSignup).toBe(true);
    // The newsletters module off: none either.
    const modules = (await execute(server, GetEnabledModulesDocument, {}, { tenantKey: 'fot', cmsToken: admin })).getEnabledModules;
    const { leaders, magazine, search, memberships, sourceesb, version } = modules;
    await execute(server, SaveEnabledModulesDocument, { input: { leaders, magazine, newsletters: false, search, memberships, sourceesb, version } }, { tenantKey: 'fot', cmsToken: admin });
    expect((await read('fot')).newsletterSignup).toBe(false);
  });

  it('answers the defaults where nothing is saved: the tenant name, no logo, CTA off', async () => {
    const qa = await read('qa');
    expect(qa).toMatchObject({ logo: null, footerLogo: null, logoHeight: 40, socialLinks: [], cta: { enabled: false, text: '' } });
    expect(qa.siteName.length).toBeGreaterThan(0);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteShellSettings', {}));
});
