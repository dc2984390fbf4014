import type { SqlRunner } from '../../db/client.js';
import { rowCodec } from '../../db/rows.js';
import { assets, content, contentWebsiteSchedules, persons, taxonomyTerms } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Loaders } from '../../graphql/loaders.js';
import type { AssetRow } from '../assets/repo.js';
import type { PersonRow } from '../persons/repo.js';
import type { TaxonomyRow } from '../taxonomy/repo.js';
import type { ContentRow, ScheduleRow } from './repo.js';

export const CONTENT_ROW = rowCodec<ContentRow>(content, { exclude: ['searchVector'] });
export const ASSET_ROW = rowCodec<AssetRow>(assets);
const PERSON_ROW = rowCodec<PersonRow>(persons);
const TERM_ROW = rowCodec<TaxonomyRow>(taxonomyTerms);
const SCHEDULE_ROW = rowCodec<ScheduleRow>(contentWebsiteSchedules);

/** A content item with everything its page and its GraphQL fields show, read in one statement. */
export interface ContentGraph {
  row: ContentRow;
  authors: PersonRow[];
  taxonomy: TaxonomyRow[];
  images: AssetRow[];
  primaryImage: AssetRow | null;
  schedules: ScheduleRow[];
  company: ContentRow | null;
}

/**
 * The relations as JSON columns of the item's row, each in the order its DataLoader keeps
 * (authors and images by position, terms by type and name, schedules by start), each limited to
 * the item's own site.
 */
const RELATIONS = `
  (select coalesce(json_agg(${PERSON_ROW.json('p')} order by ca.position), '[]')
     from content_authors ca join persons p on p.id = ca.person_id and p.tenant_id = c.tenant_id
    where ca.content_id = c.id) as "@authors",
  (select coalesce(json_agg(${TERM_ROW.json('t')} order by t.type, t.name), '[]')
     from content_taxonomy ct join taxonomy_terms t on t.id = ct.term_id and t.tenant_id = c.tenant_id
    where ct.content_id = c.id) as "@taxonomy",
  (select coalesce(json_agg(${ASSET_ROW.json('a')} order by ci.position), '[]')
     from content_images ci join assets a on a.id = ci.asset_id and a.tenant_id = c.tenant_id
    where ci.content_id = c.id) as "@images",
  (select ${ASSET_ROW.json('a')} from assets a where a.id = c.primary_image_id and a.tenant_id = c.tenant_id) as "@primaryImage",
  (select coalesce(json_agg(${SCHEDULE_ROW.json('s')} order by s.start_date, s.id), '[]')
     from content_website_schedules s where s.content_id = c.id and s.tenant_id = c.tenant_id) as "@schedules",
  (select ${CONTENT_ROW.json('co')} from content co where co.id = c.company_id and co.tenant_id = c.tenant_id) as "@company"`;

const statement = (where: string) => `select ${CONTENT_ROW.select('c')}, ${RELATIONS} from content c where c.tenant_id = $1 and ${where} limit 1`;

// Prepared once per connection (named): these run on every uncached content page and getContent.
const QUERIES = {
  alias: { name: 'content_graph_by_alias', text: statement('c.alias = $2') },
  lowerAlias: { name: 'content_graph_by_lower_alias', text: statement('lower(c.alias) = $2') },
  id: { name: 'content_graph_by_id', text: statement('c.id = $2') },
} as const;

type Lookup = { alias: string } | { lowerAlias: string } | { id: number };

const list = <T>(value: unknown, map: (record: Record<string, unknown>) => T): T[] =>
  Array.isArray(value) ? value.map((item) => map(item as Record<string, unknown>)) : [];
const one = <T>(value: unknown, map: (record: Record<string, unknown>) => T): T | null =>
  value && typeof value === 'object' ? map(value as Record<string, unknown>) : null;

