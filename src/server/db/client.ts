import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rootPath } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: repos never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Plain SQL for the few statements on every request's path (cache versions, page data): no query
 * building. A `name` makes it a prepared statement on PostgreSQL (parsed and planned once per
 * connection); PGlite runs one query at a time in process and ignores it.
 */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, values?: readonly unknown[], name?: string): Promise<T[]>;
}

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string (the change bus opens its own LISTEN connection). */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs SQL that may hold several statements (no parameters) and returns the rows of the last:
   * what the job queue (src/server/jobs) sends when it installs its schema.
   */
  script<T = Record<string, unknown>>(text: string): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (used to clone a seeded database in tests). */
  dump?(): Promise<Blob>;
  /**
   * Calls `listener` with the text of every statement sent from now on, until the returned
   * function is called (tests count the statements of a page).
   */
  observe(listener: (text: string) => void): () => void;
}

/** Wraps an object's query method so observers see every statement; a no-op while nobody listens. */
function observable(listeners: Set<(text: string) => void>) {
  return <T extends object>(target: T, method: 'query' | 'exec'): void => {
    const original = (target as Record<string, unknown>)[method] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      if (listeners.size) {
        const first = args[0];
        const text = typeof first === 'string' ? first : typeof (first as { text?: unknown })?.text === 'string' ? (first as { text: string }).text : String(first);
        for (const listener of listeners) listener(text);
      }
      return original.apply(this, args);
    };
  };
}

const observerOf = (listeners: Set<(text: string) => void>) => (listener: (text: string) => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

const migrationsFolder = () => rootPath('src/server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails a request (503) instead of holding it forever.
      connectionTimeoutMillis: 5_000,
      // Named statements (the page's few: sql.query with a name) are planned once per connection:
      // custom plans would re-plan the page's lists statement on every execution (milliseconds).
      // The setting applies to unnamed statements (everything Drizzle sends) too: they get generic
      // plans, made without the parameters' values. A query whose best plan depends on a value
      // writes it into the SQL (the admin list's tenant id); `npm run explain:lists -- --generic`
      // shows the generic plans (docs/scale.md).
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const listeners = new Set<(text: string) => void>();
    const watch = observable(listeners);
    // pool.query checks a client out and calls its query: wrapping the clients sees every statement.
    pool.on('connect', (client) => watch(client, 'query'));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      sql: {
        query: async <T>(text: string, values: readonly unknown[] = [], name?: string) =>
          (await pool.query({ text, values: values as unknown[], ...(name ? { name } : {}) })).rows as T[],
      },
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsFolder() }),
      script: async <T>(text: string) => {
        // Without parameters pg uses the simple protocol, which takes several statements.
        const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return ((Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? []) as T[];
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      observe: observerOf(listeners),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create({
    // The admin search's name index uses trigrams (migration 0006 creates the extension).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const listeners = new Set<(text: string) => void>();
  const watch = observable(listeners);
  watch(client, 'query');
  watch(client, 'exec');
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    sql: { query: async <T>(text: string, values: readonly unknown[] = []) => (await client.query<T>(text, values as unknown[])).rows },
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    script: async <T>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as T[],
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none') as Promise<Blob>,
    observe: observerOf(listeners),
  };
}

export function databaseOptionsFromConfig(config: { databaseUrl: string | null; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function hasRows(db: Db, table: 'tenants'): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from ${sql.identifier(table)}) as "exists"`);
  const row = (result as { rows: unknown[] }).rows[0] as { exists?: boolean } | undefined;
  return row?.exists === true;
}
