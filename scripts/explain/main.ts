/**
 * `npm run explain:lists` (scripts/explain-lists.mjs): EXPLAIN ANALYZE of every list query of the
 * platform on a PostgreSQL database with a scale data set; exit code 1 when a plan does not scale
 * (see planCheck.ts). docs/scale.md describes the options.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db, type SqlRunner } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema/index.js';
import { seedDemo } from '../../src/server/db/seed/index.js';
import { seedScale } from '../../src/server/db/seed/scale.js';
import { createProgressBar } from '../../src/server/db/seed/scale/progress.js';
import { createLocalStorage } from '../../src/server/integrations/storage/index.js';
import { CASES, loadFixtures, type QueryCase } from './cases.js';
import { checkPlan, describePlan, type CheckLimits, type ExplainOutput, type Finding } from './planCheck.js';

interface Statement {
  text: string;
  values: unknown[];
  prepared: boolean;
}

interface Explained {
  statement: Statement;
  custom: ExplainOutput;
  generic: ExplainOutput | null;
  findings: Finding[];
}

const { values: args } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'edr' },
    items: { type: 'string', default: '100000' },
    phrase: { type: 'string', default: 'Voltaic' },
    'max-sorted-rows': { type: 'string', default: '5000' },
    'max-discarded-rows': { type: 'string', default: '5000' },
    verbose: { type: 'boolean', default: false },
    /** The generic plan of every statement, as the server's pool plans them (db/client.ts); by default only named statements and the cases that ask. */
    generic: { type: 'boolean', default: false },
    /** Only the cases whose group or name contains this text (case-insensitive). */
    only: { type: 'string' },
  },
});

const url = process.env.EXPLAIN_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Set EXPLAIN_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database: it is migrated, seeded and scaled up when needed.');
  process.exit(2);
}
const limits: CheckLimits = { maxSortedRows: Number(args['max-sorted-rows']), maxDiscardedRows: Number(args['max-discarded-rows']) };

/** Migrates, seeds the demo when missing and adds scale items until the tenant holds `--items`. */
async function prepare(databaseUrl: string, tenantKey: string, wanted: number): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    const count = async () => {
      const rows = await database.sql.query<{ n: number }>('select count(*)::int as n from content c join tenants t on t.id = c.tenant_id where t.tenant_key = $1', [tenantKey]);
      return rows[0]?.n ?? 0;
    };
    if (!(await database.sql.query('select 1 from tenants limit 1')).length) {
      console.error('Seeding the demo…');
      await seedDemo(database.db, { storage: createLocalStorage(`${process.env.DATA_DIR ?? './data'}/files`), adminPassword: null });
    }
    const missing = wanted - (await count());
    if (missing > 0) {
      const bar = createProgressBar(`seed:scale ${tenantKey}`, missing);
      await seedScale(database.db, { tenantKey, items: missing, onProgress: (done) => bar.update(done) });
      bar.finish();
    }
    // Fresh statistics and visibility maps: plans as a settled database gets them.
    await database.sql.query('vacuum analyze content, content_website_schedules, content_taxonomy, content_authors, content_images');
  } finally {
    await database.close();
  }
}

/** A Drizzle database and a SqlRunner that record every statement the application sends. */
function recorder(pool: pg.Pool) {
  let statements: Statement[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (text, values) => void statements.push({ text, values, prepared: false }) } }) as unknown as Db;
  const sql: SqlRunner = {
    query: async <T>(text: string, values: readonly unknown[] = [], name?: string) => {
      statements.push({ text, values: [...values], prepared: Boolean(name) });
      return (await pool.query({ text, values: [...values] })).rows as T[];
    },
  };
  return {
    db,
    sql,
    async record(run: () => Promise<unknown>): Promise<Statement[]> {
      statements = [];
      await run();
      return statements;
    },
  };
}

const explainOptions = 'analyze, buffers, format json';

