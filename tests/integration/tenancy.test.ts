import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, content, exports, history, inquiryLeads, memberships, newsletterAds, newsletterCampaigns, newsletterTemplates, persons, siteLicenseCompanies, siteUsers, taxonomyTerms, websiteSections } from '../../src/server/db/schema/index.js';
import { contentIssueSchedules, magazineIssues, magazinePublications, magazineSections } from '../../src/server/db/schema/index.js';
import { contracts } from '../../src/server/db/schema/index.js';
import { contractLinkSecret, signContractLink } from '../../src/server/modules/contracts/links.js';
import { linkIdFromOutbox, uniqueEmail } from '../helpers/siteUsers.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, Kind, typeFromAST, type GraphQLInputType, type NamedTypeNode } from 'graphql';
import { createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { post } from '../helpers/execute.js';
import { uploadImport } from '../helpers/siteUserImports.js';
import { setCompanyUpdates } from '../helpers/companyUpdates.js';
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
  ContributorContract: { table: 'contracts' },
  TaxonomyTerm: { table: 'taxonomy_terms' },
  WebsiteSection: { table: 'website_sections' },
  WebsiteSchedule: { table: 'content_website_schedules' },
  Asset: { table: 'assets' },
  Membership: { table: 'memberships' },
  NewsletterTemplate: { table: 'newsletter_templates' },
  NewsletterCampaign: { table: 'newsletter_campaigns' },
  NewsletterAd: { table: 'newsletter_ads' },
  NewsletterAdCompany: { table: 'content' },
  NewsletterAdSchedule: { table: 'newsletter_ad_schedules' },
  NewsletterContentSchedule: { table: 'newsletter_content_schedules' },
  NewsletterScheduledContent: { table: 'content' },
  Publication: { table: 'magazine_publications' },
  MagazineIssue: { table: 'magazine_issues' },
  MagazineSection: { table: 'magazine_sections' },
  IssueContentSchedule: { table: 'content_issue_schedules' },
  AdUnitPattern: { table: 'ad_unit_patterns', shared: true },
  MailMessage: { table: 'mail_outbox' },
  // Rows of no site (CMS users, platform news) are shown by their own rules (see getHistoryStream's test).
  HistoryEntry: { table: 'history', shared: true },
  WebsiteRedirect: { table: 'redirects' },
  SiteUser: { table: 'site_users' },
  SiteUserInfo: { table: 'site_users' },
  DemographicQuestion: { table: 'demographic_questions' },
  MembershipDemographicOption: { table: 'demographic_questions' },
  SiteLicenseCompany: { table: 'site_license_companies' },
  SiteUserImport: { table: 'site_user_imports' },
  InquiryLead: { table: 'inquiry_leads' },
  Export: { table: 'exports' },
  // Company updates (issue 14 item 3): the update, and the company's contacts and products in its profile and diff.
  CompanyUpdate: { table: 'company_updates' },
  CompanyContactEntry: { table: 'content' },
  CompanyProductEntry: { table: 'content' },
  CompanyUpdateDiffItem: { table: 'content' },
  // A recommendation's id is the recommended content item's.
  BlueConicRecommendation: { table: 'content' },
};

/** Rows that belong to no tenant by design. */
// A HistoryUser is who made a change: a global administrator's name may rightly appear on any site.
// A WebsiteNewsletter's id is an audience product id from the site's own newsletter settings, not a row.
const PLATFORM_WIDE = new Set(['AspireNewsItem', 'HistoryUser', 'WebsiteNewsletter']);

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

/**
 * A site's own rows to ask for, made or picked as its site administrator: the variables of every
 * query operation that needs some, naming rows of this site.
 */
