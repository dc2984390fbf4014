import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { assets, content, contentAuthors, contentImages, contentIssueSchedules, magazineIssues, magazinePublications, magazineSections, persons } from '../../../db/schema/index.js';

/**
 * What a print export reads (docs/print-exports.md): the issue and its publication, the items
 * scheduled to it in print order (their ids only: an issue holds tens of items), then each article
 * with its authors and images one at a time, while it is written. Every query takes the tenant.
 */

export async function findPrintIssue(db: Db, tenantId: number, issueId: number) {
  const [row] = await db
    .select({
      id: magazineIssues.id,
      name: magazineIssues.name,
      alias: magazineIssues.alias,
      mailingDate: magazineIssues.mailingDate,
      publicationId: magazinePublications.id,
      publicationName: magazinePublications.name,
      publicationAlias: magazinePublications.alias,
    })
    .from(magazineIssues)
    .innerJoin(magazinePublications, eq(magazinePublications.id, magazineIssues.publicationId))
    .where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.id, issueId)));
  return row ?? null;
}
export type PrintIssue = NonNullable<Awaited<ReturnType<typeof findPrintIssue>>>;

const notDeleted = ne(content.status, 0);

/**
 * The items of the issue in print order: by magazine section (its sequence, then name; items in no
 * section last), then the issue's own order. Deleted items are left out; drafts are in (an issue
 * is often laid out before its pages go live).
 */
export function findIssueItems(db: Db, tenantId: number, issueId: number) {
  return db
    .select({ contentId: contentIssueSchedules.contentId, section: magazineSections.name })
    .from(contentIssueSchedules)
    .innerJoin(content, eq(content.id, contentIssueSchedules.contentId))
    .leftJoin(magazineSections, eq(magazineSections.id, contentIssueSchedules.sectionId))
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.issueId, issueId), eq(content.tenantId, tenantId), notDeleted))
    .orderBy(
      sql`${magazineSections.sequence} asc nulls last`,
      sql`${magazineSections.name} asc nulls last`,
      asc(contentIssueSchedules.sequence),
      asc(contentIssueSchedules.id),
    );
}

export async function countIssueItems(db: Db, tenantId: number, issueId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentIssueSchedules)
    .innerJoin(content, eq(content.id, contentIssueSchedules.contentId))
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.issueId, issueId), eq(content.tenantId, tenantId), notDeleted));
  return row?.n ?? 0;
}

const assetColumns = {
  id: assets.id,
  kind: assets.kind,
  fileName: assets.fileName,
  storageKey: assets.storageKey,
  src: assets.src,
  caption: assets.caption,
  credit: assets.credit,
};
export type PrintAsset = { id: number; kind: string; fileName: string; storageKey: string; src: string; caption: string | null; credit: string | null };

/** One article of the issue: its text, its authors' names in order, its primary image and its further images in order. */
export async function loadPrintArticle(db: Db, tenantId: number, contentId: number) {
  const [row] = await db
    .select({ id: content.id, type: content.type, name: content.name, teaser: content.teaser, body: content.body, canonicalPath: content.canonicalPath, primaryImageId: content.primaryImageId })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.id, contentId)));
  if (!row) return null;
  const [authors, images, primary] = await Promise.all([
    db
      .select({ name: persons.fullName })
      .from(contentAuthors)
      .innerJoin(persons, eq(persons.id, contentAuthors.personId))
      .where(and(eq(contentAuthors.contentId, contentId), eq(persons.tenantId, tenantId)))
      .orderBy(asc(contentAuthors.position), asc(persons.id)),
    db
      .select(assetColumns)
      .from(contentImages)
      .innerJoin(assets, eq(assets.id, contentImages.assetId))
      .where(and(eq(contentImages.contentId, contentId), eq(assets.tenantId, tenantId), eq(assets.kind, 'image')))
      .orderBy(asc(contentImages.position), asc(assets.id)),
    row.primaryImageId === null
      ? Promise.resolve([] as PrintAsset[])
      : db
          .select(assetColumns)
          .from(assets)
          .where(and(eq(assets.tenantId, tenantId), eq(assets.id, row.primaryImageId), eq(assets.kind, 'image'))),
  ]);
  return { ...row, authors: authors.map((author) => author.name), primaryImage: primary[0] ?? null, images: images as PrintAsset[] };
}
export type PrintArticleRow = NonNullable<Awaited<ReturnType<typeof loadPrintArticle>>>;

/** Images of the site by their public src (the <img> of a body), for the srcs asked. */
export async function findImagesBySrc(db: Db, tenantId: number, srcs: readonly string[]): Promise<PrintAsset[]> {
  if (!srcs.length) return [];
  return db
    .select(assetColumns)
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.kind, 'image'), inArray(assets.src, [...new Set(srcs)])));
}
