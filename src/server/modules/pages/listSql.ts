import { createHash } from 'node:crypto';
import { rowCodec } from '../../db/rows.js';
import { assets, content } from '../../db/schema/index.js';
import type { AssetRow } from '../assets/repo.js';
import type { ContentFilter, ContentRow, ContentSort } from '../content/repo.js';

/**
 * The lists of one page in one statement (issue 10 item 3): every content list block and the
 * related-content block become branches of one UNION ALL, each with its own filter, order and
 * limit; teaser images and company names come with the rows. Parameters stay parameters (arrays
 * as `= any($n)`), so a layout's statement text repeats from request to request and is prepared
 * once per connection.
 */
export type ListSpec =
  | { kind: 'list'; filter: ListFilter; sort: ContentSort; limit: number; offset: number }
  /** Shared terms first (more shared first), then the item's primary section, newest first within each. */
  | { kind: 'related'; contentId: number; termIds: readonly number[]; sectionId: number | null; limit: number; excludeIds: readonly number[] };

/** A list's filter: getContentStream's, and the company whose items to list (company_videos, company_content). */
export interface ListFilter extends ContentFilter {
  companyId?: number | null;
}

/** What a teaser shows of a listed item (pages/teasers.ts), and what lists sort by. */
const TEASER_FIELDS = [
  'id',
  'tenantId',
  'type',
  'status',
  'name',
  'teaser',
  'body',
  'canonicalPath',
  'primarySectionId',
  'primaryImageId',
  'companyId',
  'published',
  'unpublished',
  'startDate',
  'endDate',
  'labels',
  'membershipIds',
  'userRegistrationRequired',
  'updatedAt',
] as const satisfies readonly (keyof ContentRow)[];
const IMAGE_FIELDS = ['id', 'tenantId', 'kind', 'fileName', 'mimeType', 'width', 'height', 'alt', 'caption', 'credit', 'processingOptions', 'version'] as const satisfies readonly (keyof AssetRow)[];

export type TeaserImage = Pick<AssetRow, (typeof IMAGE_FIELDS)[number]>;

/**
 * A listed item as its teaser shows it, with its image and its company's name. Its `body` is there
 * only when the item has no teaser (the teaser's fallback), and only its first 8,000 characters.
 */
export interface ListedRow extends Pick<ContentRow, (typeof TEASER_FIELDS)[number]> {
  image: TeaserImage | null;
  companyName: string | null;
}

const TEASER_ROW = rowCodec<ListedRow>(content, { only: TEASER_FIELDS });
/** A teaser's image as a JSON column (also read with the company blocks' contacts, contacts/repo.ts). */
export const TEASER_IMAGE = rowCodec<TeaserImage>(assets, { only: IMAGE_FIELDS });

/** How many of a term's items (newest by id) are considered for related content: bounded work at any catalogue size. */
const RELATED_PER_TERM = 100;

const SORT_COLUMN: Record<ContentSort['field'], string> = { published: 'published', name: 'name', startDate: 'start_date', updated: 'updated_at', id: 'id' };

