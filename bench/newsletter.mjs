// `npm run bench -- --newsletter`: a newsletter campaign to 100,000 subscribers (BENCH_SUBSCRIBERS)
// through a local SMTP sink (the smtp-server package), on the production build over PostgreSQL
// (BENCH_DATABASE_URL: the subscribers are inserted straight into its tables). Measures the time to
// queue (sendNewsletterCampaign: the HTML frozen, one recipient row per subscriber), the messages
// per second the sink receives, the server's peak RSS; then a second campaign whose server is
// killed with SIGKILL halfway and started again: every subscriber must arrive, and the sink
// counts what arrived twice (same Message-ID). Never part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './common.mjs';
import { serverNodeArgs } from '../scripts/server-args.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (!DATABASE_URL) {
  console.error('The newsletter bench needs PostgreSQL: BENCH_DATABASE_URL=postgres://… (an empty database; the server seeds it).');
  process.exit(1);
}
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const APP_PORT = 3211;
const SMTP_PORT = 3212;
const PASSWORD = 'bench-admin-password-1';
const base = `http://127.0.0.1:${APP_PORT}`;

if (!existsSync('dist/node/main.mjs')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// The sink: counts every message by campaign, recipient and Message-ID.
const arrived = new Map(); // messageId -> count
const firstAt = new Map(); // campaign -> ms of its first message
const lastAt = new Map();
const countByCampaign = new Map();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
      const campaign = /^<nl-(\d+)-/.exec(messageId)?.[1];
      if (campaign) {
        arrived.set(messageId, (arrived.get(messageId) ?? 0) + 1);
        const now = Date.now();
        if (!firstAt.has(campaign)) firstAt.set(campaign, now);
        lastAt.set(campaign, now);
        countByCampaign.set(campaign, (countByCampaign.get(campaign) ?? 0) + 1);
      }
      callback();
    });
  },
});
// Connections cut by the kill -9 are expected.
sink.on('error', () => {});
await new Promise((resolve) => sink.listen(SMTP_PORT, '127.0.0.1', resolve));