let prepared = 0;
async function prepareSite(tenantKey: string) {
  prepared += 1;
  const tenantId = await tenantIdOf(server, tenantKey);
  const siteAdmin = await createUser(server, { role: 'site_administrator', tenantKeys: [tenantKey] });
  const [own] = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.status, 1), lte(content.published, new Date())))
    .limit(1);
  // A save of this site's own, so that its history and redirects are not empty.
  const fromPath = `/tenancy-${tenantKey}-old-${prepared}`;
  const saved = await post(server, 'saveWebsiteRedirect', { input: { from: fromPath, to: '/' } }, {
    headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${siteAdmin.token}` },
  });
  expect(saved.body.errors).toBeUndefined();
  // A layout of this site's own (web layouts are the site's or global, linked in web_layout_tenants).
  const layout = await post(
    server,
    'saveWebLayout',
    { input: { name: `Tenancy ${tenantKey} ${prepared}`, type: 'section', primaryGrid: { rows: [] } } },
    { headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${siteAdmin.token}` } },
  );
  expect(layout.body.errors).toBeUndefined();
  const layoutId = (layout.body.data?.saveWebLayout as { id: number }).id;
  const firstOf = async (
    table:
      | typeof assets
      | typeof persons
      | typeof taxonomyTerms
      | typeof websiteSections
      | typeof history
      | typeof memberships
      | typeof siteUsers
      | typeof siteLicenseCompanies
      | typeof newsletterCampaigns
      | typeof newsletterAds,
  ) => {
    const [row] = await server.database.db.select({ id: table.id }).from(table).where(eq(table.tenantId, tenantId)).limit(1);
    if (!row) throw new Error(`no ${tenantKey} row to ask for`);
    return row.id;
  };
  const sectionId = await firstOf(websiteSections);
  // A lead of this site's own forms (the RMI report).
  await server.database.db.insert(inquiryLeads).values({ tenantId, kind: 'inquiry', contentId: own?.id ?? null, name: `Tenancy ${tenantKey}`, email: `lead-${tenantKey}@example.com`, message: 'Info' });
  // A CSV export of this site's own (queued: no job is sent for it).
  const [exported] = await server.database.db.insert(exports).values({ tenantId, kind: 'companies', filters: { statuses: [1, 2] }, fileName: `companies-${tenantKey}.csv` }).returning({ id: exports.id });
  // A site-licence company and a registration link of this site's own.
  await server.database.db.insert(siteLicenseCompanies).values({ tenantId, companyName: `Tenancy ${tenantKey}`, ranges: [tenantKey === 'edr' ? '198.51.100.0/28' : '198.51.100.16/28'] });
  const reader = uniqueEmail(`tenancy-${tenantKey}`);
  await post(server, 'requestRegisterSiteUser', { input: { email: reader, countryCode: 'FRA' } }, { headers: { 'x-tenant-key': tenantKey } });
  // A site-user import of this site's own (an uploaded file, waiting for its mapping).
  const upload = await uploadImport(server, `email\n${uniqueEmail(`import-${tenantKey}`)}\n`, { token: siteAdmin.token, tenantKey });
  expect(upload.status).toBe(201);
  // A newsletter issue of this site's own template, with this site's item scheduled to it.
  const [template] = await server.database.db
    .select({ id: newsletterTemplates.id })
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.status, 1)))
    .limit(1);
  const issue = { templateId: template?.id, issueDate: '2030-01-02' };
  const scheduled = await post(server, 'scheduleContentToNewsletter', { input: { ...issue, contentId: own?.id } }, {
    headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${siteAdmin.token}` },
  });
  expect(scheduled.body.errors).toBeUndefined();
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
    // Every site's contacts asked for: only this site's may come back.
    getContacts: { ids: (await server.database.db.select({ id: content.id }).from(content).where(eq(content.type, 'Contact')).limit(100)).map((row) => row.id) },
    // 'news' is in every site's About Us page; the answer holds Content rows to check.
    searchContent: { text: 'news', limit: 50 },
    // An external feed holds no rows of any site; the default guard refuses this address without a request.
    getRSSFeedContentStream: { url: 'http://127.0.0.1:9/feed.xml' },
    // Without a YouTube key: the site's own videos (their contentId is checked in the contract test).
    getYoutubePlaylistVideos: { playlistId: 'PLtenancy', maxResults: 50 },
    getBlueConicRecommendations: { limit: 100 },
    getContentStreamForLeadersWithSchedules: { limit: 1000 },
    getContentStreamForLeaders: { limit: 1000 },
    getPersonStream: { input: { pagination: { limit: 9999 } } },
    getCmsUser: { id: siteAdmin.id },
    getWebLayout: { id: layoutId },
    getWebLayoutStream: { input: { pagination: { limit: 200 } } },
    // Pages a section layout could be previewed on: this site's sections and items only.
    getWebLayoutPreviewPaths: { input: { type: 'section' } },
    // The home page of the site: its grids' items come back as usedContentIds and Content nodes.
    getWebsiteLayoutPage: { alias: '/' },
    // Load more (issue 13 item 3): the first secondary grid of one of this site's section pages,
    // and the article that follows one of this site's in its section.
    getNextSecondaryGrid: {
      alias: `/${(await server.database.db.select({ alias: websiteSections.alias }).from(websiteSections).where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.depth, 2))).limit(1))[0]?.alias ?? ''}`,
      secondaryGridIndex: 0,
    },
    getNextSecondaryPage: await server.database.db
      .select({ id: content.id, type: content.type, sectionId: content.primarySectionId })
      .from(content)
      .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, new Date())))
      .limit(1)
      .then(([article]) => ({ includeContentTypes: [article?.type ?? 'Article'], sectionId: article?.sectionId ?? null, excludeContentIds: article ? [article.id] : [] })),
    getMembership: { id: await firstOf(memberships) },
    getSiteUser: { id: await firstOf(siteUsers) },
    getSiteLicenseCompany: { id: await firstOf(siteLicenseCompanies) },
    getSiteUserStub: { id: await linkIdFromOutbox(server, reader, 'site-user-register') },
    siteLicenseCompany: { userIpAddress: '198.51.100.1' },
    getSiteUserImport: { id: upload.body.id },
    getExport: { id: exported?.id },
    getNewsletterContentSchedules: issue,
    getNewsletterScheduleSummary: { templateId: issue.templateId, from: issue.issueDate },
    getNewsletterSchedulesForContent: { contentId: own?.id },
    getNewsletterTemplate: { id: template?.id },
    previewNewsletterTemplate: { document: { name: 'Tenancy' }, issueDate: '2030-01-02' },
    getNewsletterCampaign: { id: await firstOf(newsletterCampaigns) },
    previewNewsletterCampaign: { id: await firstOf(newsletterCampaigns) },
    getNewsletterAd: { id: await firstOf(newsletterAds) },
    // Magazines (issue 14): this site's publication, issue and magazine section, and an item scheduled to an issue.
    ...(await magazineVariables(tenantId)),
    // Contracts (issue 14 item 2): one of the site's, and the contributor's link of its seeded sent contract.
    ...(await contractVariables(tenantId)),
    // Company updates (issue 14 item 3): a link of this site's own for one of its companies.
    ...(await companyUpdateVariables(tenantKey, tenantId, siteAdmin.token)),
  };
  return { tenantId, siteAdmin, own, variables };
}

/** The magazine queries' variables: rows of the site's own (issue 14). */
async function magazineVariables(tenantId: number): Promise<Record<string, Record<string, unknown>>> {
  const db = server.database.db;
  const [publication] = await db.select({ id: magazinePublications.id }).from(magazinePublications).where(eq(magazinePublications.tenantId, tenantId)).limit(1);
  const [issue] = await db.select({ id: magazineIssues.id }).from(magazineIssues).where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.status, 1))).limit(1);
  const [section] = await db.select({ id: magazineSections.id }).from(magazineSections).where(eq(magazineSections.tenantId, tenantId)).limit(1);
  const [scheduled] = await db.select({ contentId: contentIssueSchedules.contentId }).from(contentIssueSchedules).where(eq(contentIssueSchedules.tenantId, tenantId)).limit(1);
  return {
    getMagazinePublication: { id: publication?.id },
    getIssue: { id: issue?.id },
    getIssues: { limit: 200 },
    getMagazineSection: { id: section?.id },
    getIssueSchedulesForContent: { contentId: scheduled?.contentId },
  };
}

/** The company update queries' variables: the setting on, and a link of the site's own (issue 14 item 3). */
async function companyUpdateVariables(tenantKey: string, tenantId: number, token: string): Promise<Record<string, Record<string, unknown>>> {
  await setCompanyUpdates(server, tenantKey, true);
  const [company] = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), eq(content.status, 1)))
    .limit(1);
  const created = await post(server, 'createCompanyUpdateLink', { input: { companyId: company?.id } }, { headers: { 'x-tenant-key': tenantKey, authorization: `Bearer ${token}` } });
  expect(created.body.errors).toBeUndefined();
  const link = created.body.data?.createCompanyUpdateLink as { url: string; update: { id: number } };
  return {
    getCompanyUpdate: { id: link.update.id },
    getCompanyUpdateForm: { hash: link.url.slice(link.url.lastIndexOf('/') + 1) },
    getCompanyUpdates: { input: { pagination: { limit: 100 } } },
  };
}

/** The contract queries' variables: a contract of the site's own and the link of its sent one (docs/contracts.md). */
async function contractVariables(tenantId: number): Promise<Record<string, Record<string, unknown>>> {
  const db = server.database.db;
  const [sent] = await db.select().from(contracts).where(and(eq(contracts.tenantId, tenantId), eq(contracts.status, 2))).limit(1);
  if (!sent?.linkNonce) throw new Error(`no sent contract of tenant ${tenantId}`);
  const token = signContractLink(await contractLinkSecret(db), { tenantId, contractId: sent.id, nonce: sent.linkNonce });
  return {
    getContract: { id: sent.id },
    getContracts: { input: { pagination: { limit: 100 } } },
    getContractForContributor: { id: sent.id, token },
  };
}

describe('tenant isolation across every query operation', () => {
  const queries = loadOperations().all.filter((op) => op.kind === 'query');

  it.each(['edr', 'fot'])('as %s, answers only rows of that site', async (tenantKey) => {
    const { tenantId, siteAdmin, variables } = await prepareSite(tenantKey);
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
        // The page's own id is its layout's ('default' when none); its data id names what it shows ('page-home').
        if (typename === 'PageData') continue;
        if (typename === 'WebsiteLayoutPage' && String(id) === 'default') continue;
        // A web layout has no tenant_id: it serves every site (is_global) or those linked to it.
        if (typename === 'WebLayout' || typename === 'WebsiteLayoutPage') {
          const result = await server.database.db.execute(
            `select l.is_global or exists (select 1 from web_layout_tenants t where t.layout_id = l.id and t.tenant_id = ${tenantId}) as serves from web_layouts l where l.id = ${Number(id)}`,
          );
          const serves = (result as unknown as { rows: { serves: boolean }[] }).rows[0]?.serves;
          expect(serves, `${op.name} returned web layout ${id}, which does not serve tenant ${tenantId}`).toBe(true);
          checked += 1;
          continue;
        }
        // The sites of a layout, as a site-specific user sees them: only their own.
        if (typename === 'WebLayoutSite') {
          expect(id, `${op.name} named another site among a layout's sites`).toBe(tenantId);
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

