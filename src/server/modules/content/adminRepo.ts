import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { content, contentWebsiteSchedules } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { ContentRow } from './repo.js';

const { searchVector: _searchVector, ...contentColumns } = getTableColumns(content);

export type AdminDateField = 'published' | 'updated' | 'created' | 'startDate';
export type AdminSortField = 'published' | 'name' | 'startDate' | 'updated' | 'created' | 'id' | 'type' | 'status';

export interface AdminContentFilter {
  types?: readonly ContentType[] | null;
  includeIds?: readonly number[] | null;
  statuses?: readonly number[] | null;
  /** Already expanded with descendants when bubbling. */
  sectionIds?: readonly number[] | null;
  dateField: AdminDateField;
  dateFrom?: Date | null;
  dateTo?: Date | null;
  /** Trimmed, non-empty. */
  phrase?: string | null;
  /** Set when the phrase is an 8-digit id. */
  phraseId?: number | null;
}

const DATE_COLUMNS = {
  published: content.published,
  updated: content.updatedAt,
  created: content.createdAt,
  startDate: content.startDate,
} as const;

const SORT_COLUMNS = {
  published: content.published,
  name: content.name,
  startDate: content.startDate,
  updated: content.updatedAt,
  created: content.createdAt,
  id: content.id,
  type: content.type,
  status: content.status,
} as const;

/**
 * The editor's notion of "in a section": its primary section, or any schedule to it (past,
 * present or future — the admin list is not the live site). Two shapes of the same set, each
 * where the planner does well with it (checked by scripts/explain-lists.mjs on 100,000 items):
 * a page of rows walks the sort order and tests each item ("primary in … or exists …" stops
 * after one page), while a count collects the ids from two indexes (an OR with EXISTS can only
 * be tested row by row, which made the count read every item of the site).
 */
function inSections(sectionIds: number[], shape: 'rows' | 'count'): SQL {
  const s = contentWebsiteSchedules;
  if (shape === 'rows') {
    return or(
      inArray(content.primarySectionId, sectionIds),
      sql`exists (select 1 from ${s} where ${and(eq(s.contentId, content.id), inArray(s.sectionId, sectionIds))})`,
    ) as SQL;
  }
  // UNION, not UNION ALL: the planner estimates a distinct set's size (a hash join over an
  // index-only scan) where it assumes 200 rows for UNION ALL (20,000 index probes). Section ids
  // are the site's own (the outer query keeps its tenant filter), so the inner reads stay index-only.
  return sql`${content.id} in (select ${s.contentId} from ${s} where ${inArray(s.sectionId, sectionIds)}
    union select p.id from ${content} p where p.primary_section_id in ${sectionIds})`;
}

function adminWhere(tenantId: number, f: AdminContentFilter, shape: 'rows' | 'count'): SQL | undefined {
  const dateColumn = DATE_COLUMNS[f.dateField];
  const sectionIds = f.sectionIds ? (f.sectionIds.length ? [...f.sectionIds] : [-1]) : null;
  // Full text, or the name containing the phrase as typed (so "acm" finds "Acme" while typing).
  // The matches are collected first, from the two text indexes, as an array of ids: tested row by
  // row along the sort order instead, the phrase made the planner read (and detoast) thousands
  // of items when its matches cluster away from the top of the order (an old company's name).
  const fullText = f.phrase
    ? sql`${content.id} = any(array(select t.id from ${content} t where t.tenant_id = ${tenantId} and (t.search_vector @@ websearch_to_tsquery('english', ${f.phrase})
        or t.name ilike ${`%${f.phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})))`
    : undefined;
  return and(
    eq(content.tenantId, tenantId),
    f.types?.length ? inArray(content.type, [...f.types]) : undefined,
    f.includeIds ? inArray(content.id, f.includeIds.length ? [...f.includeIds] : [-1]) : undefined,
    f.statuses?.length ? inArray(content.status, [...f.statuses]) : undefined,
    f.dateFrom ? gte(dateColumn, f.dateFrom) : undefined,
    f.dateTo ? lt(dateColumn, f.dateTo) : undefined,
    f.phraseId != null ? or(eq(content.id, f.phraseId), fullText) : fullText,
    sectionIds ? inSections(sectionIds, shape) : undefined,
  );
}

export function findAdminContent(
  db: Db,
  tenantId: number,
  filter: AdminContentFilter,
  sort: { field: AdminSortField; order: 'asc' | 'desc' },
  page: PageRequest,
): Promise<ContentRow[]> {
  const column = SORT_COLUMNS[sort.field];
  return db
    .select(contentColumns)
    .from(content)
    .where(adminWhere(tenantId, filter, 'rows'))
    .orderBy(
      sort.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      sort.order === 'asc' ? sql`${content.id} asc` : sql`${content.id} desc`,
    )
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countAdminContent(db: Db, tenantId: number, filter: AdminContentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(content).where(adminWhere(tenantId, filter, 'count'));
  return row?.n ?? 0;
}
