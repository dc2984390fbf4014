#!/usr/bin/env node
// `npm run bench -- --profile [path | getContent] [--cached]`: a CPU profile of the production server under an
// uncached load of one page (the newest article when no path is given) or of `POST /graphql
// getContent` of the newest article, 10 connections for BENCH_DURATION
// seconds (default 10) after a 3 s warm-up, then the profile's self time grouped by where the code
// lives (the app, each package, Node's internals, garbage collection) and its top frames.
// BENCH_DATABASE_URL runs the server on PostgreSQL. The .cpuprofile is kept (its path is printed)
// for Chromium's DevTools. Never part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load as loadWith, newestArticle, waitFor } from './common.mjs';
import { serverNodeArgs } from '../scripts/server-args.mjs';

const PORT = 3203;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const requested = process.argv.slice(2).find((arg) => arg.startsWith('/'));
const getContent = process.argv.slice(2).includes('getContent');
// `--cached`: the page as the page cache answers it (no cache-bypass).
const cached = process.argv.slice(2).includes('--cached');

const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

const work = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
const profileDir = path.join(work, 'profile');
const app = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...serverNodeArgs(), 'dist/node/main.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'error',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${PORT}`;

const load = (options) => loadWith({ connections: 10, ...options });

async function target() {
  if (getContent) {
    const { id } = await newestArticle(base);
    const query = await (await fetch(`${base}/graphql/query/getContent.gql`)).text();
    return { name: 'POST /graphql getContent', options: { url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { id } }) } };
  }
  const pagePath = requested ?? (await newestArticle(base)).canonicalPath;
  if (cached) return { name: `${pagePath} from the page cache`, options: { url: `${base}${pagePath}` } };
  return { name: `${pagePath} uncached`, options: { url: `${base}${pagePath}${pagePath.includes('?') ? '&' : '?'}cache-bypass=true` } };
}

/** Where a frame's code lives: a package of node_modules, the app, Node's own code, or the VM. */
function placeOf(url, functionName) {
  if (!url) return functionName === '(garbage collector)' ? 'garbage collection' : functionName.startsWith('(') ? functionName : 'native (V8 builtins)';
  if (url.startsWith('node:')) return 'Node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/dist/')) return 'app (dist/)';
  return url;
}

function summarise(file) {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((sum, [, t]) => sum + t, 0);
  const total = [...self.values()].reduce((sum, t) => sum + t, 0) - idle;
  const places = new Map();
  const frames = new Map();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + time);
    const frame = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}` : ''}`.trim();
    frames.set(frame, (frames.get(frame) ?? 0) + time);
  }
  const pct = (t) => `${((100 * t) / total).toFixed(1)} %`;
  console.log(`\nbusy CPU time ${(total / 1e6).toFixed(1)} s (idle left out)\n\n| where | self time |\n|---|---:|`);
  for (const [place, time] of [...places].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`| ${place} | ${pct(time)} |`);
  console.log('\n| top frames | self time |\n|---|---:|');
  for (const [frame, time] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`| \`${frame}\` | ${pct(time)} |`);
}

try {
  await waitFor(`${base}/healthz`);
  const { name, options } = await target();
  await load({ ...options, duration: 3 });
  const result = await load({ ...options, duration: DURATION_S });
  console.log(`${name}, 10 connections: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors`);
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written in ${profileDir}`);
summarise(path.join(profileDir, file));
console.log(`\nprofile: ${path.join(profileDir, file)}`);