/**
 * Issue 16 item 1: "a CMS user on a site they may not act on is a visitor there". An editor and a
 * viewer of edr run every operation against fot's ids with fot's header, and get nothing beyond
 * what an anonymous visitor of fot gets: where the visitor is answered, the same answer; where the
 * visitor is refused, a refusal too.
 */
describe('a CMS user of another site gets what a visitor gets', () => {
  const all = loadOperations().all;
  // About the caller themself, not the site: their own account, their own sites (for switching),
  // their own session. None names a row of the site asked.
  const OWN_ACCOUNT = new Set(['getActiveCMSUser', 'getTenantInfo', 'updateOwnProfile', 'logoutCmsUser', 'refreshTokenCmsUser']);

  let foreigners: { role: string; token: string }[];
  let fot: Awaited<ReturnType<typeof prepareSite>>;
  let draft: { id: number; path: string };
  beforeAll(async () => {
    fot = await prepareSite('fot');
    const [row] = await server.database.db
      .select({ id: content.id, path: content.canonicalPath })
      .from(content)
      .where(and(eq(content.tenantId, fot.tenantId), eq(content.status, 2)))
      .limit(1);
    if (!row?.path) throw new Error('no fot draft with a path');
    draft = { id: row.id, path: row.path };
    foreigners = await Promise.all(
      ['editor', 'viewer', 'site_administrator'].map(async (role) => ({ role, token: (await createUser(server, { role, tenantKeys: ['edr'] })).token })),
    );
  });

  const onFot = (token?: string) => ({ headers: { 'x-tenant-key': 'fot', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

  it('every query: the visitor’s answer, or a refusal where the visitor is refused', async () => {
    // fot's rows, its drafts where an id can name one, and the draft's preview.
    const variables: Record<string, Record<string, unknown>> = {
      ...fot.variables,
      getContent: { id: draft.id },
      getContentForEdit: { id: draft.id },
      getWebsiteLayoutPage: { alias: draft.path, preview: true },
    };
    let compared = 0;
    for (const op of all.filter((o) => o.kind === 'query' && !OWN_ACCOUNT.has(o.name))) {
      const visitor = await post(server, op.name, variables[op.name] ?? {}, onFot());
      for (const { role, token } of foreigners) {
        const foreign = await post(server, op.name, variables[op.name] ?? {}, onFot(token));
        const what = `${op.name} as a${role === 'editor' ? 'n' : ''} ${role} of edr`;
        if (visitor.body.errors) {
          const code = String(foreign.body.errors?.[0]?.extensions?.code);
          expect(REFUSALS.has(code) || code === String(visitor.body.errors[0]?.extensions?.code), `${what}: ${code}`).toBe(true);
          expect(Object.values(foreign.body.data ?? {}).every((value) => value === null), what).toBe(true);
        } else {
          expect(foreign.body.errors, what).toBeUndefined();
          expect(foreign.body.data, what).toEqual(visitor.body.data);
        }
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  /** Variables of the right types for every required variable: ids are fot's own item's. */
  function variablesFor(op: (typeof all)[number], id: number): Record<string, unknown> {
    const schema = buildSchema();
    const valueOf = (type: GraphQLInputType, depth: number): unknown => {
      if (isNonNullType(type)) return valueOf(type.ofType, depth);
      if (isListType(type)) return [valueOf(type.ofType, depth)];
      if (isEnumType(type)) return type.getValues()[0]?.value;
      if (isInputObjectType(type)) {
        if (depth > 4) return {};
        const out: Record<string, unknown> = {};
        for (const field of Object.values(type.getFields())) if (isNonNullType(field.type)) out[field.name] = valueOf(field.type, depth + 1);
        return out;
      }
      const scalar = getNamedType(type).name;
      if (scalar === 'Int' || scalar === 'ID') return id;
      if (scalar === 'Float') return 1;
      if (scalar === 'Boolean') return false;
      if (scalar === 'DateTime') return '2030-01-02T00:00:00Z';
      if (scalar === 'JSON') return {};
      return 'tenancy';
    };
    const out: Record<string, unknown> = {};
    for (const definition of op.document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const variable of definition.variableDefinitions ?? []) {
        const type = typeFromAST(schema, variable.type as NamedTypeNode) as GraphQLInputType | undefined;
        if (type && isNonNullType(type)) out[variable.variable.name.value] = valueOf(type, 0);
      }
    }
    return out;
  }

  it('every mutation: refused wherever the visitor is refused', async () => {
    let compared = 0;
    for (const op of all.filter((o) => o.kind === 'mutation' && !OWN_ACCOUNT.has(o.name))) {
      const variables = variablesFor(op, draft.id);
      const visitor = await post(server, op.name, variables, onFot());
      if (!visitor.body.errors) continue;
      for (const { role, token } of foreigners) {
        const foreign = await post(server, op.name, variables, onFot(token));
        const what = `${op.name} as a${role === 'editor' ? 'n' : ''} ${role} of edr`;
        const code = String(foreign.body.errors?.[0]?.extensions?.code);
        expect(REFUSALS.has(code) || code === String(visitor.body.errors[0]?.extensions?.code), `${what}: ${code}`).toBe(true);
        expect(Object.values(foreign.body.data ?? {}).every((value) => value === null), what).toBe(true);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });
});
