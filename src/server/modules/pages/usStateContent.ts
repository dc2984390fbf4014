import { createHash } from 'node:crypto';
import type { ContentType } from '../../../shared/contentTypes.js';
import { US_STATE_NAME_KEYS, usStateByCode, type UsStateCode } from '../../../shared/usStates.js';
import { rowCodec } from '../../db/rows.js';
import { assets, content } from '../../db/schema/index.js';
import type { UsStateContent } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ListedRow, TeaserImage } from './listSql.js';
import { buildTeasers } from './teasers.js';

/**
 * The us_map block's data in one statement: the site's Location terms named after a US state
 * (usStates.ts; matched by name in SQL, so a renamed term counts at once), the live items tagged
 * with them — the page lists' rule: published, published ≤ now, not unpublished; optionally of
 * some types and scheduled to some sections — and per state the count and the newest items
 * (window functions), with their teaser images and company names like the page lists
 * (listSql.ts).
 */
export interface UsStatesSpec {
  /** Empty: every type. */
  types: readonly ContentType[];
  /** Sections an item must be scheduled to now (a section with its descendants); null: the whole site. */
  sectionIds: readonly number[] | null;
  limitPerState: number;
}

/** A listed item of one state, with the state's count (the same on each of its rows). */
export interface UsStateRow extends ListedRow {
  stateCode: UsStateCode;
  stateCount: number;
}

// Exactly the columns a teaser shows (ListedRow less what comes from other tables): the compiler
// keeps this list equal to listSql's.
const TEASER_COLUMNS = {
  id: true,
  tenantId: true,
  type: true,
  status: true,
  name: true,
  teaser: true,
  body: true,
  canonicalPath: true,
  primarySectionId: true,
  primaryImageId: true,
  companyId: true,
  published: true,
  unpublished: true,
  startDate: true,
  endDate: true,
  labels: true,
  membershipIds: true,
  userRegistrationRequired: true,
  updatedAt: true,
} satisfies Record<Exclude<keyof ListedRow, 'image' | 'companyName'>, true>;
const IMAGE_COLUMNS = {
  id: true,
  tenantId: true,
  kind: true,
  fileName: true,
  mimeType: true,
  width: true,
  height: true,
  alt: true,
  caption: true,
  credit: true,
  processingOptions: true,
  version: true,
} satisfies Record<keyof TeaserImage, true>;

const ROW = rowCodec<ListedRow>(content, { only: Object.keys(TEASER_COLUMNS) });
const IMAGE = rowCodec<TeaserImage>(assets, { only: Object.keys(IMAGE_COLUMNS) });

// The term-name rule of usStates.ts (normalizeStateName), in SQL.
const NORMALIZED_NAME = (alias: string) => `regexp_replace(lower(btrim(${alias}.name)), '\\s+', ' ', 'g')`;
const STATE_NAMES = US_STATE_NAME_KEYS.map((key) => key.name);
const STATE_CODES = US_STATE_NAME_KEYS.map((key) => key.code);

const names = new Map<string, string>();

