import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMeigSettingsDocument } from '../../src/gql/graphql.js';
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

const read = async (token: string, tenantKey = 'edr') => (await execute(server, GetMeigSettingsDocument, {}, { tenantKey, cmsToken: token })).getMeigSettings;

describe('getMeigSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMeigSettings'));

  it("returns the site's MEIG settings", async () => {
    const doc = await read(admin);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'meigSettings', version: 1 });
    expect(doc.payload).toMatchObject({ enabled: true, title: 'Industry Guide', path: '/industry-guide', sort: 'featured-first', pageSize: 24 });
    expect((await read(admin, 'fot')).payload).toMatchObject({ enabled: false });
  });

  it('answers the defaults where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({ version: 0, payload: { enabled: false, featuredCompanies: [], leadNotificationEmails: [] } });
  });

  it('needs view_site_settings or manage_site_settings', async () => {
    expect((await read(users.viewer.token)).key).toBe('meigSettings');
    await expectForbidden(server, 'getMeigSettings', {}, users.adOps.token);
    await expectUnauthenticated(server, 'getMeigSettings', {});
    await expectUnknownTenantRefused(server, 'getMeigSettings', {});
  });
});