class Params {
  readonly values: unknown[];
  constructor(tenantId: number, now: Date) {
    this.values = [tenantId, now];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const live = (alias: string) => `${alias}.status = 1 and ${alias}.published <= $2 and (${alias}.unpublished is null or ${alias}.unpublished > $2)`;

function listWhere(filter: ListFilter, params: Params): string {
  const parts = ['c.tenant_id = $1', live('c')];
  if (filter.companyId != null) parts.push(`c.company_id = ${params.add(filter.companyId)}`);
  if (filter.types?.length) parts.push(`c.type = any(${params.add([...filter.types])}::text[])`);
  if (filter.excludeTypes?.length) parts.push(`not (c.type = any(${params.add([...filter.excludeTypes])}::text[]))`);
  if (filter.includeIds) parts.push(`c.id = any(${params.add([...filter.includeIds])}::int[])`);
  if (filter.excludeIds?.length) parts.push(`not (c.id = any(${params.add([...filter.excludeIds])}::int[]))`);
  if (filter.requiresImage) parts.push('c.primary_image_id is not null');
  if (filter.startDateAfter) parts.push(`c.start_date >= ${params.add(filter.startDateAfter)}`);
  if (filter.startDateBefore) parts.push(`c.start_date < ${params.add(filter.startDateBefore)}`);
  if (filter.publishedAfter) parts.push(`c.published >= ${params.add(filter.publishedAfter)}`);
  if (filter.publishedBefore) parts.push(`c.published < ${params.add(filter.publishedBefore)}`);
  if (filter.sectionIds || filter.scheduleOption) {
    const schedule = ['s.content_id = c.id', 's.start_date <= $2', '(s.end_date is null or s.end_date > $2)'];
    if (filter.sectionIds) schedule.push(`s.section_id = any(${params.add([...filter.sectionIds])}::int[])`);
    if (filter.scheduleOption) schedule.push(`s.option = ${params.add(filter.scheduleOption)}`);
    parts.push(`exists (select 1 from content_website_schedules s where ${schedule.join(' and ')})`);
  }
  if (filter.authorId) parts.push(`exists (select 1 from content_authors ca where ca.content_id = c.id and ca.person_id = ${params.add(filter.authorId)})`);
  if (filter.issueId != null || filter.issueSectionId != null) {
    const issue = ['cis.content_id = c.id'];
    if (filter.issueId != null) issue.push(`cis.issue_id = ${params.add(filter.issueId)}`);
    if (filter.issueSectionId != null) issue.push(`cis.section_id = ${params.add(filter.issueSectionId)}`);
    parts.push(`exists (select 1 from content_issue_schedules cis where ${issue.join(' and ')})`);
  }
  return parts.join(' and ');
}

/**
 * Nulls last, like getContentStream — and like the indexes, which Drizzle declares `DESC NULLS
 * LAST`: the order must match theirs for an index to serve it without a sort.
 */
const orderOf = (alias: string, sort: ContentSort) => `${alias}.${SORT_COLUMN[sort.field]} ${sort.order} nulls last, ${alias}.id ${sort.order}`;

/**
 * A listed item's body only serves as the teaser when the item has none (teaserOf's fallback):
 * otherwise it is not read at all, and then only its start.
 */
const LISTED = (alias: string) => TEASER_ROW.select(alias, { body: `case when coalesce(${alias}.teaser, '') = '' then left(${alias}.body, 8000) end` });

function listBranch(index: number, spec: Extract<ListSpec, { kind: 'list' }>, params: Params): string {
  const where = listWhere(spec.filter, params);
  const limit = params.add(spec.limit);
  const offset = params.add(spec.offset);
  return `select ${index} as "@block", row_number() over (order by ${orderOf('b', spec.sort)}) as "@ord", ${TEASER_ROW.select('b')} from (
    select ${LISTED('c')} from content c where ${where} order by ${orderOf('c', spec.sort)} limit ${limit} offset ${offset}) b`;
}

function relatedBranch(index: number, spec: Extract<ListSpec, { kind: 'related' }>, params: Params): string {
  const self = params.add(spec.contentId);
  const terms = params.add([...spec.termIds]);
  const section = params.add(spec.sectionId);
  const candidates = params.add(spec.limit + spec.excludeIds.length);
  const exclude = params.add([spec.contentId, ...spec.excludeIds]);
  const limit = params.add(spec.limit);
  const pick = (alias: string) => `${alias}.tenant_id = $1 and ${live(alias)} and ${alias}.type <> 'Page' and ${alias}.id <> ${self}`;
  return `select ${index} as "@block", row_number() over (order by b."@shared" desc, b."@same" desc, b.published desc nulls last, b.id desc) as "@ord", ${TEASER_ROW.select('b')} from (
    select ${TEASER_ROW.select('c')}, k.shared as "@shared", coalesce(c.primary_section_id = ${section}, false) as "@same"
    from (select id, max(shared) as shared from (
        select t.content_id as id, count(*) as shared
          from unnest(${terms}::int[]) as term(id)
          cross join lateral (select x.content_id from content_taxonomy x where x.term_id = term.id and x.content_id <> ${self} order by x.content_id desc limit ${RELATED_PER_TERM}) t
         group by t.content_id
        union all
        (select s.id, 0 from content s where ${pick('s')} and s.primary_section_id = ${section} order by s.published desc nulls last limit ${candidates})
        union all
        (select n.id, 0 from content n where ${pick('n')} order by n.published desc nulls last limit ${candidates})
      ) u group by id) k
    -- Each candidate by its primary key: the candidates are few, the site's content is not.
    cross join lateral (select ${LISTED('c')} from content c where c.id = k.id and ${pick('c')} and not (c.id = any(${exclude}::int[]))) c
    order by k.shared desc, "@same" desc, c.published desc nulls last, c.id desc
    limit ${limit}) b`;
}

const names = new Map<string, string>();

/** The statement for a page's lists; its name is the text's hash (one prepared statement per shape of layout). */
export function listStatement(tenantId: number, now: Date, specs: readonly ListSpec[]): { text: string; values: unknown[]; name: string } {
  const params = new Params(tenantId, now);
  const branches = specs.map((spec, index) => `(${spec.kind === 'list' ? listBranch(index, spec, params) : relatedBranch(index, spec, params)})`);
  // Looked up by primary key only (the site is checked on the row found): a plan by the site's
  // index would read every asset or item of the site for each row.
  const text = `select l.*,
    (select case when a.tenant_id = l.tenant_id then ${TEASER_IMAGE.json('a')} end from assets a where a.id = l.primary_image_id) as "@image",
    (select case when co.tenant_id = l.tenant_id then co.name end from content co where co.id = l.company_id) as "@companyName"
  from (${branches.join(' union all ')}) l order by "@block", "@ord"`;
  let name = names.get(text);
  if (!name) {
    name = `page_lists_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // A bound on what a hostile stream of layouts could grow; the driver keeps its own per connection.
    if (names.size > 5_000) names.clear();
    names.set(text, name);
  }
  return { text, values: params.values, name };
}

/** The rows of each spec, in order. */
export function listResults(records: readonly Record<string, unknown>[], count: number): ListedRow[][] {
  const results: ListedRow[][] = Array.from({ length: count }, () => []);
  for (const record of records) {
    const row = TEASER_ROW.map(record);
    const image = record['@image'];
    row.image = image && typeof image === 'object' ? TEASER_IMAGE.map(image as Record<string, unknown>) : null;
    row.companyName = typeof record['@companyName'] === 'string' ? record['@companyName'] : null;
    results[Number(record['@block'])]?.push(row);
  }
  return results;
}
