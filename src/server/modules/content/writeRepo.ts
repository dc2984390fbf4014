import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sequentially } from '../../db/sequentially.js';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  assets,
  content,
  contentAuthors,
  contentImages,
  contentTaxonomy,
  contentWebsiteSchedules,
  memberships,
  persons,
  taxonomyTerms,
  websiteSections,
} from '../../db/schema/index.js';
import type { ContentRow } from './repo.js';

const { searchVector: _searchVector, ...contentColumns } = getTableColumns(content);

export type ContentValues = Omit<typeof content.$inferInsert, 'id' | 'tenantId' | 'version' | 'createdAt' | 'updatedAt' | 'searchVector'>;

export interface ContentRelations {
  schedules: { sectionId: number; option: string; startDate: Date; endDate: Date | null }[];
  taxonomyIds: number[];
  authorIds: number[];
  imageIds: number[];
}

/**
 * The relations of one item, in their stored order (schedules by start, then id). The queries run
 * one after the other: `db` may be a transaction, whose queries share one connection.
 */
export async function loadRelations(db: Db, tenantId: number, contentId: number) {
  const s = contentWebsiteSchedules;
  const [schedules, terms, authors, images] = await sequentially([
    db.select().from(s).where(and(eq(s.tenantId, tenantId), eq(s.contentId, contentId))).orderBy(asc(s.startDate), asc(s.id)),
    db
      .select({ id: contentTaxonomy.termId })
      .from(contentTaxonomy)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
      .where(and(eq(contentTaxonomy.contentId, contentId), eq(taxonomyTerms.tenantId, tenantId)))
      .orderBy(asc(contentTaxonomy.termId)),
    db
      .select({ id: contentAuthors.personId })
      .from(contentAuthors)
      .innerJoin(persons, eq(persons.id, contentAuthors.personId))
      .where(and(eq(contentAuthors.contentId, contentId), eq(persons.tenantId, tenantId)))
      .orderBy(asc(contentAuthors.position)),
    db
      .select({ id: contentImages.assetId })
      .from(contentImages)
      .innerJoin(assets, eq(assets.id, contentImages.assetId))
      .where(and(eq(contentImages.contentId, contentId), eq(assets.tenantId, tenantId)))
      .orderBy(asc(contentImages.position)),
  ]);
  return {
    schedules,
    taxonomyIds: terms.map((r) => r.id),
    authorIds: authors.map((r) => r.id),
    imageIds: images.map((r) => r.id),
  };
}

/** Which of `ids` exist on the site, per kind of reference. */
export async function existingIds(
  db: Db,
  tenantId: number,
  kind: 'section' | 'term' | 'person' | 'image' | 'file' | 'membership' | 'company' | 'contact',
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = [...ids];
  let rows: { id: number }[];
  switch (kind) {
    case 'section':
      rows = await db.select({ id: websiteSections.id }).from(websiteSections).where(and(eq(websiteSections.tenantId, tenantId), inArray(websiteSections.id, list)));
      break;
    case 'term':
      rows = await db.select({ id: taxonomyTerms.id }).from(taxonomyTerms).where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.id, list)));
      break;
    case 'person':
      rows = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.tenantId, tenantId), inArray(persons.id, list)));
      break;
    case 'image':
    case 'file':
      rows = await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.tenantId, tenantId), eq(assets.kind, kind), inArray(assets.id, list)));
      break;
    case 'membership':
      rows = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, tenantId), inArray(memberships.id, list)));
      break;
    case 'company':
    case 'contact':
      rows = await db
        .select({ id: content.id })
        .from(content)
        .where(and(eq(content.tenantId, tenantId), eq(content.type, kind === 'company' ? 'Company' : 'Contact'), inArray(content.id, list)));
      break;
  }
  return new Set(rows.map((r) => r.id));
}

export async function sectionAliasOf(db: Db, tenantId: number, sectionId: number): Promise<string | null> {
  const [row] = await db
    .select({ alias: websiteSections.alias })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.id, sectionId)));
  return row?.alias ?? null;
}

/** An alias is taken by another item of the site, or by a section (whose page would shadow it). */
export async function aliasTaken(db: Db, tenantId: number, alias: string, exceptContentId: number | null): Promise<boolean> {
  const [item] = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.alias, alias), exceptContentId ? ne(content.id, exceptContentId) : undefined))
    .limit(1);
  if (item) return true;
  const [section] = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.alias, alias)))
    .limit(1);
  return Boolean(section);
}

export async function insertContent(db: Db, tenantId: number, values: ContentValues): Promise<ContentRow> {
  const [row] = await db
    .insert(content)
    .values({ ...values, tenantId })
    .returning(contentColumns);
  if (!row) throw new Error('Content insert returned no row');
  return row;
}

/** Updates when the version still matches; undefined when someone saved in between. */
export async function updateContent(db: Db, tenantId: number, id: number, expectedVersion: number, values: Partial<ContentValues>): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(content)
    .set({ ...values, version: sql`${content.version} + 1`, updatedAt: new Date() })
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id), eq(content.version, expectedVersion)))
    .returning(contentColumns);
  return row;
}

/** Replaces schedules, taxonomy, authors and images of an item (inside the save's transaction). */
export async function replaceRelations(db: Db, tenantId: number, contentId: number, r: ContentRelations): Promise<void> {
  await db.delete(contentWebsiteSchedules).where(and(eq(contentWebsiteSchedules.tenantId, tenantId), eq(contentWebsiteSchedules.contentId, contentId)));
  await db.delete(contentTaxonomy).where(eq(contentTaxonomy.contentId, contentId));
  await db.delete(contentAuthors).where(eq(contentAuthors.contentId, contentId));
  await db.delete(contentImages).where(eq(contentImages.contentId, contentId));
  if (r.schedules.length) {
    await db.insert(contentWebsiteSchedules).values(r.schedules.map((s) => ({ ...s, tenantId, contentId })));
  }
  if (r.taxonomyIds.length) await db.insert(contentTaxonomy).values(r.taxonomyIds.map((termId) => ({ contentId, termId })));
  if (r.authorIds.length) {
    await db.insert(contentAuthors).values(r.authorIds.map((personId, position) => ({ contentId, personId, position })));
  }
  if (r.imageIds.length) {
    await db.insert(contentImages).values(r.imageIds.map((assetId, position) => ({ contentId, assetId, position })));
  }
}
