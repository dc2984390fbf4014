#!/usr/bin/env node
// `npm run bench -- --scale` (bench/run.mjs hands over): the same endpoints at 1k, 10k and 100k
// content items of one site (issue 10 item 5, docs/scale.md). Needs BENCH_DATABASE_URL, a
// PostgreSQL server: a fresh database is created there, the production server runs on it, and
// `seed:scale` grows the edr site from tier to tier while the server keeps running (its site
// change drops cached lists). Pages are measured uncached (cache-bypass=true): the page cache
// hides the data size. 10 connections, a short warm-up, 5 s each. Never part of `npm test`.
//   BENCH_SCALE_TIERS=1000,10000,100000  BENCH_WARMUP=1  BENCH_DURATION=5  BENCH_REPEAT=2 (best run counts)
//   --keep (keep the database)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 10;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Runs per endpoint; the best counts. Other work on a shared machine only ever slows a run down. */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);
const TIERS = (process.env.BENCH_SCALE_TIERS ?? '1000,10000,100000').split(',').map(Number);
const PORT = 3211;
const TENANT = 'edr';
/** A company name of the demo that the scale seed reuses: a realistic editor's search. */
const PHRASE = 'Voltaic';
/** The figure of issue 10 item 5 for these rows: at most this much slower at 100k than at 1k. */
const TARGET = 1.5;
const TARGET_ROWS = new Set(['article page (uncached)', 'section page (uncached)', 'admin content list']);

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('The scale bench needs PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); a fresh database is created there.');
  process.exit(1);
}

// The build must contain the current sources (like `npm start`): a stale one measures old code.
const SOURCES = ['src', 'operations', 'schema', 'package.json', 'vite.config.ts'];
const newest = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).filter((c) => !(entry === 'src' && c === 'gql')).map((c) => newest(path.join(entry, c))));
};
if (!existsSync('dist/.build-stamp') || Math.max(...SOURCES.map(newest)) > statSync('dist/.build-stamp').mtimeMs) {
  console.error('Building (the production build is missing or older than the sources)…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};
const dbName = `bench_scale_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const password = randomBytes(12).toString('base64url');
const work = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: dbUrl, DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'error' };
const base = `http://127.0.0.1:${PORT}`;

await admin(`create database ${dbName}`);
let server = null;

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const load = (options) =>
  new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, ...options }, (err, result) => (err ? reject(err) : resolve(result))));

async function measure(options) {
  await load({ ...options, duration: WARMUP_S });
  let best = null;
  for (let i = 0; i < REPEAT; i += 1) {
    const r = await load({ ...options, duration: DURATION_S });
    const run = { rps: r.requests.average, p50: r.latency.p50, errors: r.errors + r.non2xx + r.timeouts };
    if (!best || run.rps > best.rps) best = { ...run, errors: Math.max(run.errors, best?.errors ?? 0) };
  }
  return best;
}

