import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { content, contentWebsiteSchedules } from '../../db/schema/index.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import { isLive, type ContentRow } from '../content/repo.js';

// Every column but the search vector (as the content repo reads rows).
const { searchVector: _searchVector, ...contentColumns } = getTableColumns(content);

export interface SearchFilter {
  text: string;
  types: readonly ContentType[] | null;
  /** The section and its descendants, already expanded; null for the whole site. */
  sectionIds: readonly number[] | null;
}

/**
 * The text as a tsquery. websearch_to_tsquery never fails on user input (quotes, "or", a leading
 * minus are its syntax; anything else is ignored) and uses the same 'english' configuration as the
 * generated content.search_vector column, so stemming agrees on both sides.
 */
const query = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

function where(tenantId: number, f: SearchFilter, now: Date, { withTypes }: { withTypes: boolean }): SQL | undefined {
  const s = contentWebsiteSchedules;
  return and(
    eq(content.tenantId, tenantId),
    isLive(now),
    sql`${content.searchVector} @@ ${query(f.text)}`,
    withTypes && f.types?.length ? inArray(content.type, [...f.types]) : undefined,
    f.sectionIds
      ? sql`exists (select 1 from ${s} where ${and(
          eq(s.contentId, content.id),
          inArray(s.sectionId, f.sectionIds.length ? [...f.sectionIds] : [-1]),
          lte(s.startDate, now),
          or(isNull(s.endDate), gt(s.endDate, now)),
        )})`
      : undefined,
  );
}

/** One page of matches, best first (ts_rank over the weighted vector), then newest, then id. */
export function findSearchPage(
  db: Db,
  tenantId: number,
  filter: SearchFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<ContentRow[]> {
  return db
    .select(contentColumns)
    .from(content)
    .where(where(tenantId, filter, now, { withTypes: true }))
    .orderBy(sql`ts_rank(${content.searchVector}, ${query(filter.text)}) desc`, sql`${content.published} desc nulls last`, desc(content.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Matches per content type for the same text and section, whatever the type filter (one GROUP BY). */
export function countSearchByType(
  db: Db,
  tenantId: number,
  filter: SearchFilter,
  now: Date,
): Promise<{ type: ContentType; count: number }[]> {
  return db
    .select({ type: content.type, count: count() })
    .from(content)
    .where(where(tenantId, filter, now, { withTypes: false }))
    .groupBy(content.type)
    .orderBy(desc(count()), content.type);
}
