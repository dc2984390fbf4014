import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { ExportFilters } from '../../../db/schema/index.js';
import type { Cell } from '../csv.js';

/**
 * What one kind of export reads: its header, how many rows its filters match, and the rows in
 * batches after a cursor (ascending ids, keyset paging: a batch is found through an index, never
 * by skipping rows, and no batch is held longer than it takes to write it).
 */
export interface ExportSource {
  header: readonly string[];
  count(db: Db, tenantId: number, filters: ExportFilters): Promise<number>;
  /** At most `limit` rows with ids above `after`, and the last id read (null when none). */
  batch(db: Db, tenantId: number, filters: ExportFilters, after: number, limit: number): Promise<{ rows: Cell[][]; last: number | null }>;
}

/**
 * `column = any($1::int[])`: a batch's ids as one array parameter, not a list of a thousand. The
 * statement text stays the same from batch to batch (planned once), and the planner's guess for an
 * array parameter does not scale with the list, so it keeps to the index even while the table's
 * statistics lag behind a bulk load (an IN list of 1,000 ids read the whole link table then).
 */
export const anyOf = (column: Column, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;