/** One content item of a site with its relations, whatever its status (callers decide who may see it). */
export async function findContentGraph(sql: SqlRunner, tenantId: number, lookup: Lookup): Promise<ContentGraph | null> {
  const [query, value] = 'alias' in lookup ? [QUERIES.alias, lookup.alias] : 'lowerAlias' in lookup ? [QUERIES.lowerAlias, lookup.lowerAlias.toLowerCase()] : [QUERIES.id, lookup.id];
  const [record] = await sql.query<Record<string, unknown>>(query.text, [tenantId, value], query.name);
  if (!record) return null;
  return {
    row: CONTENT_ROW.map(record),
    authors: list(record['@authors'], PERSON_ROW.map),
    taxonomy: list(record['@taxonomy'], TERM_ROW.map),
    images: list(record['@images'], ASSET_ROW.map),
    primaryImage: one(record['@primaryImage'], ASSET_ROW.map),
    schedules: list(record['@schedules'], SCHEDULE_ROW.map),
    company: one(record['@company'], CONTENT_ROW.map),
  };
}

const freezeAll = (items: readonly object[]): void => {
  for (const item of items) Object.freeze(item);
  Object.freeze(items);
};

/**
 * The content editor's preview (preview.ts): the unsaved item, held for the one request that renders
 * it, keyed by that request's context object. Nothing a request carries can name a draft, no other
 * request sees it, it never enters the site's cache, and it is gone with the request.
 */
const drafts = new WeakMap<object, ContentGraph>();

/** Holds the unsaved item for this request only; preview.ts calls it after every check of saveContent. */
export function holdContentDraft(ctx: GraphQLContext, graph: ContentGraph): void {
  drafts.set(ctx, graph);
}

/** The unsaved item of this request when the lookup names it (its id once saved, its alias as saving would make it). */
function draftAt(ctx: object, lookup: Lookup): ContentGraph | null {
  const draft = drafts.get(ctx);
  if (!draft) return null;
  const { id, alias } = draft.row;
  const hit = 'alias' in lookup ? lookup.alias === alias : 'lowerAlias' in lookup ? lookup.lowerAlias.toLowerCase() === alias.toLowerCase() : id > 0 && lookup.id === id;
  return hit ? draft : null;
}

/**
 * The same through the site's cache (slots.contentGraphs): a warm node reads a content page's item
 * from no table. What it holds is shared by every request, so it is frozen (a resolver that tried to
 * change it would fail loudly instead of changing it for everyone). In a content preview the unsaved
 * item stands in for its stored row: the page and getContent both read the item here.
 */
export function contentGraphOf(ctx: Pick<GraphQLContext, 'services' | 'tenant'>, lookup: Lookup): Promise<ContentGraph | null> {
  const draft = draftAt(ctx, lookup);
  if (draft) return Promise.resolve(draft);
  const key = 'alias' in lookup ? `a:${lookup.alias}` : 'lowerAlias' in lookup ? `l:${lookup.lowerAlias.toLowerCase()}` : `i:${lookup.id}`;
  return ctx.services.slots.contentGraphs.get(ctx.tenant.id, key, async () => {
    const graph = await findContentGraph(ctx.services.sql, ctx.tenant.id, lookup);
    if (!graph) return null;
    for (const row of [graph.row, graph.primaryImage, graph.company]) if (row) Object.freeze(row);
    freezeAll(graph.authors);
    freezeAll(graph.taxonomy);
    freezeAll(graph.images);
    freezeAll(graph.schedules);
    return Object.freeze(graph);
  });
}

/** Hands the graph to the request's DataLoaders: the item's nested GraphQL fields then read no more rows. */
export function primeContentGraph(loaders: Loaders, graph: ContentGraph): ContentRow {
  const id = graph.row.id;
  loaders.content.prime(id, graph.row);
  loaders.authorsByContent.prime(id, graph.authors);
  loaders.taxonomyByContent.prime(id, graph.taxonomy);
  loaders.imagesByContent.prime(id, graph.images);
  loaders.schedulesByContent.prime(id, graph.schedules);
  for (const image of graph.images) loaders.asset.prime(image.id, image);
  if (graph.primaryImage) loaders.asset.prime(graph.primaryImage.id, graph.primaryImage);
  else if (graph.row.primaryImageId !== null) loaders.asset.prime(graph.row.primaryImageId, null);
  if (graph.company) loaders.content.prime(graph.company.id, graph.company);
  else if (graph.row.companyId !== null) loaders.content.prime(graph.row.companyId, null);
  return graph.row;
}
