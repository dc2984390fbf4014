import type { ContentType } from '../../../shared/contentTypes.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { CONTENT_ID_PATTERN, STREAM_LIMITS } from '../../../shared/constants.js';
import { stripTags, truncateAtWord } from '../../../shared/text.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertIdList, parsePagination, toConnection, type Connection } from '../../graphql/pagination.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import { contentGraphOf, primeContentGraph } from './graph.js';
import { checkIssueFilter } from '../magazines/contentFilter.js';
import {
  countContentStream,
  findContentStream,
  isLiveRow,
  type ContentFilter,
  type ContentRow,
  type ContentSort,
} from './repo.js';

export interface GetContentArgs {
  id: number;
  status?: number | null;
  requirePublished?: boolean | null;
}

/**
 * One content item of the current site. Visitors only ever see live content; a CMS user may read
 * drafts and deleted items (asking for them with `status`) unless `requirePublished` is set.
 */
export async function getContent(ctx: GraphQLContext, args: GetContentArgs): Promise<ContentRow> {
  if (!CONTENT_ID_PATTERN.test(String(args.id))) {
    throw badInput('id must be an 8-digit content id.', { id: 'Must be exactly 8 digits' });
  }
  if (args.status != null && !Object.values(CONTENT_STATUS).includes(args.status as 0 | 1 | 2)) {
    throw badInput('status must be 0 (deleted), 1 (published) or 2 (draft).', { status: 'Must be 0, 1 or 2' });
  }
  // The item with its relations in one statement: its nested fields read no more rows.
  const graph = await contentGraphOf(ctx, { id: args.id });
  const row = graph ? primeContentGraph(ctx.loaders, graph) : null;
  const missing = () => notFound(`No content with id ${args.id} was found on this site.`);
  if (!row) throw missing();
  if (args.status != null && row.status !== args.status) throw missing();
  const mustBeLive = args.requirePublished === true || cmsUserHere(ctx) === null;
  if (mustBeLive && !isLiveRow(row, ctx.now)) throw missing();
  if (row.status === CONTENT_STATUS.DELETED && args.status !== CONTENT_STATUS.DELETED) throw missing();
  return row;
}

export interface ContentStreamArgs {
  type?: ContentType | null;
  includeContentTypes?: readonly ContentType[] | null;
  excludeContentTypes?: readonly ContentType[] | null;
  includeContentIds?: readonly number[] | null;
  excludeContentIds?: readonly number[] | null;
  sectionId?: number | null;
  sectionBubbling?: boolean | null;
  scheduleOption?: string | null;
  authorId?: number | null;
  issueId?: number | null;
  issueSectionId?: number | null;
  requiresImage?: boolean | null;
  startDateAfter?: Date | string | null;
  startDateBefore?: Date | string | null;
  publishedAfter?: Date | string | null;
  publishedBefore?: Date | string | null;
  sortField?: ContentSort['field'] | null;
  sortOrder?: ContentSort['order'] | null;
  limit?: number | null;
  skip?: number | null;
  after?: string | null;
}

const asDate = (value: Date | string | null | undefined): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(value);

/** Live content of the current site, filtered, sorted and paged (spec 000 §7.2, 002 §7). */
export async function getContentStream(ctx: GraphQLContext, args: ContentStreamArgs): Promise<Connection<ContentRow>> {
  const page = parsePagination(args, { defaultLimit: 10, maxLimit: STREAM_LIMITS.contentBody });
  assertIdList('includeContentIds', args.includeContentIds);
  assertIdList('excludeContentIds', args.excludeContentIds);
  let sectionIds: number[] | null = null;
  if (args.sectionId != null) {
    const tree = await ctx.loaders.sectionTree();
    if (!tree.byId.has(args.sectionId)) throw notFound(`No section with id ${args.sectionId} was found on this site.`);
    sectionIds = args.sectionBubbling ? tree.withDescendants(args.sectionId) : [args.sectionId];
  }
  // A magazine issue of this site that visitors may see (a hidden issue lists nothing for them).
  if (args.issueId != null) await checkIssueFilter(ctx, args.issueId);
  const types = [...(args.type ? [args.type] : []), ...(args.includeContentTypes ?? [])];
  const filter: ContentFilter = {
    types: types.length ? types : null,
    excludeTypes: args.excludeContentTypes,
    includeIds: args.includeContentIds,
    excludeIds: args.excludeContentIds,
    sectionIds,
    scheduleOption: args.scheduleOption,
    authorId: args.authorId,
    issueId: args.issueId,
    issueSectionId: args.issueSectionId,
    requiresImage: args.requiresImage,
    startDateAfter: asDate(args.startDateAfter),
    startDateBefore: asDate(args.startDateBefore),
    publishedAfter: asDate(args.publishedAfter),
    publishedBefore: asDate(args.publishedBefore),
  };
  const sort: ContentSort = { field: args.sortField ?? 'published', order: args.sortOrder ?? 'desc' };
  const rows = await findContentStream(ctx.db, ctx.tenant.id, filter, sort, page, ctx.now);
  return toConnection(rows, page, () => countContentStream(ctx.db, ctx.tenant.id, filter, ctx.now));
}

/** The teaser field: cut to maxLength, or taken from the body when empty and fallback is on. */
export function teaserOf(row: Pick<ContentRow, 'teaser' | 'body'>, args: { maxLength?: number | null; fallback?: boolean | null }) {
  if (args.maxLength != null && (args.maxLength < 1 || args.maxLength > 5000)) {
    throw badInput('maxLength must be between 1 and 5000.', { maxLength: 'Must be between 1 and 5000' });
  }
  if (args.maxLength == null && !args.fallback) return row.teaser ?? null;
  let text = row.teaser ? stripTags(row.teaser) : '';
  if (!text && args.fallback && row.body) text = stripTags(row.body);
  if (!text) return row.teaser ?? null;
  return args.maxLength ? truncateAtWord(text, args.maxLength) : text;
}
