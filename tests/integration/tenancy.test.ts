import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, content, history, persons, taxonomyTerms, websiteSections } from '../../src/server/db/schema/index.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Tenancy proof (rule 4): every query operation, run as one site by that site's own administrator,
// answers only rows of that site (or rows shared by all sites, such as global ad unit patterns and
// platform news). The check is generic: it walks the answer, and for every object with a
// __typename and id looks up which tenant owns the row.
const TABLE_OF: Record<string, { table: string; shared?: boolean }> = {
  Content: { table: 'content' },
  ContentReference: { table: 'content' },
  Person: { table: 'persons' },
  Contract: { table: 'contracts' },
  TaxonomyTerm: { table: 'taxonomy_terms' },
  WebsiteSection: { table: 'website_sections' },
  WebsiteSchedule: { table: 'content_website_schedules' },
  Asset: { table: 'assets' },
  Membership: { table: 'memberships' },
  NewsletterTemplate: { table: 'newsletter_templates' },
  Publication: { table: 'magazine_publications' },
  AdUnitPattern: { table: 'ad_unit_patterns', shared: true },
  MailMessage: { table: 'mail_outbox' },
  // Rows of no site (CMS users, platform news) are shown by their own rules (see getHistoryStream's test).
  HistoryEntry: { table: 'history', shared: true },
  WebsiteRedirect: { table: 'redirects' },
};

/** Rows that belong to no tenant by design. */
// A HistoryUser is who made a change: a global administrator's name may rightly appear on any site.
const PLATFORM_WIDE = new Set(['AspireNewsItem', 'HistoryUser']);

function collect(value: unknown, out: { typename: string; id: number }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__typename === 'string' && typeof record.id === 'number') out.push({ typename: record.__typename, id: record.id });
    Object.values(record).forEach((v) => collect(v, out));
  }
  return out;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tenant isolation across every query operation', () => {
  const queries = loadOperations().all.filter((op) => op.kind === 'query');

  it.each(['edr', 'fot'])('as %s, answers only rows of that site', async (tenantKey) => {
    const tenantId = await tenantIdOf(server, tenantKey);
    const siteAdmin = await createUser(server, { role: 'site_administrator', tenantKeys: [tenantKey] });
    const [own] = await server.database.db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.tenantId, tenantId), eq(content.status, 1), lte(content.published, new Date())))
      .limit(1);
    // A save of this site's own, so that its history and redirects are not empty.
    const fromPath = `/tenancy-${tenantKey}-old`;
    const saved = await post(server, 'saveWebsiteRedirect', { input: { from: fromPath, to: '/' } }, {
      headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${siteAdmin.token}` },
    });
    expect(saved.body.errors).toBeUndefined();
    const firstOf = async (table: typeof assets | typeof persons | typeof taxonomyTerms | typeof websiteSections | typeof history) => {
      const [row] = await server.database.db.select({ id: table.id }).from(table).where(eq(table.tenantId, tenantId)).limit(1);
      if (!row) throw new Error(`no ${tenantKey} row to ask for`);
      return row.id;
    };
    const sectionId = await firstOf(websiteSections);
    const variables: Record<string, Record<string, unknown>> = {
      getContent: { id: own?.id },
      getContentForEdit: { id: own?.id },
      getAsset: { id: await firstOf(assets) },
      getPerson: { id: await firstOf(persons) },
      getTaxonomyTerm: { id: await firstOf(taxonomyTerms) },
      getWebsiteSection: { sectionId },
      getWebsiteSectionBasic: { sectionId },
      getHistoryEntry: { id: await firstOf(history) },
      getWebsiteRedirect: { from: fromPath },
      matchTaxonomyStream: { phrase: '' },
      getContentStream: { limit: 1000 },
      getPersonStream: { input: { pagination: { limit: 9999 } } },
      getCmsUser: { id: siteAdmin.id },
    };
    let checked = 0;
    for (const op of queries) {
      const response = await post(server, op.name, variables[op.name] ?? {}, {
        headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${siteAdmin.token}` },
      });
      expect(response.body.errors, `${op.name} failed`).toBeUndefined();
      for (const { typename, id } of collect(response.body.data)) {
        if (typename === 'Tenant') {
          expect(id, `${op.name} returned another tenant`).toBe(tenantId);
          continue;
        }
        if (PLATFORM_WIDE.has(typename)) continue;
        if (typename === 'CmsUser') {
          const links = await server.database.db.execute(`select tenant_id from cms_user_tenants where user_id = ${Number(id)}`);
          const sites = (links as unknown as { rows: { tenant_id: number }[] }).rows.map((r) => r.tenant_id);
          expect(sites, `${op.name} returned CMS user ${id} of another site`).toContain(tenantId);
          checked += 1;
          continue;
        }
        const owner = TABLE_OF[typename];
        if (!owner) throw new Error(`${op.name}: no table known for ${typename}; add it to TABLE_OF`);
        const result = await server.database.db.execute(
          `select tenant_id from ${owner.table} where id = ${Number(id)}`,
        );
        const rows = (result as unknown as { rows: { tenant_id: number | null }[] }).rows;
        const rowTenant = rows[0]?.tenant_id;
        const allowed = rowTenant === tenantId || (owner.shared === true && rowTenant === null);
        expect(allowed, `${op.name} returned ${typename} ${id} of tenant ${rowTenant}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
