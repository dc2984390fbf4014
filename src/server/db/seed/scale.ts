import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import { canonicalPathOf, contentAlias } from '../../../shared/aliases.js';
import { withSuffix } from '../../../shared/contentFields.js';
import { recordSiteChangeNow } from '../../cache/siteChanges.js';
import { CONTENT_LISTS_TAG } from '../../integrations/pageCache/index.js';
import type { Db } from '../client.js';
import { content, contentAuthors, contentImages, contentTaxonomy, contentWebsiteSchedules } from '../schema/index.js';
import { loadScaleContext } from './scale/context.js';
import { planItem, type PlannedItem } from './scale/items.js';
import { createRandom, mixSeed } from './scale/random.js';

export interface ScaleSeedOptions {
  tenantKey: string;
  /** How many items to add. */
  items: number;
  /** The same seed over the same database gives the same items. Default 1. */
  seed?: number;
  /** Rows per INSERT statement (and per transaction). Default 1000. */
  batchSize?: number;
  /**
   * Batches written at the same time, each on its own connection. PostgreSQL builds the
   * full-text vectors and index entries of two batches on two cores; PGlite runs one at a time
   * anyway. Default 1.
   */
  concurrency?: number;
  now?: Date;
  /** Called after every committed batch. */
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleSeedResult {
  tenantId: number;
  added: number;
  schedules: number;
  taxonomy: number;
  authors: number;
  images: number;
  /** Content items the tenant holds now. */
  total: number;
  ms: number;
}

/** The content id sequence ends at 99,999,999 (8-digit ids). */
const LAST_CONTENT_ID = 99_999_999;

/**
 * Inserts rows with one statement and one parameter: the rows travel as a JSON array that
 * PostgreSQL expands with json_populate_recordset. That is several times faster than a
 * multi-row VALUES list with tens of thousands of parameters, and works the same on PGlite and
 * PostgreSQL (COPY does not exist on PGlite's query path). Rows are camelCase like Drizzle's
 * inserts; keys become column names here. A column missing from every row gets its default.
 */
async function insertJson<T extends Table>(db: Db, table: T, rows: readonly Partial<T['$inferInsert']>[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => columns[key]);
  const records = rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null])));
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  const tableName = sql.identifier(getTableName(table));
  await db.execute(sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)`);
}

/** `base`, `base-2`, ... the first that no item or section of the site uses (the rule of real saves). */
function aliasAllocator(taken: Set<string>) {
  // The next suffix to try per base: a popular name does not rescan its whole suffix run.
  const attempts = new Map<string, number>();
  return (base: string): string => {
    for (let attempt = attempts.get(base) ?? 1; ; attempt++) {
      const candidate = withSuffix(base, attempt);
      if (!taken.has(candidate)) {
        taken.add(candidate);
        attempts.set(base, attempt + 1);
        return candidate;
      }
    }
  };
}

/**
 * Adds `items` realistic content items to a seeded tenant (issue 10 item 5): all 16 types,
 * schedules over the section tree, authors, taxonomy and reused images, in batches of one
 * transaction each. Ends with a site change, so running servers drop cached lists and pages.
 */
export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 1000;
  const { ctx, aliases, existing } = await loadScaleContext(db, options.tenantKey, now);
  const allocate = aliasAllocator(aliases);
  const totals = { schedules: 0, taxonomy: 0, authors: 0, images: 0 };

  const concurrency = Math.max(1, options.concurrency ?? 1);
  const running = new Set<Promise<void>>();
  let committed = 0;
  try {
    for (let planned = 0; planned < options.items; ) {
      const size = Math.min(batchSize, options.items - planned);
      // Ids, aliases and company references are fixed here, in batch order, so that the items do
      // not depend on which of the concurrent batches commits first.
      const idRows = await db.execute(sql`select nextval('content_id_seq')::int as id from generate_series(1, ${size})`);
      const ids = (idRows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      if ((ids[ids.length - 1] ?? 0) > LAST_CONTENT_ID) throw new Error('The content id sequence is exhausted (8-digit ids).');
      const items: PlannedItem[] = Array.from({ length: size }, (_, i) => planItem(createRandom(mixSeed(seed, existing + planned + i)), ctx));
      const rows = items.map((item, i) => {
        const alias = allocate(contentAlias({ sectionAlias: item.sectionAlias, name: item.row.name }));
        return { ...item.row, id: ids[i]!, alias, canonicalPath: canonicalPathOf(alias) };
      });
      // Companies of this batch can be the company of later products and press releases.
      rows.forEach((row) => row.type === 'Company' && row.status === 1 && ctx.companies.push({ id: row.id, name: row.name }));
      const relations = {
        schedules: items.flatMap((item, i) => item.schedules.map((s) => ({ tenantId: ctx.tenantId, contentId: ids[i]!, ...s }))),
        taxonomy: items.flatMap((item, i) => item.termIds.map((termId) => ({ contentId: ids[i]!, termId }))),
        authors: items.flatMap((item, i) => item.authorIds.map((personId, position) => ({ contentId: ids[i]!, personId, position }))),
        images: items.flatMap((item, i) => item.imageIds.map((assetId, position) => ({ contentId: ids[i]!, assetId, position }))),
      };
      const job = db
        .transaction(async (tx) => {
          // One after the other: statements never overlap inside a transaction (pg deprecates it).
          await insertJson(tx, content, rows);
          await insertJson(tx, contentWebsiteSchedules, relations.schedules);
          await insertJson(tx, contentTaxonomy, relations.taxonomy);
          await insertJson(tx, contentAuthors, relations.authors);
          await insertJson(tx, contentImages, relations.images);
        })
        .then(() => {
          totals.schedules += relations.schedules.length;
          totals.taxonomy += relations.taxonomy.length;
          totals.authors += relations.authors.length;
          totals.images += relations.images.length;
          committed += size;
          options.onProgress?.(committed, options.items);
        });
      running.add(job);
      void job.finally(() => running.delete(job)).catch(() => undefined);
      planned += size;
      if (running.size >= concurrency) await Promise.race(running);
    }
    await Promise.all(running);
  } finally {
    // A failed batch leaves the others to finish (or fail) before the error is reported.
    await Promise.allSettled(running);
  }

  // Fresh statistics and visibility maps: the planner must see the new distribution before the
  // next list query, and counts are index-only scans only on pages marked all-visible
  // (autovacuum would get there, but only after its own delay). VACUUM runs outside transactions.
  for (const table of ['content', 'content_website_schedules', 'content_taxonomy', 'content_authors', 'content_images']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await recordSiteChangeNow(db, { tenantId: ctx.tenantId, tags: [CONTENT_LISTS_TAG] });
  return { tenantId: ctx.tenantId, added: options.items, ...totals, total: existing + options.items, ms: Date.now() - started };
}