/** A bound value as SQL text: EXECUTE takes its arguments inline, not as protocol parameters. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`));
    return client.escapeLiteral(`{${items.join(',')}}`);
  }
  if (typeof value === 'object') return client.escapeLiteral(JSON.stringify(value));
  return client.escapeLiteral(String(value));
}

async function explain(client: pg.PoolClient, statement: Statement, withGeneric: boolean): Promise<Omit<Explained, 'findings'>> {
  const [row] = (await client.query<{ 'QUERY PLAN': ExplainOutput[] }>({ text: `explain (${explainOptions}) ${statement.text}`, values: statement.values })).rows;
  const custom = row!['QUERY PLAN'][0]!;
  let generic: ExplainOutput | null = null;
  if (withGeneric && statement.values.length) {
    // Named statements switch to a generic plan after five runs when it looks no dearer, and the
    // server's pool forces generic plans on every statement (db/client.ts): check that plan too.
    await client.query('set plan_cache_mode = force_generic_plan');
    try {
      await client.query(`prepare explain_generic as ${statement.text}`);
      const args = statement.values.map((value) => literal(client, value)).join(', ');
      const [g] = (await client.query<{ 'QUERY PLAN': ExplainOutput[] }>(`explain (${explainOptions}) execute explain_generic(${args})`)).rows;
      generic = g!['QUERY PLAN'][0]!;
    } finally {
      await client.query('deallocate all');
      await client.query('reset plan_cache_mode');
    }
  }
  return { statement, custom, generic };
}

const shorten = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

async function main(): Promise<void> {
  const tenantKey = args.tenant;
  await prepare(url!, tenantKey, Number(args.items));
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { db, sql, record } = recorder(pool);
  const fixtures = await loadFixtures(db, tenantKey, args.phrase);
  console.log(`# EXPLAIN of the list queries: tenant ${tenantKey}, ${fixtures.items.toLocaleString('en-US')} items`);
  console.log(`Limits: a sort may take ${limits.maxSortedRows} rows, a scan may discard ${limits.maxDiscardedRows}; no Seq Scan on content or its link tables.\n`);
  const client = await pool.connect();
  const failures: string[] = [];
  try {
    const only = args.only?.toLowerCase();
    const cases = (CASES as readonly QueryCase[]).filter((c) => !only || `${c.group}: ${c.name}`.toLowerCase().includes(only));
    for (const queryCase of cases) {
      const statements = await record(() => queryCase.run(db, sql, fixtures));
      console.log(`## ${queryCase.group}: ${queryCase.name}`);
      for (const [i, statement] of statements.entries()) {
        const result = await explain(client, statement, statement.prepared || Boolean(queryCase.genericPlans) || args.generic);
        const plans = [['custom', result.custom], ...(result.generic ? [['generic', result.generic] as const] : [])] as const;
        console.log(`  statement ${i + 1}: ${shorten(statement.text)}`);
        for (const [kind, output] of plans) {
          const findings = checkPlan(output.Plan, limits);
          const time = `${(output['Execution Time'] ?? 0).toFixed(2)} ms`;
          console.log(`  ${kind} plan, ${time}${findings.length ? ` — FAIL: ${findings.map((f) => f.message).join('; ')}` : ' — ok'}`);
          const lines = describePlan(output.Plan);
          for (const line of args.verbose || findings.length ? lines : lines.slice(0, 12)) console.log(`    ${line}`);
          if (!args.verbose && !findings.length && lines.length > 12) console.log(`    … ${lines.length - 12} more nodes (--verbose)`);
          for (const finding of findings) failures.push(`${queryCase.group}: ${queryCase.name} (statement ${i + 1}, ${kind}): ${finding.message}`);
        }
      }
      console.log('');
    }
  } finally {
    client.release();
    await pool.end();
  }
  if (failures.length) {
    console.log(`${failures.length} plan problem(s):`);
    for (const failure of failures) console.log(`- ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('Every list query uses an index: no Seq Scan on content, no large sort, no wasteful scan.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
