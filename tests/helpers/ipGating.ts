import { and, desc, eq } from 'drizzle-orm';
import { GetMembershipSettingsDocument, SaveMembershipSettingsDocument, SaveSiteLicenseCompanyDocument, type SiteLicenseCompanyInput } from '../../src/gql/graphql.js';
import { history, siteLicenseCompanies } from '../../src/server/db/schema/index.js';
import { adminToken, createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { execute } from './execute.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the IP gating contract tests (siteLicenseCompany, getSiteLicenseCompany,
 * getSiteLicenseCompanyStream, saveSiteLicenseCompany, deleteSiteLicenseCompany): an audience
 * manager of edr (manage_ip_gating), one of fot, an editor of edr (no manage_ip_gating), and the
 * seeded company of edr.
 */
export const SEEDED_COMPANY = { companyName: 'Northfield Controls', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'] } as const;

export async function startIpGatingServer() {
  const server = await startTestServer();
  const [admin, manager, fotManager, editor] = await Promise.all([
    adminToken(server),
    createUser(server, { role: 'audience_manager' }),
    createUser(server, { role: 'audience_manager', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
  ]);
  return { server, admin, manager, fotManager: fotManager.token, editor: editor.token };
}

let counter = 0;

/** A valid new company: a name unique to the run and a /24 of 10.77.0.0/16 no other test company holds. */
export function newCompany(overrides: Partial<SiteLicenseCompanyInput> = {}): SiteLicenseCompanyInput {
  counter += 1;
  return { companyName: `Test Company ${process.pid} ${counter}`, ranges: [`10.77.${counter}.0/24`], status: 1, ...overrides };
}

export async function saveCompany(server: TestServer, token: string, input: SiteLicenseCompanyInput, tenantKey = 'edr') {
  return (await execute(server, SaveSiteLicenseCompanyDocument, { input }, { tenantKey, cmsToken: token })).saveSiteLicenseCompany;
}

export async function companyRows(server: TestServer, tenantKey: string) {
  return server.database.db.select().from(siteLicenseCompanies).where(eq(siteLicenseCompanies.tenantId, await tenantIdOf(server, tenantKey)));
}

export async function seededCompany(server: TestServer) {
  const row = (await companyRows(server, 'edr')).find((c) => c.companyName === SEEDED_COMPANY.companyName);
  if (!row) throw new Error('The seeded site-licence company of edr is missing');
  return row;
}

/** Turns the membership setting allowIpGating on or off for a site, as the settings screen saves it. */
export async function setAllowIpGating(server: TestServer, admin: string, tenantKey: string, on: boolean): Promise<void> {
  const doc = (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey, cmsToken: admin })).getMembershipSettings;
  await execute(
    server,
    SaveMembershipSettingsDocument,
    { payload: { ...(doc.payload as Record<string, unknown>), allowIpGating: on }, version: doc.version },
    { tenantKey, cmsToken: admin },
  );
}

export async function lastHistory(server: TestServer, id: number) {
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, 'SiteLicenseCompany'), eq(history.entityId, String(id))))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}