export function usStatesStatement(tenantId: number, now: Date, spec: UsStatesSpec): { text: string; values: unknown[]; name: string } {
  const values: unknown[] = [tenantId, now, STATE_NAMES, STATE_CODES, spec.limitPerState];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['c.tenant_id = $1', 'c.status = 1', 'c.published <= $2', '(c.unpublished is null or c.unpublished > $2)'];
  if (spec.types.length) where.push(`c.type = any(${add([...spec.types])}::text[])`);
  if (spec.sectionIds) {
    where.push(
      `exists (select 1 from content_website_schedules s where s.content_id = c.id and s.start_date <= $2 and (s.end_date is null or s.end_date > $2) and s.section_id = any(${add([...spec.sectionIds])}::int[]))`,
    );
  }
  // Ranked on narrow rows (id, date); only the kept ones are read whole, by primary key. An item
  // tagged with two terms of one state (or a state under two names) counts once.
  const text = `select m."@state", m."@count", ${ROW.select('c', { body: "case when coalesce(c.teaser, '') = '' then left(c.body, 8000) end" })},
    (select case when a.tenant_id = c.tenant_id then ${IMAGE.json('a')} end from assets a where a.id = c.primary_image_id) as "@image",
    (select case when co.tenant_id = c.tenant_id then co.name end from content co where co.id = c.company_id) as "@companyName"
  from (
    select r.state as "@state", r.id, count(*) over (partition by r.state) as "@count",
           row_number() over (partition by r.state order by r.published desc, r.id desc) as "@ord"
      from (
        select distinct k.code as state, c.id, c.published
          from taxonomy_terms t
          join unnest($3::text[], $4::text[]) as k(name, code) on k.name = ${NORMALIZED_NAME('t')}
          join content_taxonomy x on x.term_id = t.id
          join content c on c.id = x.content_id
         where t.tenant_id = $1 and t.type = 'Location' and t.status = 1 and ${where.join(' and ')}
      ) r
  ) m
  join content c on c.id = m.id
  where m."@ord" <= $5
  order by m."@state", m."@ord"`;
  let name = names.get(text);
  if (!name) {
    name = `us_states_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return { text, values, name };
}

/** The statement's rows as listed rows carrying their state and its count, newest first per state. */
export function usStatesResults(records: readonly Record<string, unknown>[]): UsStateRow[] {
  return records.flatMap((record) => {
    const state = usStateByCode(String(record['@state']));
    if (!state) return [];
    const row = ROW.map(record);
    const image = record['@image'];
    return [
      Object.assign(row, {
        image: image && typeof image === 'object' ? IMAGE.map(image as Record<string, unknown>) : null,
        companyName: typeof record['@companyName'] === 'string' ? record['@companyName'] : null,
        stateCode: state.code,
        stateCount: Number(record['@count']),
      }),
    ];
  });
}

export const isUsStateRow = (row: ListedRow): row is UsStateRow => 'stateCode' in row && 'stateCount' in row;

/** More than any map shows per state (the block allows 20): a bound on what one statement reads. */
const MAX_PER_STATE = 50;

/**
 * BlockDataApi.contentByUsState: the states with live items, alphabetical by name. The rows are
 * kept in the site's list cache (slots.lists) like the page lists: dropped by any content change
 * (a term deleted or content re-tagged is one) and after LIST_TTL_MS.
 */
export async function contentByUsState(
  ctx: GraphQLContext,
  args: { includeContentTypes: readonly ContentType[]; sectionId: number | null; limitPerState: number; teaserMaxLength: number },
): Promise<UsStateContent[]> {
  let sectionIds: number[] | null = null;
  if (args.sectionId != null) {
    const tree = await ctx.loaders.sectionTree();
    // A section that no longer exists shows nothing (the block is dropped), it does not fail the page.
    if (!tree.byId.has(args.sectionId)) return [];
    sectionIds = tree.withDescendants(args.sectionId);
  }
  const spec: UsStatesSpec = {
    types: [...new Set(args.includeContentTypes)].sort(),
    sectionIds,
    limitPerState: Math.max(1, Math.min(MAX_PER_STATE, Math.trunc(args.limitPerState))),
  };
  const cached = await ctx.services.slots.lists.get(ctx.tenant.id, JSON.stringify({ kind: 'usStates', ...spec }), async () => {
    const { text, values, name } = usStatesStatement(ctx.tenant.id, ctx.now, spec);
    return usStatesResults(await ctx.services.sql.query(text, values, name));
  });
  const rows = cached.filter(isUsStateRow);
  const teasers = await buildTeasers(ctx, rows, { teaserMaxLength: args.teaserMaxLength });
  const byCode = new Map<UsStateCode, UsStateContent>();
  rows.forEach((row, index) => {
    let state = byCode.get(row.stateCode);
    if (!state) {
      state = { code: row.stateCode, name: usStateByCode(row.stateCode)!.name, count: row.stateCount, items: [] };
      byCode.set(row.stateCode, state);
    }
    state.items.push(teasers[index]!);
  });
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
