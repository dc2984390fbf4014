import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import type { AssetRow } from '../assets/repo.js';
import { requirePermission } from '../cmsAuth/access.js';
import type { PersonRow } from '../persons/repo.js';
import { loadTermsByIds } from '../taxonomy/repo.js';
import { holdContentDraft, primeContentGraph, type ContentGraph } from './graph.js';
import { findContentById, type ContentRow, type ScheduleRow } from './repo.js';
import { checkContentDocument, isoDates, type ContentInput } from './write.js';

/**
 * The content editor's preview (src/server/http/contentPreviewRoute.ts): the item's public page
 * built from the editor's unsaved document instead of the stored row.
 *
 * The document passes every check of saveContent (the same field errors) and becomes the row,
 * relations and all, that saving would write — its alias as saving would make it, its body
 * sanitised — without writing anything. It is held for this request only (content/graph.ts, keyed
 * by the request's context object), where every read of the item (page resolution, getContent, the
 * request's loaders) finds it in place of the stored one.
 */

/** A new item has no id yet: its preview page carries none (no list or link can name it). */
export const UNSAVED_CONTENT_ID = 0;

/** Thrown for an item whose status is Deleted: it has no page to show. */
export class DeletedPreviewError extends Error {
  override name = 'DeletedPreviewError';
}

const byPosition = <T extends { id: number }>(ids: readonly number[], rows: readonly (T | null | Error)[]): T[] => {
  const found = new Map<number, T>();
  for (const row of rows) if (row && !(row instanceof Error)) found.set(row.id, row);
  return ids.flatMap((id) => found.get(id) ?? []);
};

/**
 * Checks the unsaved item (manage_content on this site: a user of another site is a visitor here
 * and is refused; then saveContent's rules, BAD_USER_INPUT with the same field paths) and attaches
 * it to this request. The version is not checked: a preview overwrites nothing, so an editor whose
 * copy is stale may still look at it.
 */
export async function attachContentDraft(ctx: GraphQLContext, rawInput: ContentInput): Promise<ContentGraph> {
  const viewer = requirePermission(ctx, 'manage_content');
  const input = isoDates(rawInput);
  const tenantId = ctx.tenant.id;
  const existing = input.id == null ? null : ((await findContentById(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw notFound(`No content with id ${input.id} was found on this site.`);
  const { values, relations } = await checkContentDocument(ctx, input, { existing, userId: viewer.id });
  if (values.status === CONTENT_STATUS.DELETED) throw new DeletedPreviewError('A deleted item has no page on the site. Set its status to Draft or Published to preview it.');

  const id = existing?.id ?? UNSAVED_CONTENT_ID;
  const row: ContentRow = {
    id,
    tenantId,
    type: values.type,
    status: values.status ?? CONTENT_STATUS.DRAFT,
    name: values.name,
    seoTitle: values.seoTitle ?? null,
    teaser: values.teaser ?? null,
    body: values.body ?? null,
    alias: values.alias,
    manualAlias: values.manualAlias ?? null,
    canonicalPath: values.canonicalPath,
    primarySectionId: values.primarySectionId ?? null,
    primaryImageId: values.primaryImageId ?? null,
    companyId: values.companyId ?? null,
    published: values.published ?? null,
    unpublished: values.unpublished ?? null,
    startDate: values.startDate ?? null,
    endDate: values.endDate ?? null,
    venue: values.venue ?? null,
    address1: values.address1 ?? null,
    address2: values.address2 ?? null,
    city: values.city ?? null,
    postalCode: values.postalCode ?? null,
    state: values.state ?? null,
    country: values.country ?? null,
    linkUrl: values.linkUrl ?? null,
    embedCode: values.embedCode ?? null,
    labels: values.labels ?? [],
    metadata: values.metadata ?? {},
    gatingSurveyType: values.gatingSurveyType ?? null,
    membershipIds: values.membershipIds ?? [],
    userRegistrationRequired: values.userRegistrationRequired ?? false,
    excludeAds: values.excludeAds ?? {},
    details: values.details ?? {},
    createdBy: existing?.createdBy ?? viewer.id,
    updatedBy: viewer.id,
    version: existing?.version ?? 0,
    createdAt: existing?.createdAt ?? ctx.now,
    updatedAt: ctx.now,
  };

  // The references were checked to be this site's: read them as the stored item's graph holds them.
  const [authors, terms, images, primaryImage, company] = await Promise.all([
    ctx.loaders.person.loadMany(relations.authorIds),
    loadTermsByIds(ctx.db, tenantId, relations.taxonomyIds),
    ctx.loaders.asset.loadMany(relations.imageIds),
    row.primaryImageId ? ctx.loaders.asset.load(row.primaryImageId) : null,
    row.companyId ? ctx.loaders.content.load(row.companyId) : null,
  ]);
  const schedules: ScheduleRow[] = relations.schedules
    .map((schedule, index) => ({ id: -(index + 1), tenantId, contentId: id, ...schedule }))
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || b.id - a.id);
  const graph: ContentGraph = {
    row,
    authors: byPosition<PersonRow>(relations.authorIds, authors),
    taxonomy: [...terms].sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name)),
    images: byPosition<AssetRow>(relations.imageIds, images),
    primaryImage: primaryImage ?? null,
    schedules,
    company: company ?? null,
  };

  // The request's loaders answer the unsaved item too (a loader keeps what it was primed with first).
  if (existing) {
    for (const loader of [ctx.loaders.content, ctx.loaders.authorsByContent, ctx.loaders.taxonomyByContent, ctx.loaders.imagesByContent, ctx.loaders.schedulesByContent]) {
      loader.clear(id);
    }
  }
  primeContentGraph(ctx.loaders, graph);
  holdContentDraft(ctx, graph);
  return graph;
}