const work = mkdtempSync(path.join(tmpdir(), 'bench-newsletter-'));
const startServer = () =>
  spawn(process.execPath, [...serverNodeArgs(), 'dist/node/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

async function graphql(name, kind, variables, token) {
  const query = await (await fetch(`${base}/graphql/${kind}/${name}.gql`)).text();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-key': 'edr', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${name}: ${body.errors[0].message}`);
  return body.data[name];
}

const db = new pg.Client({ connectionString: DATABASE_URL });
let app = startServer();
try {
  await waitFor(`${base}/healthz`, { tries: 1200 });
  await db.connect();
  const token = (await graphql('loginCmsUser', 'mutation', { username: 'admin', password: PASSWORD })).bearerToken;
  const { rows: [site] } = await db.query("select id from tenants where tenant_key = 'edr'");
  const { rows: [template] } = await db.query(
    "select id, (payload->'deployment'->>'productId')::int as product from newsletter_templates where tenant_id = $1 and status = 1 and payload->'deployment'->>'productId' is not null order by id limit 1",
    [site.id],
  );
  // Subscribers: customers of edr holding the template's newsletter.
  const run = Date.now().toString(36);
  const inserted = Date.now();
  await db.query(
    `insert into site_users (tenant_id, username, emails, hashed_id, status, country_code)
     select $1, 'bench-' || $2 || '-' || g || '@bench.example', array['bench-' || $2 || '-' || g || '@bench.example'], 'bench-' || $2 || '-' || g, 0, 'USA'
     from generate_series(1, $3) g`,
    [site.id, run, SUBSCRIBERS],
  );
  await db.query(
    `insert into site_user_products (user_id, product_id, amount, source)
     select id, $1, 0, 'bench' from site_users where tenant_id = $2 and username like $3`,
    [template.product, site.id, `bench-${run}-%`],
  );
  const { rows: [{ total }] } = await db.query(
    'select count(distinct lower(u.username))::int as total from site_users u join site_user_products p on p.user_id = u.id where u.tenant_id = $1 and p.product_id = $2',
    [site.id, template.product],
  );
  console.log(`${SUBSCRIBERS} subscribers inserted in ${((Date.now() - inserted) / 1000).toFixed(1)} s; the list now has ${total}.`);

  const campaign = async (subject) => {
    const draft = await graphql('saveNewsletterCampaign', 'mutation', { input: { templateId: template.id, issueDate: '2031-01-01', subject } }, token);
    const started = Date.now();
    const sending = await graphql('sendNewsletterCampaign', 'mutation', { id: draft.id, version: draft.version }, token);
    return { id: draft.id, queueMs: Date.now() - started, recipients: sending.recipientCount };
  };
  const until = async (id, wanted, onTick = () => {}) => {
    for (;;) {
      const n = countByCampaign.get(String(id)) ?? 0;
      onTick(n);
      if (n >= wanted) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // 1. The whole send.
  const first = await campaign('Bench: 100k');
  let peak = 0;
  await until(first.id, first.recipients, () => (peak = Math.max(peak, rssOf(app.pid))));
  const seconds = (lastAt.get(String(first.id)) - firstAt.get(String(first.id))) / 1000;
  for (;;) {
    const { rows: [row] } = await db.query('select status from newsletter_campaigns where id = $1', [first.id]);
    if (row.status === 'sent') break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // 2. kill -9 halfway, start again, count.
  const second = await campaign('Bench: kill -9 halfway');
  await until(second.id, Math.floor(second.recipients / 2));
  app.kill('SIGKILL');
  await new Promise((r) => app.once('exit', r));
  const killedAt = countByCampaign.get(String(second.id)) ?? 0;
  app = startServer();
  const restarted = Date.now();
  await waitFor(`${base}/healthz`, { tries: 1200 });
  for (;;) {
    const { rows: [row] } = await db.query('select status from newsletter_campaigns where id = $1', [second.id]);
    if (row.status === 'sent') break;
    if (Date.now() - restarted > 15 * 60_000) throw new Error('the resumed send did not finish in 15 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  const { rows: [recorded] } = await db.query(
    "select count(*) filter (where state = 2)::int as sent, count(*) filter (where state <> 2)::int as other from newsletter_campaign_recipients where campaign_id = $1",
    [second.id],
  );
  const ids = [...arrived.keys()].filter((key) => key.startsWith(`<nl-${second.id}-`));
  const doubled = ids.filter((key) => arrived.get(key) > 1).length;

  console.log(`\nNewsletter send, ${first.recipients} recipients, PostgreSQL, SMTP sink on loopback\n`);
  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(`| time to queue (sendNewsletterCampaign: HTML frozen, ${first.recipients} recipient rows) | ${(first.queueMs / 1000).toFixed(2)} s |`);
  console.log(`| messages per second at the sink, sustained (first to last) | ${Math.round(first.recipients / seconds)} |`);
  console.log(`| whole send | ${seconds.toFixed(1)} s |`);
  console.log(`| server RSS at the peak of the send | ${Math.round(peak)} MiB |`);
  console.log(`| kill -9 after ${killedAt} messages: distinct recipients reached | ${ids.length} of ${second.recipients} |`);
  console.log(`| kill -9: lost | ${second.recipients - ids.length} |`);
  console.log(`| kill -9: arrived twice (same Message-ID) | ${doubled} |`);
  console.log(`| kill -9: rows recorded sent / not sent | ${recorded.sent} / ${recorded.other} |`);
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => (app.exitCode === null && app.signalCode === null ? app.once('exit', r) : r()));
  await db.end().catch(() => {});
  await new Promise((r) => sink.close(r));
  rmSync(work, { recursive: true, force: true });
}
