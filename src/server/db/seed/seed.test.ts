import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPathOf, sectionAlias } from '../../../shared/aliases.js';
import { CONTENT_TYPES } from '../../../shared/contentTypes.js';
import { checkNewsletterSettings, subscribeBlockNewsletters, type NewsletterSettings } from '../../../shared/settings/index.js';
import { checkNewsletterTemplate, readTemplateDocument } from '../../../shared/newsletterTemplates.js';
import { SCHEDULE_OPTIONS } from '../../../shared/schedules.js';
import { TAXONOMY_TERM_TYPES } from '../../../shared/taxonomy.js';
import { usStateOfTermName } from '../../../shared/usStates.js';
import { createLocalStorage } from '../../integrations/storage/index.js';
import { verifyPassword } from '../../modules/cmsUsers/password.js';
import { openDatabase, type Database, type Db } from '../client.js';
import {
  adUnitPatterns,
  assets,
  cmsUsers,
  companyUpdates,
  content,
  contentAuthors,
  contentImages,
  contentTaxonomy,
  contentWebsiteSchedules,
  contracts,
  demographicQuestions,
  magazinePublications,
  magazineIssues,
  memberships,
  newsletterAdSchedules,
  newsletterAds,
  newsletterCampaigns,
  newsletterContentSchedules,
  newsletterSubscriptions,
  newsletterTemplates,
  persons,
  siteLicenseCompanies,
  siteUserFavorites,
  siteUserProducts,
  siteUsers,
  taxonomyTerms,
  tenantSettings,
  tenants,
  websiteSections,
} from '../schema/index.js';
import { seedDemo, type SeedResult } from './index.js';
import { tinyPdf } from './pdf.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 86_400_000;

