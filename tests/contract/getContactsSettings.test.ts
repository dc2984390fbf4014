import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContactsSettingsDocument } from '../../src/gql/graphql.js';
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
  (await execute(server, GetContactsSettingsDocument, {}, { tenantKey, cmsToken: token })).getContactsSettings;

describe('getContactsSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContactsSettings'));

  it('returns contact groups, each a title and Contact content ids', async () => {
    const doc = await read(admin);
    expect(doc).toMatchObject({ __typename: 'SettingsDocument', key: 'contactsSettings', version: 1 });
    const groups = (doc.payload as { groups: { title: string; contacts: number[] }[] }).groups;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(typeof group.title).toBe('string');
      expect(group.contacts.every((id) => Number.isInteger(id) && id >= 10000000)).toBe(true);
    }
  });

  it('answers no groups where nothing is saved', async () => {
    expect(await read(admin, 'qa')).toMatchObject({ version: 0, payload: { groups: [] } });
  });

  it('needs view_site_settings or manage_site_settings', async () => {
    expect((await read(users.viewer.token)).key).toBe('contactsSettings');
    await expectForbidden(server, 'getContactsSettings', {}, users.adOps.token);
    await expectUnauthenticated(server, 'getContactsSettings', {});
    await expectUnknownTenantRefused(server, 'getContactsSettings', {});
  });
});
