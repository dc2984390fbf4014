import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContactsSettingsDocument, SaveContactsSettingsDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
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

const read = async (tenantKey = 'edr') => (await execute(server, GetContactsSettingsDocument, {}, { tenantKey, cmsToken: admin })).getContactsSettings;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveContactsSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).saveContactsSettings;

async function idsOf(tenantKey: string, type: string) {
  const rows = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.type, type as 'Contact')));
  return rows.map((r) => r.id);
}

describe('saveContactsSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveContactsSettings'));

  it('saves groups in order and writes history', async () => {
    const contacts = await idsOf('edr', 'Contact');
    const before = await read();
    const groups = [{ title: 'Advertising', contacts: contacts.slice(0, 1) }, { title: 'Everyone', contacts: [...contacts].reverse() }];
    const saved = await save({ groups }, before.version, users.siteAdmin.token);
    expect(saved).toMatchObject({ version: before.version + 1, payload: { groups } });
    expect(await lastHistory(server, 'ContactsSettings')).toMatchObject({ action: 'update', userId: users.siteAdmin.id });
  });

  it('needs a title, refuses more than 100 contacts and anything but Contact content of this site', async () => {
    const before = await read();
    const article = (await idsOf('edr', 'Article'))[0]!;
    // fot content of any type: it is not this site's.
    const fotContact = [...(await idsOf('fot', 'Contact')), ...(await idsOf('fot', 'Article'))][0]!;
    const many = Array.from({ length: 101 }, (_, i) => 10000000 + i);
    expectFieldErrors(await postSave(server, 'saveContactsSettings', { groups: [{ title: ' ', contacts: [] }, { title: 'Big', contacts: many }] }, before.version, admin), {
      'groups.0.title': 'Field is required',
      'groups.1.contacts': 'A group can hold at most 100 contacts.',
    });
    expectFieldErrors(await postSave(server, 'saveContactsSettings', { groups: [{ title: 'A', contacts: [article] }, { title: 'B', contacts: [fotContact] }] }, before.version, admin), {
      'groups.0.contacts': `${article} is not a Contact of this site.`,
      'groups.1.contacts': `${fotContact} is not a Contact of this site.`,
    });
    expect((await read()).version).toBe(before.version);
  });

  it('refuses a stale version with CONFLICT', async () => {
    const before = await read();
    await save({ groups: [] }, before.version);
    expectStale(await postSave(server, 'saveContactsSettings', before.payload, before.version, admin), /^These contacts settings were changed by /);
  });

  it('is FORBIDDEN without manage_site_settings, UNAUTHENTICATED without a token', async () => {
    const before = await read();
    const variables = { payload: before.payload, version: before.version };
    await expectForbidden(server, 'saveContactsSettings', variables, users.viewer.token);
    await expectForbidden(server, 'saveContactsSettings', variables, users.managingEditor.token);
    await expectUnauthenticated(server, 'saveContactsSettings', variables);
    await expectBadVariablesRefused(server, 'saveContactsSettings', { payload: before.payload }, /version/);
    await expectUnknownTenantRefused(server, 'saveContactsSettings', variables);
  });
});
