#!/usr/bin/env node
// `npm run bench`: measures, in one run, the home and article pages (rendered with cache-bypass=true,
// and from the page cache) and POST /graphql getContent on the production server, beside plain Node
// http serving the same HTML bytes. 50 connections, a 3 s warm-up then 10 s (TARGETS.md). Prints req/s, p99 and the ratios; never part of `npm test`.
// BENCH_DATABASE_URL runs the server on PostgreSQL instead of the embedded database.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const APP_PORT = 3201;
const PLAIN_PORT = 3202;

if (!existsSync('dist/node/main.mjs')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
const app = spawn(process.execPath, ['dist/node/main.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'error',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: 'ignore',
});

async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(name, options) {
  await load({ ...options, duration: WARMUP_S });
  const r = await load({ ...options, duration: DURATION_S });
  return { name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

let plain;
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/healthz`);
  const base = `http://127.0.0.1:${APP_PORT}`;
  const html = await (await fetch(`${base}/`)).text();
  const htmlFile = path.join(work, 'home.html');
  writeFileSync(htmlFile, html);
  plain = fork('bench/plain-server.mjs', [htmlFile, String(PLAIN_PORT)], { stdio: 'ignore' });
  await new Promise((resolve) => plain.once('message', resolve));

  const getContentText = await (await fetch(`${base}/graphql/query/getContent.gql`)).text();
  const streamText = await (await fetch(`${base}/graphql/query/getContentStream.gql`)).text();
  const stream = await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: streamText, variables: { type: 'Article', limit: 1 } }),
    })
  ).json();
  const id = stream.data.getContentStream.edges[0].node.id;
  const getContentBody = JSON.stringify({ query: getContentText, variables: { id } });

  // The page cache answers anonymous GETs; `cache-bypass=true` (spec 000 §2.3) renders every time.
  const articlePath = stream.data.getContentStream.edges[0].node.canonicalPath;
  const article = await fetch(`${base}${articlePath}`);
  const pages = [['home page', '/']];
  if (article.ok) pages.push(['article page', articlePath]);
  else console.warn(`${articlePath} answered ${article.status}: the article page is left out.`);
  const pageRuns = [];
  for (const [label, pagePath] of pages) {
    const separator = pagePath.includes('?') ? '&' : '?';
    pageRuns.push(await measure(`${label} (SSR, uncached)`, { url: `${base}${pagePath}${separator}cache-bypass=true` }));
    const warm = await fetch(`${base}${pagePath}`);
    if (warm.headers.get('x-page-cache') === null) console.warn(`${pagePath}: no x-page-cache header (cache disabled?)`);
    pageRuns.push(await measure(`${label} (page cache)`, { url: `${base}${pagePath}` }));
  }
  const results = [
    await measure(`plain Node http, same ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB HTML`, { url: `http://127.0.0.1:${PLAIN_PORT}/` }),
    ...pageRuns,
    await measure('POST /graphql getContent', {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: getContentBody,
    }),
  ];
  const reference = results[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  console.log('| endpoint | req/s | p99 (ms) | ratio to plain | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.rps} | ${r.p99} | ${(r.rps / reference).toFixed(3)} | ${r.errors} |`);
  }
} finally {
  plain?.kill();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
