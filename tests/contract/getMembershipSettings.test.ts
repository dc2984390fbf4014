import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipSettingsDocument } from '../../src/gql/graphql.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startSettingsServer, type SettingsUsers } from '../helpers/settings.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let users: SettingsUsers;
let audience: string;
let fotAudience: string;

beforeAll(async () => {
  ({ server, admin, users } = await startSettingsServer());
  [audience, fotAudience] = await Promise.all([
    createUser(server, { role: 'audience_manager' }).then((u) => u.token),
    createUser(server, { role: 'audience_manager', tenantKeys: ['fot'] }).then((u) => u.token),
  ]);
});
afterAll(() => server.close());

const read = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey, cmsToken: token })).getMembershipSettings;

describe('getMembershipSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMembershipSettings'));

  it('returns every field of the membership settings with the seeded values', async () => {
    const doc = await read(audience);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'membershipSettings', version: 1, id: expect.stringMatching(/^membershipSettings:\d+$/) });
    expect(Object.keys(doc.payload as object).sort()).toEqual(
      [
        'allowAnonymousCommenting',
        'allowIpGating',
        'commenting',
        'contentMetering',
        'customerServiceLink',
        'fromEmail',
        'newsletterPromoCode',
        'privacyLink',
        'registerButtonLabel',
        'safeSenderText',
        'showTitleLocks',
        'siteLoginPageText',
        'supportEmail',
        'ungatedParagraphs',
        'unsubscribeLink',
      ].sort(),
    );
    expect(doc.payload).toMatchObject({
      supportEmail: 'support@edr-demo.example',
      ungatedParagraphs: 1,
      contentMetering: { enabled: true, numberOfFreeViews: 7, meteringPeriod: 30, texts: { passedMeteredMore: expect.stringContaining('[VIEWS_REMAINING]') } },
    });
    expect((await read(fotAudience, 'fot')).payload).toMatchObject({ supportEmail: 'support@fot-demo.example', contentMetering: { enabled: false } });
  });

  it('answers the defaults where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({
      version: 0,
      updated: null,
      payload: { fromEmail: '', ungatedParagraphs: 1, registerButtonLabel: '', contentMetering: { enabled: false, numberOfFreeViews: 7, meteringPeriod: 30 } },
    });
  });

  it('needs manage_memberships, view_site_settings or manage_site_settings', async () => {
    expect((await read(users.viewer.token)).key).toBe('membershipSettings');
    await expectForbidden(server, 'getMembershipSettings', {}, users.adOps.token);
    await expectUnauthenticated(server, 'getMembershipSettings', {});
    await expectUnknownTenantRefused(server, 'getMembershipSettings', {});
  });

  it("refuses another site's user", async () => {
    const response = await post(server, 'getMembershipSettings', {}, bearer(fotAudience, 'edr'));
    expect(codeOf(response)).toBe('FORBIDDEN');
  });
});
