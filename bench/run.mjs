#!/usr/bin/env node
// `npm run bench`: measures, in one run, the home and article pages (rendered with cache-bypass=true,
// and from the page cache) and POST /graphql getContent on the production server, beside plain Node
// http serving the same HTML bytes. 50 connections, a 3 s warm-up then 10 s (TARGETS.md). Prints req/s, p99 and the ratios; never part of `npm test`.
// BENCH_DATABASE_URL runs the server on PostgreSQL instead of the embedded database.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load as loadWith, newestArticle, waitFor } from './common.mjs';
import { serverNodeArgs } from '../scripts/server-args.mjs';

// `npm run bench -- --scale`: the 1k/10k/100k table of bench/scale.mjs instead.
if (process.argv.slice(2).includes('--scale')) {
  await import('./scale.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- --newsletter`: a campaign to 100,000 subscribers into an SMTP sink (bench/newsletter.mjs).
if (process.argv.slice(2).includes('--newsletter')) {
  await import('./newsletter.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- --profile [path]`: a CPU profile of one uncached page instead (bench/profile.mjs).
if (process.argv.slice(2).includes('--profile')) {
  await import('./profile.mjs');
  process.exit(process.exitCode ?? 0);
}

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
const startServer = () =>
  spawn(process.execPath, [...serverNodeArgs(), 'dist/node/main.mjs'], {
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
let app = startServer();

/** The server's resident memory in MiB (Linux /proc), sampled every 250 ms while `work` runs; the peak. */
async function peakRss(pid, work) {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {}
  };
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peak: Math.round(peak) };
  } finally {
    clearInterval(timer);
  }
}

const load = (options) => loadWith({ connections: CONNECTIONS, ...options });

async function measure(name, options) {
  await load({ ...options, duration: WARMUP_S });
  const r = await load({ ...options, duration: DURATION_S });
  return { name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

let plain;

/**
 * The JavaScript an anonymous reader of the page downloads: its scripts and module preloads and,
 * transitively, the modules they import statically (lazy imports are not fetched), gzipped.
 */
async function javaScriptOf(base, html) {
  const pending = [];
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) pending.push(new URL(match[1], base).href);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) pending.push(new URL(match[1], base).href);
  const seen = new Set();
  let bytes = 0;
  while (pending.length) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(code).length;
    for (const match of code.toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s]+from\s*)?["']([^"']+)["']/g)) pending.push(new URL(match[1], url).href);
  }
  return { name: 'JavaScript sent to an anonymous reader of the article page', bytes, files: [...seen].map((url) => new URL(url).pathname) };
}
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/healthz`);
  const base = `http://127.0.0.1:${APP_PORT}`;
  const getContentText = await (await fetch(`${base}/graphql/query/getContent.gql`)).text();
  const { id, canonicalPath: articlePath } = await newestArticle(base);
  const getContentBody = JSON.stringify({ query: getContentText, variables: { id } });

  // Each page beside plain Node http serving that page's own bytes (TARGETS.md). The page cache
  // answers anonymous GETs; `cache-bypass=true` (spec 000 §2.3) renders every time.
  const results = [];
  let port = PLAIN_PORT;
  for (const [label, pagePath] of [
    ['article page', articlePath],
    ['home page', '/'],
  ]) {
    const response = await fetch(`${base}${pagePath}`);
    if (!response.ok) {
      console.warn(`${pagePath} answered ${response.status}: the ${label} is left out.`);
      continue;
    }
    const html = await response.text();
    const htmlFile = path.join(work, `${label.replace(/\W+/g, '-')}.html`);
    writeFileSync(htmlFile, html);
    plain = fork('bench/plain-server.mjs', [htmlFile, String(port)], { stdio: 'ignore' });
    await new Promise((resolve) => plain.once('message', resolve));
    const reference = await measure(`plain Node http, the ${label}'s ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`, { url: `http://127.0.0.1:${port}/` });
    plain.kill();
    plain = null;
    port += 1;
    const separator = pagePath.includes('?') ? '&' : '?';
    const { result: uncached, peak } = await peakRss(app.pid, () => measure(`${label} (SSR, uncached)`, { url: `${base}${pagePath}${separator}cache-bypass=true` }));
    results.push({ name: `server RSS at the peak of the uncached ${label} load`, mib: peak });
    const warm = await fetch(`${base}${pagePath}`);
    if (warm.headers.get('x-page-cache') === null) console.warn(`${pagePath}: no x-page-cache header (cache disabled?)`);
    const cached = await measure(`${label} (page cache)`, { url: `${base}${pagePath}` });
    results.push({ ...reference, reference: reference.rps }, { ...uncached, reference: reference.rps }, { ...cached, reference: reference.rps });
    if (label === 'article page') results.push(await javaScriptOf(base, html));
  }
  const api = await measure('POST /graphql getContent', {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: getContentBody,
  });
  results.push({ ...api, reference: results[0]?.rps ?? api.rps });

  // A restart on the data directory (and database) just used, to the first 200 of the home page.
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  const restartedAt = Date.now();
  app = startServer();
  for (;;) {
    const ok = await fetch(`${base}/`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() - restartedAt > 60_000) throw new Error('the server did not come back');
    await new Promise((r) => setTimeout(r, 20));
  }
  const restartMs = Date.now() - restartedAt;

  console.log(`\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  console.log('| endpoint | req/s | p99 (ms) | ratio to plain Node (same bytes) | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    if (r.bytes !== undefined || r.mib !== undefined) continue;
    console.log(`| ${r.name} | ${r.rps} | ${r.p99} | ${(r.rps / r.reference).toFixed(3)} | ${r.errors} |`);
  }
  for (const r of results) if (r.bytes !== undefined) console.log(`\n${r.name}: ${(r.bytes / 1024).toFixed(1)} kB gzip (${r.files.join(', ') || 'none'})`);
  for (const r of results) if (r.mib !== undefined) console.log(`${r.name}: ${r.mib} MiB`);
  console.log(`restart on the same data to the first 200 of the home page: ${(restartMs / 1000).toFixed(2)} s`);
} finally {
  plain?.kill();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
