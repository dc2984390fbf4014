import type { SqlRunner } from '../../db/client.js';
import type { ContentType } from '../../../shared/contentTypes.js';

/**
 * Content recommendations (spec 002 §7 "getBlueConicRecommendations", §3 "Recommendation item
 * (personalization service)"), behind one interface (ARCHITECTURE rule 10). The personalisation
 * service answers content ids of the site in the order it recommends them; the caller reads those
 * items itself (live ones of the site only), so a service can never show another site's rows or an
 * unpublished item.
 *
 * The local default recommends without a profile: items sharing the most taxonomy terms with the
 * item read, then items of its section (or, off a content page, of the page's section), then the
 * newest of the site, newest first within each, never the item itself, within the publication
 * window of the site's BlueConic settings (start and end days ago, 001 §5 "0-3650").
 *
 * A BlueConic client (the site's `blueConic.serverUrl` with a visitor's profile id) plugs in here;
 * the public pages are cached for every visitor alike, so a per-visitor call would have to run in
 * the browser against the public operation, which takes `profileId` for that reason.
 */
export interface RecommendationRequest {
  tenantId: number;
  now: Date;
  /** The item being read: its terms and section lead, and it is never recommended. */
  contentId: number | null;
  /** Off a content page: the sections whose items come first (a section page's own and below it). */
  sectionIds: readonly number[];
  limit: number;
  /** Only items published within this window. */
  publishedAfter: Date | null;
  publishedBefore: Date | null;
  /** Never these types (pages, directory entries). */
  excludeTypes: readonly ContentType[];
  /** The visitor's profile at the personalisation service, when the caller knows it. */
  profileId: string | null;
}

export interface Recommendation {
  contentId: number;
  /** The service's click-tracking address, when it has one (the local default has none). */
  trackingUrl: string | null;
}

export interface RecommendationService {
  /** 'local': recommendations from the site's own taxonomy and sections. */
  readonly kind: 'local';
  recommend(request: RecommendationRequest): Promise<Recommendation[]>;
}

/** How many of a term's items (newest by id) are weighed: bounded work at any catalogue size (as related content does). */
const PER_TERM = 100;

const live = (alias: string) =>
  `${alias}.tenant_id = $1 and ${alias}.status = 1 and ${alias}.published <= $2 and (${alias}.unpublished is null or ${alias}.unpublished > $2)
   and not (${alias}.type = any($5::text[])) and ${alias}.id <> coalesce($3::int, 0)
   and ($6::timestamptz is null or ${alias}.published >= $6) and ($7::timestamptz is null or ${alias}.published <= $7)`;

// Candidates from three small, index-friendly reads (the item's terms, its section, the newest),
// each one bounded; then scored: shared terms, then the section, then the newest.
const STATEMENT = {
  name: 'blueconic_local_recommendations',
  text: `with self as (select c.id, c.primary_section_id from content c where c.id = $3::int and c.tenant_id = $1),
  sections as (select unnest($4::int[]) as id union select primary_section_id from self where primary_section_id is not null)
  select c.id from (
    select id, max(shared) as shared from (
      select t.content_id as id, count(*) as shared
        from (select x.term_id from content_taxonomy x join self on self.id = x.content_id) term
        cross join lateral (select y.content_id from content_taxonomy y where y.term_id = term.term_id and y.content_id <> $3::int order by y.content_id desc limit ${PER_TERM}) t
       group by t.content_id
      union all
      (select s.id, 0 from content s where ${live('s')} and s.primary_section_id in (select id from sections) order by s.published desc nulls last limit $8)
      union all
      (select n.id, 0 from content n where ${live('n')} order by n.published desc nulls last limit $8)
    ) u group by id) k
  cross join lateral (select c.id, c.published, c.primary_section_id from content c where c.id = k.id and ${live('c')}) c
  order by k.shared desc, coalesce(c.primary_section_id in (select id from sections), false) desc, c.published desc nulls last, c.id desc
  limit $8`,
} as const;

export function createLocalRecommendations({ sql }: { sql: SqlRunner }): RecommendationService {
  return {
    kind: 'local',
    async recommend(request) {
      if (request.limit < 1) return [];
      const rows = await sql.query<{ id: number }>(
        STATEMENT.text,
        [request.tenantId, request.now, request.contentId, [...request.sectionIds], [...request.excludeTypes], request.publishedAfter, request.publishedBefore, request.limit],
        STATEMENT.name,
      );
      return rows.map((row) => ({ contentId: Number(row.id), trackingUrl: null }));
    },
  };
}

/**
 * 002 §4 "Recommendation blocks distribute items across registered blocks by count, wrapping to
 * the start when short": the page's recommendation blocks share one list of recommendations, each
 * taking the next `count` items in page order; once the list runs out the next items are taken
 * from its start again (a block never shows an item twice: with fewer items than its count it
 * shows what there is). No items: every block gets none.
 */
export function distributeRecommendations<T>(items: readonly T[], counts: readonly number[]): T[][] {
  let next = 0;
  return counts.map((count) => {
    const take = Math.min(Math.max(0, Math.floor(count)), items.length);
    const out: T[] = [];
    for (let i = 0; i < take; i += 1) {
      out.push(items[next % items.length]!);
      next += 1;
    }
    return out;
  });
}
