import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContentType } from '../../../../shared/contentTypes.js';
import type { Db } from '../../client.js';
import { assets, content, persons, taxonomyTerms, tenants, websiteSections } from '../../schema/index.js';
import type { ScaleContext, ScaleSection } from './items.js';

/**
 * Where the items of a type live, by the last slug of a section's alias ('resources/events').
 * Types without an entry (articles, blogs, promotions...) go to the topical sections; pages have
 * no section, like the demo's root pages.
 */
const TYPE_SECTION_SLUGS: Partial<Record<ContentType, readonly string[]>> = {
  Event: ['events'],
  Webinar: ['webinars'],
  Video: ['videos', 'media'],
  Podcast: ['podcasts', 'media'],
  MediaGallery: ['galleries', 'media'],
  Whitepaper: ['white-papers', 'whitepapers'],
  Document: ['documents', 'white-papers'],
  Company: ['companies'],
  Contact: ['contacts', 'companies'],
  Product: ['products'],
  PressRelease: ['press-releases', 'news'],
  News: ['news'],
};
const HOME_ALIAS = 'home';
/** Top-level sections that are not topics (the site's own pages). */
const NON_TOPICAL = new Set(['about', 'contact', 'contact-us']);

const lastSlug = (alias: string) => alias.slice(alias.lastIndexOf('/') + 1);
const topSlug = (alias: string) => alias.split('/')[0] ?? alias;

/** The primary-section candidates of every type, and the topical sections (what articles are about). */
function sectionsByType(sections: readonly ScaleSection[]): { byType: Map<ContentType, ScaleSection[]>; topical: ScaleSection[] } {
  const typed = new Map<ContentType, ScaleSection[]>();
  for (const [type, slugs] of Object.entries(TYPE_SECTION_SLUGS) as [ContentType, readonly string[]][]) {
    // The first slug that the tree has wins ('videos' before the shared 'media').
    for (const slug of slugs) {
      const found = sections.filter((s) => lastSlug(s.alias) === slug);
      if (found.length) {
        typed.set(type, found);
        break;
      }
    }
  }
  const typedTops = new Set([...typed.values()].flat().map((s) => topSlug(s.alias)));
  const rest = sections.filter((s) => s.alias !== HOME_ALIAS);
  const topical = rest.filter((s) => !typedTops.has(topSlug(s.alias)) && !NON_TOPICAL.has(topSlug(s.alias)));
  const fallback = topical.length ? topical : rest;
  const byType = new Map<ContentType, ScaleSection[]>();
  for (const type of ['Article', 'Blog', 'News', 'PressRelease', 'Video', 'Podcast', 'Event', 'Webinar', 'Whitepaper', 'Document', 'Company', 'Contact', 'Product', 'MediaGallery', 'Promotion'] as const) {
    const own = typed.get(type) ?? [];
    // News lands in the news section and in every topic; other typed items only in their section.
    byType.set(type, type === 'News' ? [...own, ...fallback] : own.length ? own : fallback);
  }
  byType.set('Page', []);
  return { byType, topical };
}

export interface LoadedScaleContext {
  ctx: ScaleContext;
  /** Every alias of the site (content and sections): a new alias must be none of them. */
  aliases: Set<string>;
  /** Content items the tenant holds already (the first new item's ordinal). */
  existing: number;
}

/** Reads what the new items refer to; fails when the tenant does not exist or was never seeded. */
export async function loadScaleContext(db: Db, tenantKey: string, now: Date): Promise<LoadedScaleContext> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, tenantKey)).limit(1);
  if (!tenant) throw new Error(`No tenant with the key "${tenantKey}": run \`npm run seed\` first (it creates edr, fot and qa).`);
  const tenantId = tenant.id;
  const [sectionRows, termRows, personRows, assetRows, companyRows, aliasRows, [total]] = await Promise.all([
    db
      .select({ id: websiteSections.id, alias: websiteSections.alias, name: websiteSections.name, parentId: websiteSections.parentId, status: websiteSections.status })
      .from(websiteSections)
      .where(eq(websiteSections.tenantId, tenantId))
      .orderBy(asc(websiteSections.id)),
    // Tags first: the skewed draw makes the first terms the popular ones.
    db
      .select({ id: taxonomyTerms.id, name: taxonomyTerms.name, type: taxonomyTerms.type })
      .from(taxonomyTerms)
      .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.status, 1)))
      .orderBy(sql`${taxonomyTerms.type} = 'Tag' desc`, asc(taxonomyTerms.id)),
    db.select({ id: persons.id }).from(persons).where(and(eq(persons.tenantId, tenantId), eq(persons.status, 1))).orderBy(asc(persons.id)),
    db.select({ id: assets.id, kind: assets.kind, fileName: assets.fileName }).from(assets).where(eq(assets.tenantId, tenantId)).orderBy(asc(assets.id)),
    db
      .select({ id: content.id, name: content.name })
      .from(content)
      .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), eq(content.status, 1)))
      .orderBy(asc(content.id)),
    db.select({ alias: content.alias }).from(content).where(eq(content.tenantId, tenantId)),
    db.select({ n: count() }).from(content).where(eq(content.tenantId, tenantId)),
  ]);
  const sections = sectionRows.filter((s) => s.status === 1);
  const images = assetRows.filter((a) => a.kind === 'image');
  const isHeadshot = (fileName: string) => /headshot/i.test(fileName);
  const isLogo = (fileName: string) => /logo/i.test(fileName);
  const { byType, topical } = sectionsByType(sections);
  const topics = [...new Set([...termRows.filter((t) => t.type === 'Tag').map((t) => t.name), ...topical.map((s) => s.name)])];
  const ctx: ScaleContext = {
    tenantId,
    now,
    home: sections.find((s) => s.alias === HOME_ALIAS) ?? null,
    sectionsByType: byType,
    sectionsById: new Map(sections.map((s) => [s.id, s])),
    topics: topics.length ? topics : ['Industry'],
    terms: termRows,
    authors: personRows.map((p) => p.id),
    images: images.filter((a) => !isHeadshot(a.fileName) && !isLogo(a.fileName)).map((a) => a.id),
    headshots: images.filter((a) => isHeadshot(a.fileName)).map((a) => a.id),
    files: assetRows.filter((a) => a.kind === 'file').map((a) => a.id),
    companies: companyRows,
  };
  const aliases = new Set([...aliasRows.map((r) => r.alias), ...sectionRows.map((s) => s.alias)]);
  return { ctx, aliases, existing: total?.n ?? 0 };
}
