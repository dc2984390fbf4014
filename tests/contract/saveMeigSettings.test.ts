import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMeigSettingsDocument, SaveMeigSettingsDocument } from '../../src/gql/graphql.js';
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

const read = async (tenantKey = 'edr') => (await execute(server, GetMeigSettingsDocument, {}, { tenantKey, cmsToken: admin })).getMeigSettings;
const save = async (payload: unknown, version: number, token = admin, tenantKey = 'edr') =>
  (await execute(server, SaveMeigSettingsDocument, { payload, version }, { tenantKey, cmsToken: token })).saveMeigSettings;

async function companies(tenantKey: string) {
  const rows = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.type, 'Company')));
  return rows.map((r) => r.id);
}

describe('saveMeigSettings', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMeigSettings'));

  it('saves and writes history', async () => {
    const before = await read();
    const featured = (await companies('edr')).slice(0, 2);
    const saved = await save({ ...(before.payload as Record<string, unknown>), title: 'Buyers Guide', featuredCompanies: featured, leadFormEnabled: true, leadNotificationEmails: ['leads@edr-demo.example'] }, before.version, users.siteAdmin.token);
    expect(saved).toMatchObject({ version: before.version + 1, payload: { title: 'Buyers Guide', featuredCompanies: featured, leadFormEnabled: true } });
    expect(await lastHistory(server, 'MeigSettings')).toMatchObject({ action: 'update', userId: users.siteAdmin.id });
  });

  it("answers per-field errors, including another site's companies", async () => {
    const before = await read();
    expectFieldErrors(await postSave(server, 'saveMeigSettings', { ...(before.payload as Record<string, unknown>), title: '', path: 'Guide', pageSize: 1, leadFormEnabled: true, leadNotificationEmails: [] }, before.version, admin), {
      title: 'Field is required',
      path: 'Enter a path such as /industry-guide (lower-case letters, digits and hyphens).',
      pageSize: 'Companies per page must be between 6 and 96.',
      leadNotificationEmails: 'Field is required',
    });
    const fotCompany = (await companies('fot'))[0]!;
    expectFieldErrors(await postSave(server, 'saveMeigSettings', { ...(before.payload as Record<string, unknown>), featuredCompanies: [fotCompany] }, before.version, admin), {
      featuredCompanies: `${fotCompany} is not a Company of this site.`,
    });
  });

  it('refuses a stale version with CONFLICT', async () => {
    const before = await read();
    await save({ ...(before.payload as Record<string, unknown>), intro: 'x' }, before.version);
    expectStale(await postSave(server, 'saveMeigSettings', before.payload, before.version, admin), /^These MEIG settings were changed by /);
  });

  it('is FORBIDDEN without manage_site_settings, UNAUTHENTICATED without a token', async () => {
    const before = await read();
    const variables = { payload: before.payload, version: before.version };
    await expectForbidden(server, 'saveMeigSettings', variables, users.viewer.token);
    await expectUnauthenticated(server, 'saveMeigSettings', variables);
    await expectBadVariablesRefused(server, 'saveMeigSettings', { version: 1 }, /payload/);
    await expectUnknownTenantRefused(server, 'saveMeigSettings', variables);
  });
});
