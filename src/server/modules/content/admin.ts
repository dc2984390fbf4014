import { CONTENT_ID_PATTERN } from '../../../shared/constants.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import { CONTENT_STATUS_VALUES } from '../../../shared/contentFields.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { ContentAdminConnectionModel } from '../../graphql/connections.js';
import { assertIdList, parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { ADMIN_LIST_LIMITS, listAdminContent, type AdminContentFilter, type AdminDateField, type AdminSortField } from './adminRepo.js';

export interface ContentAdminStreamInput {
  types?: readonly ContentType[] | null;
  includeIds?: readonly number[] | null;
  statuses?: readonly number[] | null;
  sectionId?: number | null;
  sectionBubbling?: boolean | null;
  dateField?: AdminDateField | null;
  dateFrom?: Date | string | null;
  dateTo?: Date | string | null;
  phrase?: string | null;
  sortField?: AdminSortField | null;
  sortOrder?: 'asc' | 'desc' | null;
  pagination?: PaginationArgs | null;
}

const PHRASE_MAX = 200;
const asDate = (value: Date | string | null | undefined): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(value);

/**
 * The admin content list (any status, this site), for /admin/content and the bulk update. Its
 * cost does not grow with the catalogue: the total is exact up to a limit and a lower bound past
 * it, and a phrase collects a capped number of matches (adminRepo.ts, AdminListLimits; the
 * configuration's `adminContentList` lowers both in tests).
 */
export async function getContentAdminStream(
  ctx: GraphQLContext,
  input: ContentAdminStreamInput | null | undefined,
): Promise<ContentAdminConnectionModel> {
  requirePermission(ctx, 'manage_content', 'bulk_update_content');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 100 });
  assertIdList('includeIds', input?.includeIds, 200);
  const statuses = input?.statuses ?? null;
  if (statuses?.some((s) => !(CONTENT_STATUS_VALUES as readonly number[]).includes(s))) {
    throw badInput('statuses must be 0 (deleted), 1 (published) or 2 (draft).', { statuses: 'Must be 0, 1 or 2' });
  }
  const dateFrom = asDate(input?.dateFrom);
  const dateTo = asDate(input?.dateTo);
  if (dateFrom && dateTo && dateTo <= dateFrom) {
    throw badInput('The end of the date range must be after its start.', { dateTo: 'Must be after the start date' });
  }
  let sectionIds: number[] | null = null;
  if (input?.sectionId != null) {
    const tree = await ctx.loaders.sectionTree();
    if (!tree.byId.has(input.sectionId)) throw notFound(`No section with id ${input.sectionId} was found on this site.`);
    sectionIds = input.sectionBubbling ? tree.withDescendants(input.sectionId) : [input.sectionId];
  }
  const phrase = input?.phrase?.trim().slice(0, PHRASE_MAX) || null;
  const filter: AdminContentFilter = {
    types: input?.types,
    includeIds: input?.includeIds,
    statuses,
    sectionIds,
    dateField: input?.dateField ?? 'published',
    dateFrom,
    dateTo,
    phrase,
    phraseId: phrase && CONTENT_ID_PATTERN.test(phrase) ? Number(phrase) : null,
  };
  const sort = { field: input?.sortField ?? 'updated', order: input?.sortOrder ?? 'desc' } as const;
  const limits = { ...ADMIN_LIST_LIMITS, ...ctx.config.adminContentList };
  const list = await listAdminContent(ctx.db, ctx.tenant.id, filter, sort, page, limits);
  return {
    ...toConnection(list.rows, page, async () => (await list.count()).count),
    totalCountExact: async () => (await list.count()).exact,
    phraseCapped: list.phraseCapped,
  };
}