const TABLES = [
  'tenants',
  'website_sections',
  'assets',
  'persons',
  'taxonomy_terms',
  'content',
  'content_website_schedules',
  'content_taxonomy',
  'content_authors',
  'content_images',
  'memberships',
  'newsletter_templates',
  'newsletter_campaigns',
  'newsletter_ads',
  'magazine_publications',
  'magazine_issues',
  'magazine_sections',
  'content_issue_schedules',
  'contracts',
  'company_updates',
  'ad_unit_patterns',
  'cms_users',
  'cms_user_tenants',
] as const;

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`);
    counts[table] = Number(row?.n);
  }
  return counts;
}

async function tenantIdOf(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, key));
  if (!row) throw new Error(`tenant ${key} missing`);
  return row.id;
}

describe('seedDemo', () => {
  let database: Database;
  let db: Db;
  let filesDir: string;
  let first: SeedResult;
  let firstMs = 0;
  let edrId = 0;
  let fotId = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    db = database.db;
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
    const started = Date.now();
    first = await seedDemo(db, {
      storage: createLocalStorage(filesDir),
      adminPassword: null,
      now: NOW,
      log: (line) => logLines.push(line),
    });
    firstMs = Date.now() - started;
    edrId = await tenantIdOf(db, 'edr');
    fotId = await tenantIdOf(db, 'fot');
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('creates the three tenants, the default electronic design brand first', async () => {
    expect(first.createdTenants).toEqual(['edr', 'fot', 'qa']);
    const rows = await db.select().from(tenants).orderBy(tenants.id);
    expect(rows.map((t) => t.tenantKey)).toEqual(['edr', 'fot', 'qa']);
    const [edr, fot, qa] = rows;
    expect(edr).toMatchObject({ name: 'Electronic Design Review', abbreviation: 'EDR', isDefault: true, isTest: false });
    expect(edr?.domains).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '::1', 'edr.localhost']));
    expect(edr?.prodEndpoint).toBe('https://www.edr-demo.example/graphql');
    expect(fot).toMatchObject({ tenantKey: 'fot', isDefault: false, domains: ['fot.localhost'] });
    expect(qa).toMatchObject({ tenantKey: 'qa', isTest: true, isDefault: false, domains: ['qa.localhost'] });
    expect(logLines.some((l) => l.startsWith('tenant edr:'))).toBe(true);
    // Reported so that a slow seed is noticed; the target is < 2 s on PGlite.
    console.info(`seedDemo first run: ${firstMs} ms`);
  });

  it('builds section trees three levels deep with derived aliases', async () => {
    for (const tenantId of [edrId, fotId]) {
      const rows = await db.select().from(websiteSections).where(eq(websiteSections.tenantId, tenantId));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(Math.max(...rows.map((r) => r.depth))).toBe(3);
      expect(rows.find((r) => r.alias === 'home')).toMatchObject({ name: 'Home', depth: 1, parentId: null });
      for (const row of rows) {
        const parent = row.parentId === null ? null : byId.get(row.parentId);
        expect(row.depth).toBe(parent ? parent.depth + 1 : 1);
        expect(row.alias).toBe(sectionAlias({ parentAlias: parent?.alias ?? null, name: row.name }));
        expect(row.systemAlias).toBe(row.alias);
        expect(row.manualAlias).toBeNull();
        expect(row.gamAlias === null).toBe(row.depth > 1);
      }
    }
    const edrAliases = (await db.select({ alias: websiteSections.alias }).from(websiteSections).where(eq(websiteSections.tenantId, edrId))).map((r) => r.alias);
    expect(edrAliases).toEqual(
      expect.arrayContaining(['power/power-management/battery-management', 'embedded/microcontrollers/risc-v', 'test-measurement/oscilloscopes', 'resources/webinars']),
    );
  });

  it('seeds at least 80 items of all 16 content types for the default tenant', async () => {
    const rows = await db.select().from(content).where(eq(content.tenantId, edrId));
    expect(rows.length).toBeGreaterThanOrEqual(80);
    const perType = new Map<string, number>();
    for (const r of rows) perType.set(r.type, (perType.get(r.type) ?? 0) + 1);
    for (const type of CONTENT_TYPES) expect(perType.get(type) ?? 0, type).toBeGreaterThanOrEqual(3);
    expect(perType.get('Article')).toBeGreaterThanOrEqual(15);
    expect(perType.get('News')).toBeGreaterThanOrEqual(10);
    expect(rows.every((r) => r.id >= 10_000_000 && r.id <= 99_999_999)).toBe(true);

    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    const published = rows.filter((r) => r.status === 1);
    expect(published.length).toBeGreaterThan(rows.length * 0.8);
    for (const r of published) {
      expect(r.published, r.name).not.toBeNull();
      const age = (NOW.getTime() - (r.published?.getTime() ?? 0)) / DAY;
      expect(age, r.name).toBeGreaterThanOrEqual(0);
      expect(age, r.name).toBeLessThanOrEqual(120);
    }
    for (const r of rows) {
      expect(r.teaser?.length ?? 0, r.name).toBeLessThanOrEqual(175);
      expect(r.body ?? '').toMatch(/^<p>/);
      expect((r.body ?? '').match(/<p>/g)?.length ?? 0, r.name).toBeGreaterThanOrEqual(3);
      expect(r.canonicalPath).toBe(canonicalPathOf(r.alias));
      expect(r.metadata.description).toBeTruthy();
    }
    expect(rows.some((r) => /<h2>/.test(r.body ?? '') && /<ul>/.test(r.body ?? ''))).toBe(true);
    expect(rows.filter((r) => r.seoTitle).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.labels.includes('Sponsored')).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => Object.values(r.excludeAds).some(Boolean))).toBe(true);
    expect(rows.filter((r) => r.primaryImageId !== null).length).toBeGreaterThan(rows.length * 0.7);
  });

  it('places pages at the root and other items under their primary section', async () => {
    const rows = await db.select().from(content).where(eq(content.tenantId, edrId));
    const pages = rows.filter((r) => r.type === 'Page');
    expect(pages.map((p) => p.alias).sort()).toEqual(['about-us', 'contact-us', 'privacy-policy', 'terms-of-use']);
    expect(pages.every((p) => p.primarySectionId === null)).toBe(true);
    const sections = new Map(
      (await db.select().from(websiteSections).where(eq(websiteSections.tenantId, edrId))).map((s) => [s.id, s.alias]),
    );
    for (const r of rows.filter((x) => x.type !== 'Page')) {
      const sectionAliasOf = sections.get(r.primarySectionId ?? -1);
      expect(sectionAliasOf, r.name).toBeDefined();
      expect(r.alias.startsWith(`${sectionAliasOf}/`), r.alias).toBe(true);
    }
  });

  it('has upcoming and past events and webinars relative to now', async () => {
    const rows = await db.select().from(content).where(eq(content.tenantId, edrId));
    for (const type of ['Event', 'Webinar'] as const) {
      const items = rows.filter((r) => r.type === type);
      const upcoming = items.filter((r) => (r.startDate?.getTime() ?? 0) > NOW.getTime());
      const past = items.filter((r) => (r.endDate?.getTime() ?? Infinity) < NOW.getTime());
      expect(upcoming.length, type).toBeGreaterThanOrEqual(2);
      expect(past.length, type).toBeGreaterThanOrEqual(2);
      for (const r of upcoming) {
        const days = ((r.startDate?.getTime() ?? 0) - NOW.getTime()) / DAY;
        expect(days).toBeGreaterThanOrEqual(6);
        expect(days).toBeLessThanOrEqual(121);
      }
      for (const r of items) {
        expect(r.endDate!.getTime()).toBeGreaterThan(r.startDate!.getTime());
        if (type === 'Event') expect(r.venue).toMatchObject({ name: expect.any(String), city: expect.any(String), country: expect.any(String) });
        else expect(r.linkUrl).toMatch(/^https:\/\//);
      }
    }
  });

  it('fills the type-specific fields', async () => {
    const rows = await db.select().from(content).where(eq(content.tenantId, edrId));
    const ofType = (t: string) => rows.filter((r) => r.type === t);
    const embeds = ofType('Video').map((r) => r.embedCode ?? '');
    expect(embeds.some((e) => e.includes('youtube'))).toBe(true);
    expect(embeds.some((e) => e.includes('player.vimeo.com'))).toBe(true);
    for (const c of ofType('Company')) {
      expect(c).toMatchObject({ address1: expect.any(String), city: expect.any(String), postalCode: expect.any(String), country: expect.any(String) });
      expect(c.details).toMatchObject({ website: expect.any(String), phone: expect.any(String), email: expect.any(String) });
    }
    for (const c of ofType('Contact')) expect(c.details).toMatchObject({ jobTitle: expect.any(String), email: expect.any(String), phone: expect.any(String) });
    for (const p of ofType('Podcast')) expect(p.details).toMatchObject({ audioUrl: expect.stringMatching(/\.mp3$/), durationSeconds: expect.any(Number) });
    for (const p of ofType('Product')) {
      expect(p.details.productModel).toBeTruthy();
      expect(p.linkUrl).toBeTruthy();
      expect(p.companyId).not.toBeNull();
    }
    for (const p of ofType('Promotion')) expect(p.linkUrl).toBeTruthy();
    const companyIds = new Set(ofType('Company').map((c) => c.id));
    const linked = rows.filter((r) => r.companyId !== null);
    expect(linked.length).toBeGreaterThanOrEqual(8);
    expect(linked.every((r) => companyIds.has(r.companyId ?? -1))).toBe(true);
    // A company with its people (details.contactIds, live contacts of the site) and videos: what its page's blocks show.
    const liveContactIds = new Set(ofType('Contact').filter((r) => r.status === 1).map((r) => r.id));
    const contactIdsOf = (c: (typeof rows)[number]) => (Array.isArray(c.details.contactIds) ? (c.details.contactIds as number[]) : []);
    const withContacts = ofType('Company').filter((c) => contactIdsOf(c).length > 0);
    expect(withContacts.length).toBeGreaterThanOrEqual(1);
    for (const c of withContacts) expect(contactIdsOf(c).every((id) => liveContactIds.has(id)), c.name).toBe(true);
    expect(withContacts.some((c) => ofType('Video').filter((v) => v.companyId === c.id && v.status === 1).length >= 2)).toBe(true);

    const files = await db.select().from(assets).where(and(eq(assets.tenantId, edrId), eq(assets.kind, 'file')));
    const fileIds = new Map(files.map((f) => [f.id, f]));
    for (const d of [...ofType('Document'), ...ofType('Whitepaper')]) {
      const file = fileIds.get(d.details.fileAssetId ?? -1);
      expect(file, d.name).toBeDefined();
      expect(file?.mimeType).toBe('application/pdf');
      const bytes = await readFile(path.join(filesDir, ...(file?.storageKey ?? '').split('/')));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.byteLength).toBe(file?.sizeBytes);
    }
    const gated = [...ofType('Document'), ...ofType('Whitepaper'), ...ofType('Article')];
    expect(gated.some((r) => r.membershipIds.length > 0)).toBe(true);
    expect(gated.some((r) => r.userRegistrationRequired)).toBe(true);
    const galleryImages = await db
      .select({ contentId: contentImages.contentId, n: sql<number>`count(*)::int` })
      .from(contentImages)
      .innerJoin(content, eq(content.id, contentImages.contentId))
      .where(eq(content.type, 'MediaGallery'))
      .groupBy(contentImages.contentId);
    expect(galleryImages.length).toBeGreaterThanOrEqual(3);
    expect(galleryImages.every((g) => g.n >= 3)).toBe(true);
  });

  it('schedules published items to sections with every option', async () => {
    const rows = await db.select().from(contentWebsiteSchedules).where(eq(contentWebsiteSchedules.tenantId, edrId));
    expect(new Set(rows.map((r) => r.option))).toEqual(new Set(SCHEDULE_OPTIONS));
    expect(rows.some((r) => r.endDate !== null && r.endDate < NOW)).toBe(true);
    expect(rows.some((r) => r.startDate > NOW)).toBe(true);

    const items = await db.select().from(content).where(eq(content.tenantId, edrId));
    const byContent = new Map<number, typeof rows>();
    for (const r of rows) byContent.set(r.contentId, [...(byContent.get(r.contentId) ?? []), r]);
    for (const item of items) {
      const schedules = byContent.get(item.id) ?? [];
      if (item.status === 1 && item.type !== 'Page') {
        expect(schedules.length, item.name).toBeGreaterThanOrEqual(1);
        expect(schedules.length, item.name).toBeLessThanOrEqual(3);
        const standard = schedules.find((s) => s.option === 'Standard');
        expect(standard?.sectionId).toBe(item.primarySectionId);
        expect(standard?.startDate.getTime()).toBe(item.published?.getTime());
      } else {
        expect(schedules, item.name).toEqual([]);
      }
    }
    expect([...byContent.values()].filter((s) => s.length > 1).length).toBeGreaterThan(20);
  });

  it('seeds taxonomy of every type with hierarchies and links content to tags', async () => {
    const terms = await db.select().from(taxonomyTerms).where(eq(taxonomyTerms.tenantId, edrId));
    expect(terms.length).toBeGreaterThanOrEqual(25);
    expect(new Set(terms.map((t) => t.type))).toEqual(new Set(TAXONOMY_TERM_TYPES));
    for (const type of ['Bin', 'Location'] as const) {
      const children = terms.filter((t) => t.type === type && t.parentId !== null);
      expect(children.length, type).toBeGreaterThan(0);
      const byId = new Map(terms.map((t) => [t.id, t]));
      for (const c of children) expect(c.fullName).toBe(`${byId.get(c.parentId ?? -1)?.fullName} > ${c.name}`);
    }
    // US states under 'United States' (three levels), for the us_map block.
    const texas = terms.find((t) => t.type === 'Location' && t.name === 'Texas');
    expect(texas?.fullName).toBe('North America > United States > Texas');
    const links = await db
      .select({ contentId: contentTaxonomy.contentId, type: taxonomyTerms.type, contentType: content.type })
      .from(contentTaxonomy)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
      .innerJoin(content, eq(content.id, contentTaxonomy.contentId))
      .where(eq(content.tenantId, edrId));
    expect(new Set(links.map((l) => l.type))).toEqual(new Set(TAXONOMY_TERM_TYPES));
    const stateTermIds = new Set(terms.filter((t) => t.type === 'Location' && usStateOfTermName(t.name)).map((t) => t.id));
    expect(stateTermIds.size).toBeGreaterThanOrEqual(8);
    const byState = await db.select({ contentId: contentTaxonomy.contentId }).from(contentTaxonomy).where(inArray(contentTaxonomy.termId, [...stateTermIds]));
    expect(new Set(byState.map((row) => row.contentId)).size).toBeGreaterThanOrEqual(10);
    const tagsPerContent = new Map<number, number>();
    for (const l of links) if (l.type === 'Tag') tagsPerContent.set(l.contentId, (tagsPerContent.get(l.contentId) ?? 0) + 1);
    expect(Math.max(...tagsPerContent.values())).toBeLessThanOrEqual(4);
    const editorial = (await db.select().from(content).where(eq(content.tenantId, edrId))).filter((c) => !['Page', 'Contact'].includes(c.type));
    for (const c of editorial) expect(tagsPerContent.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(1);
  });

  it('seeds persons with headshots and authors for authored types', async () => {
    const rows = await db.select().from(persons).where(eq(persons.tenantId, edrId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((p) => p.status === 0).length).toBeGreaterThanOrEqual(1);
    expect(rows.every((p) => p.imageId !== null && p.email?.endsWith('@edr-demo.example'))).toBe(true);
    const authored = await db
      .select({ id: content.id, type: content.type, n: sql<number>`count(${contentAuthors.personId})::int` })
      .from(content)
      .leftJoin(contentAuthors, eq(contentAuthors.contentId, content.id))
      .where(eq(content.tenantId, edrId))
      .groupBy(content.id, content.type);
    for (const a of authored.filter((x) => ['Article', 'Blog', 'News', 'Whitepaper', 'Video', 'Podcast'].includes(x.type))) {
      expect(a.n, `${a.type} ${a.id}`).toBeGreaterThanOrEqual(1);
      expect(a.n).toBeLessThanOrEqual(2);
    }
  });

  it('stores the images through the storage adapter', async () => {
    const rows = await db.select().from(assets).where(eq(assets.tenantId, edrId));
    const images = rows.filter((a) => a.kind === 'image');
    expect(images.length).toBeGreaterThanOrEqual(14);
    for (const a of rows) {
      expect(a.storageKey.startsWith('seed/edr/')).toBe(true);
      expect(a.src).toBe(`/files/${a.storageKey}`);
      expect(existsSync(path.join(filesDir, ...a.storageKey.split('/')))).toBe(true);
      expect(a.sizeBytes).toBeGreaterThan(0);
      expect(a.approvedWebsite).toBe(true);
    }
    for (const a of images) {
      expect(a.width).toBeGreaterThan(0);
      expect(a.height).toBeGreaterThan(0);
      expect(a.alt).toBeTruthy();
    }
    expect(images.find((a) => a.fileName === 'circuit-board.jpg')).toMatchObject({ width: 1200, height: 675, mimeType: 'image/jpeg', credit: 'Illustration: EDR staff' });
  });

  it('seeds the demographic questions the memberships ask for, and readers holding memberships with favourites', async () => {
    for (const tenantId of [edrId, fotId]) {
      const ms = await db.select().from(memberships).where(eq(memberships.tenantId, tenantId));
      const questions = await db.select().from(demographicQuestions).where(eq(demographicQuestions.tenantId, tenantId));
      const asked = new Set(ms.flatMap((m) => [...m.requiredUserDemographicFields, ...m.additionalUserDemographicFields]));
      for (const id of asked) expect(questions.map((q) => q.id)).toContain(id);
      for (const m of ms) expect(m.omedaProduct).toEqual(expect.any(Number));
      const readers = await db.select().from(siteUsers).where(eq(siteUsers.tenantId, tenantId));
      expect(readers.filter((r) => r.status === 1).length).toBeGreaterThanOrEqual(3);
      // One reader is half-way through registering; the other status-0 rows are newsletter customers without a login.
      expect(readers.filter((r) => r.status === 0 && r.registration !== null).length).toBe(1);
      const favourites = await db.select().from(siteUserFavorites).where(inArray(siteUserFavorites.userId, readers.map((r) => r.id)));
      expect(favourites.length).toBeGreaterThan(0);
    }
    const edrReaders = await db.select().from(siteUsers).where(eq(siteUsers.tenantId, edrId));
    const held = await db.select().from(siteUserProducts).where(inArray(siteUserProducts.userId, edrReaders.map((r) => r.id)));
    const premium = (await db.select().from(memberships).where(eq(memberships.tenantId, edrId))).find((m) => m.alias === 'premium');
    expect(held.find((p) => p.productId === premium?.omedaProduct)).toMatchObject({ amount: '149.00', expiresAt: expect.any(Date) });
  });

  it('seeds a site-licence company on edr only, its ranges normalised (IP gating)', async () => {
    const companies = await db.select().from(siteLicenseCompanies);
    expect(companies.map(({ tenantId, companyName, ranges, status }) => ({ tenantId, companyName, ranges, status }))).toEqual([
      { tenantId: edrId, companyName: 'Northfield Controls', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'], status: 1 },
    ]);
  });

  it('seeds memberships, newsletter templates, publications, contracts and ad unit patterns', async () => {
    for (const tenantId of [edrId, fotId]) {
      const ms = await db.select().from(memberships).where(eq(memberships.tenantId, tenantId));
      expect(ms.filter((m) => m.status === 1).length).toBeGreaterThanOrEqual(3);
      expect(ms.filter((m) => m.status === 0).length).toBeGreaterThanOrEqual(1);
      expect(ms.find((m) => m.alias === 'basic')).toMatchObject({ isFree: true, status: 1 });
      expect(ms.find((m) => m.alias === 'premium')).toMatchObject({ isFree: false, status: 1, omedaProduct: expect.any(Number) });

      const templates = await db.select().from(newsletterTemplates).where(eq(newsletterTemplates.tenantId, tenantId));
      expect(templates.filter((t) => t.status === 1).length).toBeGreaterThanOrEqual(3);
      expect(templates.filter((t) => t.status === 0).length).toBeGreaterThanOrEqual(1);
      for (const t of templates) {
        const document = readTemplateDocument(t.payload);
        expect([700, 750, 800]).toContain(document.styles.width);
        expect(checkNewsletterTemplate(t.payload).ok, `template ${document.name} is a valid document`).toBe(true);
        expect(document.grid.rows.length).toBeGreaterThan(3);
      }

      const pubs = await db.select().from(magazinePublications).where(eq(magazinePublications.tenantId, tenantId));
      expect(pubs.length).toBeGreaterThanOrEqual(2);
      expect(pubs.length).toBeLessThanOrEqual(3);
      // Two publications with issues over the last year (docs/magazines.md "Demo data"), the newest holding articles.
      const issues = await db.select().from(magazineIssues).where(eq(magazineIssues.tenantId, tenantId));
      expect(new Set(issues.map((issue) => issue.publicationId)).size).toBe(2);
      const dates = issues.filter((issue) => issue.status === 1).map((issue) => issue.mailingDate).sort();
      expect(Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)).toBeGreaterThanOrEqual(300 * 86_400_000);
      expect(issues.every((issue) => issue.coverImageId !== null && issue.digitalEditionUrl !== null)).toBe(true);

      const cs = await db.select().from(contracts).where(eq(contracts.tenantId, tenantId));
      expect(cs.length).toBeGreaterThanOrEqual(4);
      expect(cs.some((c) => c.approved !== null)).toBe(true);
      expect(cs.some((c) => c.approved === null)).toBe(true);
      // Contracts in each status (docs/contracts.md "Demo data"): a sent one has a live link, an approved one its record.
      expect(new Set(cs.map((c) => c.status))).toEqual(new Set([1, 2, 3]));
      for (const c of cs) {
        expect(c.terms, c.title).toContain(c.title);
        expect(c.terms, c.title).not.toMatch(/\[(contributor|title|rate|paymentterms|sitename|date)\]/i);
        expect(c.linkNonce !== null, c.title).toBe(c.status !== 1);
        expect(c.approved !== null && c.signatureName !== null && c.approvedIp !== null, c.title).toBe(c.status === 3);
      }
      const [contractSettings] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, 'contractSettings')));
      expect(String((contractSettings?.payload as { termsTemplate?: string } | undefined)?.termsTemplate)).toContain('[contributor]');
      const personIds = new Set((await db.select({ id: persons.id }).from(persons).where(eq(persons.tenantId, tenantId))).map((p) => p.id));
      expect(cs.every((c) => personIds.has(c.contributorId))).toBe(true);

      const patterns = await db.select().from(adUnitPatterns).where(eq(adUnitPatterns.tenantId, tenantId));
      expect(patterns.some((p) => p.type === 'layout-block')).toBe(true);
      expect(patterns.some((p) => p.type !== 'layout-block')).toBe(true);
    }
    const global = await db.select().from(adUnitPatterns).where(isNull(adUnitPatterns.tenantId));
    expect(global.length).toBeGreaterThan(0);
    const allTypes = new Set((await db.select({ type: adUnitPatterns.type }).from(adUnitPatterns)).map((p) => p.type));
    for (const type of ['layout-block', 'header-leaderboard', 'sticky-bottom', 'content-list-native', 'content-body-native', 'content-body-embed', 'reskin']) {
      expect(allTypes.has(type), type).toBe(true);
    }
  });

  it('seeds a month of sent campaigns with their content, a draft per template, ads of each priority and subscribers', async () => {
    for (const tenantId of [edrId, fotId]) {
      const templates = (await db.select().from(newsletterTemplates).where(eq(newsletterTemplates.tenantId, tenantId))).filter((t) => t.status === 1);
      const campaigns = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.tenantId, tenantId));
      for (const template of templates) {
        const own = campaigns.filter((c) => c.templateId === template.id);
        expect(own.filter((c) => c.status === 'sent').length, readTemplateDocument(template.payload).name).toBeGreaterThanOrEqual(4);
        expect(own.filter((c) => c.status === 'draft')).toHaveLength(1);
        const productId = readTemplateDocument(template.payload).deployment.productId;
        expect(productId).toEqual(expect.any(Number));
        const holders = await db.select().from(siteUserProducts).where(eq(siteUserProducts.productId, productId!));
        expect(holders.length).toBeGreaterThan(5);
        const sent = own.find((c) => c.status === 'sent')!;
        expect(sent.sentCount).toBe(sent.recipientCount);
        const scheduled = await db.select().from(newsletterContentSchedules).where(and(eq(newsletterContentSchedules.templateId, template.id), eq(newsletterContentSchedules.issueDate, sent.issueDate)));
        expect(scheduled.length).toBeGreaterThanOrEqual(5);
      }
      const ads = await db.select().from(newsletterAds).where(eq(newsletterAds.tenantId, tenantId));
      expect(new Set(ads.map((a) => a.priority))).toEqual(new Set([10, 5, 1]));
      const adSchedules = await db.select().from(newsletterAdSchedules).where(eq(newsletterAdSchedules.tenantId, tenantId));
      expect(adSchedules.length).toBe(ads.length * templates.length);
      const optIns = await db.select().from(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.action, 'OptIn')));
      expect(optIns.length).toBeGreaterThan(60);
      expect(optIns.some((o) => o.consent.compliance === 'CASL')).toBe(true);
    }
  });

  it('seeds newsletter settings offering the active newsletter templates, each with its own product (not the test tenant)', async () => {
    const settingsOf = async (tenantId: number) =>
      (await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, 'newsletterSettings'))))[0]?.payload as
        | NewsletterSettings
        | undefined;
    const products = new Set<number>();
    for (const tenantId of [edrId, fotId]) {
      const stored = await settingsOf(tenantId);
      expect(checkNewsletterSettings(stored).ok).toBe(true);
      const { enabledNewsletters, subscribeBlockSettings } = stored!;
      const active = (await db.select().from(newsletterTemplates).where(eq(newsletterTemplates.tenantId, tenantId))).filter((t) => t.status === 1);
      expect(enabledNewsletters.map((n) => n.title)).toEqual(active.map((t) => t.payload.name));
      expect(enabledNewsletters.length).toBeGreaterThanOrEqual(3);
      expect(enabledNewsletters.length).toBeLessThanOrEqual(4);
      expect(enabledNewsletters.some((n) => !n.showInSubscribeBlock)).toBe(true);
      expect(subscribeBlockNewsletters(stored!).length).toBeGreaterThanOrEqual(2);
      expect(subscribeBlockSettings.promoCode).not.toBe('');
      expect(subscribeBlockSettings.title).not.toBe('');
      const membershipProducts = new Set((await db.select().from(memberships).where(eq(memberships.tenantId, tenantId))).map((m) => m.omedaProduct));
      for (const n of enabledNewsletters) {
        expect(n.productId).toBeGreaterThanOrEqual(100000);
        expect(membershipProducts.has(n.productId!)).toBe(false);
        expect(products.has(n.productId!)).toBe(false);
        products.add(n.productId!);
      }
    }
    expect(await settingsOf(await tenantIdOf(db, 'qa'))).toBeUndefined();
  });

  it('creates the administrator with a generated password that verifies', async () => {
    expect(first.admin).toMatchObject({ username: 'admin', email: 'admin@example.com', created: true });
    expect(first.admin.password).toEqual(expect.any(String));
    const [admin] = await db.select().from(cmsUsers).where(eq(cmsUsers.username, 'admin'));
    expect(admin).toMatchObject({ firstName: 'Site', lastName: 'Administrator', role: 'administrator', isGlobal: true, status: 1 });
    expect(await verifyPassword(first.admin.password ?? '', admin?.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', admin?.passwordHash)).toBe(false);
  });

  it('keeps the second tenant’s content in its own tenant and aliases unique per tenant', async () => {
    const fotContent = await db.select().from(content).where(eq(content.tenantId, fotId));
    expect(fotContent.length).toBeGreaterThanOrEqual(20);
    expect(new Set(fotContent.map((c) => c.type)).size).toBeGreaterThanOrEqual(8);
    const fotSections = new Set((await db.select({ id: websiteSections.id }).from(websiteSections).where(eq(websiteSections.tenantId, fotId))).map((s) => s.id));
    const fotAssets = new Set((await db.select({ id: assets.id }).from(assets).where(eq(assets.tenantId, fotId))).map((a) => a.id));
    for (const c of fotContent) {
      if (c.primarySectionId !== null) expect(fotSections.has(c.primarySectionId)).toBe(true);
      if (c.primaryImageId !== null) expect(fotAssets.has(c.primaryImageId)).toBe(true);
    }
    const schedules = await db
      .select({ scheduleTenant: contentWebsiteSchedules.tenantId, contentTenant: content.tenantId, sectionId: contentWebsiteSchedules.sectionId })
      .from(contentWebsiteSchedules)
      .innerJoin(content, eq(content.id, contentWebsiteSchedules.contentId));
    for (const s of schedules) expect(s.scheduleTenant).toBe(s.contentTenant);
    expect(schedules.filter((s) => s.contentTenant === fotId).every((s) => fotSections.has(s.sectionId))).toBe(true);

    const all = await db.select({ tenantId: content.tenantId, alias: content.alias }).from(content);
    const keys = all.map((r) => `${r.tenantId}:${r.alias}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds a company update waiting for review on EDR, whose company-update setting is on (docs/company-updates.md)', async () => {
    const rows = await db.select().from(companyUpdates);
    expect(rows).toHaveLength(1);
    const [update] = rows;
    expect(update).toMatchObject({ tenantId: edrId, status: 'submitted', submitterName: 'Dana Whitfield', reviewedAt: null });
    expect(update!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(update!.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    const [company] = await db.select().from(content).where(eq(content.id, update!.companyId));
    expect(company).toMatchObject({ type: 'Company', name: 'Northbridge Instruments', status: 1 });
    const proposed = update!.proposed as { phone: string; contacts: unknown[] };
    expect(proposed.phone).not.toBe(company!.details.phone);
    expect(proposed.contacts).toHaveLength(1);
    const settingsOf = async (tenantId: number) =>
      ((await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, 'siteSettings'))))[0]?.payload as { companyUpdate: { enabled: boolean; notificationEmails: string[] } }).companyUpdate;
    expect(await settingsOf(edrId)).toMatchObject({ enabled: true, notificationEmails: [expect.stringMatching(/^companies@/)] });
    expect((await settingsOf(fotId)).enabled).toBe(false);
  });

  it('changes nothing when run again, and reports no password', async () => {
    const before = await countRows(db);
    expect(before.content).toBeGreaterThanOrEqual(110);
    const again = await seedDemo(db, { storage: createLocalStorage(filesDir), adminPassword: null, now: new Date() });
    expect(again.createdTenants).toEqual([]);
    expect(again.admin).toEqual({ username: 'admin', email: 'admin@example.com', password: null, created: false });
    expect(await countRows(db)).toEqual(before);
    const [admin] = await db.select().from(cmsUsers).where(eq(cmsUsers.username, 'admin'));
    expect(await verifyPassword(first.admin.password ?? '', admin?.passwordHash)).toBe(true);
  }, 60_000);

  it('sets ADMIN_PASSWORD on an existing administrator', async () => {
    const before = await countRows(db);
    const result = await seedDemo(db, { storage: createLocalStorage(filesDir), adminPassword: 'a-new-admin-password', now: NOW });
    expect(result.admin).toMatchObject({ created: false, password: null });
    const [admin] = await db.select().from(cmsUsers).where(eq(cmsUsers.username, 'admin'));
    expect(await verifyPassword('a-new-admin-password', admin?.passwordHash)).toBe(true);
    expect(await countRows(db)).toEqual(before);
  }, 60_000);
});

describe('tinyPdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const text = Buffer.from(tinyPdf('Title (with parentheses) and ünïcode', ['A paragraph.'])).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('\\(with parentheses\\)');
  });
});
