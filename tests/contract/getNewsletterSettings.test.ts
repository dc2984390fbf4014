import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterSettingsDocument } from '../../src/gql/graphql.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;
let manager: string;
let fotManager: string;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
  [manager, fotManager] = await Promise.all([
    createUser(server, { role: 'newsletter_manager' }).then((u) => u.token),
    createUser(server, { role: 'newsletter_manager', tenantKeys: ['fot'] }).then((u) => u.token),
  ]);
});
afterAll(() => server.close());

const read = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetNewsletterSettingsDocument, {}, { tenantKey, cmsToken: token })).getNewsletterSettings;

type Newsletter = { productId: number | null; title: string; description: string; showInSubscribeBlock: boolean };

describe('getNewsletterSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterSettings'));

  it('returns every field of the newsletter settings with the seeded values', async () => {
    const doc = await read(manager);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'newsletterSettings', version: 1, id: expect.stringMatching(/^newsletterSettings:\d+$/) });
    expect(Object.keys(doc.payload as object).sort()).toEqual(['enabledNewsletters', 'groupSites', 'injectionSettings', 'stealthLink', 'subscribeBlockSettings']);
    expect(doc.payload).toMatchObject({
      groupSites: [],
      stealthLink: 'https://www.edr-demo.example/subscribe?source=stealth',
      subscribeBlockSettings: { promoCode: 'EDRBLOCK', title: 'Get our newsletters', buttonLabel: 'Sign up' },
      injectionSettings: { enabled: true, parameterName: 'oly_enc_id' },
    });
    const newsletters = (doc.payload as { enabledNewsletters: Newsletter[] }).enabledNewsletters;
    expect(newsletters.map((n) => [n.title, n.showInSubscribeBlock])).toEqual([
      ['EDR Daily', true],
      ['Power Weekly', true],
      ['Embedded Insider', true],
      ['Webinar Alerts', false],
    ]);
    // Every seeded newsletter has its own audience product.
    for (const n of newsletters) expect(n.productId).toBeGreaterThanOrEqual(100000);
    expect(new Set(newsletters.map((n) => n.productId)).size).toBe(newsletters.length);

    const fot = (await read(fotManager, 'fot')).payload as { enabledNewsletters: Newsletter[]; subscribeBlockSettings: { promoCode: string } };
    expect(fot.enabledNewsletters.map((n) => n.title)).toEqual(['FOT Daily', 'Fleet Tech Weekly', 'Electrification Update']);
    expect(fot.subscribeBlockSettings.promoCode).toBe('FOTBLOCK');
  });

  it('answers the defaults where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({
      version: 0,
      updated: null,
      payload: {
        groupSites: [],
        stealthLink: '',
        enabledNewsletters: [],
        subscribeBlockSettings: { promoCode: '', title: '', description: '', buttonLabel: '' },
        injectionSettings: { enabled: false, parameterName: 'oly_enc_id' },
      },
    });
  });

  it('needs manage_newsletter_settings, view_site_settings or manage_site_settings', async () => {
    expect((await read(users.viewer.token)).key).toBe('newsletterSettings');
    expect((await read(users.siteAdmin.token)).key).toBe('newsletterSettings');
    await expectForbidden(server, 'getNewsletterSettings', {}, users.adOps.token);
    await expectUnauthenticated(server, 'getNewsletterSettings', {});
    await expectUnknownTenantRefused(server, 'getNewsletterSettings', {});
  });

  it("refuses another site's user", async () => {
    const response = await post(server, 'getNewsletterSettings', {}, bearer(fotManager, 'edr'));
    expect(codeOf(response)).toBe('FORBIDDEN');
  });
});