async function graphql(text, variables, headers = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-key': TENANT, ...headers },
    body: JSON.stringify({ query: text, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${JSON.stringify(body.errors)}`);
  return body.data;
}

const operation = async (kind, name) => (await fetch(`${base}/graphql/${kind}/${name}.gql`)).text();

/** Grows the site to `total` items with seed:scale (the bundled CLI, as in production). */
async function growTo(total) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from content c join tenants t on t.id = c.tenant_id where t.tenant_key = $1', [TENANT]);
  await client.end();
  const missing = total - rows[0].n;
  if (missing <= 0) return rows[0].n;
  const started = Date.now();
  const run = spawnSync(process.execPath, ['dist/node/db/seed/scale-cli.mjs', '--items', String(missing), '--tenant', TENANT], { env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`seed:scale failed: ${run.stdout}`);
  console.error(`${run.stdout.trim()} (${((Date.now() - started) / 1000).toFixed(1)} s with the process start)`);
  return total;
}

/** The endpoints of one tier: the same rules pick the article, section and queries at every size. */
async function endpoints(texts, token) {
  const sections = (await graphql(texts.hierarchy, {})).getWebsiteSectionsHierarchy;
  const tops = sections.filter((s) => s.depth === 1 && s.alias !== 'home');
  const section = tops.find((s) => sections.some((child) => child.parentId === s.id)) ?? tops[0];
  const newestArticle = (await graphql(texts.stream, { type: 'Article', limit: 1 })).getContentStream.edges[0].node;
  const post = (text, variables, headers = {}) => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-key': TENANT, ...headers },
    body: JSON.stringify({ query: text, variables }),
  });
  const get = (p) => ({ url: `${base}${p}`, headers: { 'x-tenant-key': TENANT } });
  console.error(`Article ${newestArticle.canonicalPath}, section /${section.alias}`);
  return [
    ['article page (uncached)', get(`${newestArticle.canonicalPath}?cache-bypass=true`)],
    ['section page (uncached)', get(`/${section.alias}?cache-bypass=true`)],
    ['home page (uncached)', get('/?cache-bypass=true')],
    ['getContentStream (section, bubbling)', post(texts.stream, { sectionId: section.id, sectionBubbling: true, limit: 10 })],
    [
      'admin content list',
      post(
        texts.adminStream,
        { input: { types: ['Article', 'News', 'PressRelease'], statuses: [1, 2], phrase: PHRASE, sortField: 'published', sortOrder: 'desc', pagination: { limit: 25 } } },
        { authorization: `Bearer ${token}` },
      ),
    ],
    ['/sitemap.xml', get('/sitemap.xml')],
    ['/sitemap/content-article-1.xml', get('/sitemap/content-article-1.xml')],
    ['RSS feed (section)', get(`/__rss/website-scheduled-content.xml?input=${encodeURIComponent(JSON.stringify({ sectionAlias: section.alias }))}`)],
  ];
}

const results = new Map();
const label = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));
try {
  server = spawn(process.execPath, ['dist/node/main.mjs'], { env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', ADMIN_PASSWORD: password }, stdio: 'ignore' });
  await waitFor(`${base}/healthz`);
  const texts = {
    stream: await operation('query', 'getContentStream'),
    adminStream: await operation('query', 'getContentAdminStream'),
    hierarchy: await operation('query', 'getWebsiteSectionsHierarchy'),
    login: await operation('mutation', 'loginCmsUser'),
  };
  for (const tier of TIERS) {
    await growTo(tier);
    const token = (await graphql(texts.login, { username: 'admin', password })).loginCmsUser.bearerToken;
    for (const [name, options] of await endpoints(texts, token)) {
      const result = await measure(options);
      results.set(name, { ...(results.get(name) ?? {}), [tier]: result });
      console.error(`${label(tier)} ${name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms${result.errors ? `, ${result.errors} errors` : ''}`);
    }
  }

  const first = TIERS[0];
  const last = TIERS[TIERS.length - 1];
  console.log(`\n${cpus().length} cores (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end), PostgreSQL, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, best of ${REPEAT} × ${DURATION_S} s per endpoint; tenant ${TENANT}, pages uncached (cache-bypass=true)\n`);
  console.log(`| endpoint | ${TIERS.map((t) => `req/s ${label(t)} | p50 ms ${label(t)}`).join(' | ')} | slowdown ${label(last)}/${label(first)} |`);
  console.log(`|---|${TIERS.map(() => '---:|---:').join('|')}|---:|`);
  for (const [name, byTier] of results) {
    const cells = TIERS.map((t) => (byTier[t] ? `${Math.round(byTier[t].rps)}${byTier[t].errors ? ` (${byTier[t].errors} err)` : ''} | ${byTier[t].p50}` : '– | –'));
    const slowdown = byTier[first] && byTier[last] ? byTier[first].rps / byTier[last].rps : NaN;
    const mark = TARGET_ROWS.has(name) ? (slowdown <= TARGET ? ' ✓' : ` ✗ (target ≤ ${TARGET}×)`) : '';
    console.log(`| ${name} | ${cells.join(' | ')} | ${Number.isFinite(slowdown) ? `${slowdown.toFixed(2)}×` : '–'}${mark} |`);
  }
  console.log('\nslowdown = req/s at the smallest size ÷ req/s at the largest.');
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (process.argv.includes('--keep')) console.error(`Kept the database: ${dbUrl}`);
  else await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(work, { recursive: true, force: true });
}
