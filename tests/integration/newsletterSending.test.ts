import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { newsletterCampaignRecipients, newsletterCampaigns, newsletterSubscriptions, siteUserProducts } from '../../src/server/db/schema/index.js';
import { startSending } from '../../src/server/modules/newsletters/campaigns.js';
import { CLAIM_TIMEOUT_MS, runCampaignSend } from '../../src/server/modules/newsletters/sending.js';
import { createContext } from '../../src/server/graphql/context.js';
import { execute } from '../helpers/execute.js';
import { campaignRow, insertSubscriber, seededTemplate, startNewsletterServer, subscriberCount } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Sending over SMTP to a local sink (smtp-server): RFC 8058 headers, a stable Message-ID, each
 * subscriber once — also when a worker dies halfway (its claims are released after the claim
 * timeout and the rest is sent by the next run) — the unsubscribe link, and the web views.
 */
interface Received {
  to: string;
  messageId: string;
  headers: string;
}

const received: Received[] = [];
let sink: SMTPServer;
let server: TestServer;
let manager: string;
let template: Awaited<ReturnType<typeof seededTemplate>>;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Long header lines arrive folded (RFC 5322 §2.2.3): unfolded here.
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', messageId: /^Message-ID: (.+)$/im.exec(headers)?.[1]?.trim() ?? '', headers });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as AddressInfo).port;
  ({ server, manager } = await startNewsletterServer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` }));
  template = await seededTemplate(server);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

async function draft(subject: string) {
  return (await execute(server, SaveNewsletterCampaignDocument, { input: { templateId: template.id, issueDate: '2031-05-05', subject } }, { cmsToken: manager, tenantKey: 'edr' })).saveNewsletterCampaign;
}

async function startWithoutJob(id: number) {
  const ctx = await createContext(server.services, { headers: { 'x-tenant-key': 'edr', host: new URL(server.url).host }, ip: '127.0.0.1', protocol: 'http' });
  return startSending(ctx, await campaignRow(server, id), server.url, { refuseEmpty: true });
}

describe('newsletter sending over SMTP', () => {
  it('sends each subscriber one message with List-Unsubscribe, List-Unsubscribe-Post and a stable Message-ID', async () => {
    await insertSubscriber(server, 'edr', template.productId, 'smtp-reader@example.com');
    const campaign = await draft('Over SMTP');
    await startWithoutJob(campaign.id);
    expect(await runCampaignSend(server.services, campaign.id)).toBe('sent');
    const mine = received.filter((m) => m.messageId.startsWith(`<nl-${campaign.id}-`));
    expect(mine).toHaveLength(await subscriberCount(server, 'edr', template.productId));
    const reader = mine.find((m) => m.to === 'smtp-reader@example.com')!;
    expect(reader.headers).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/newsletter-unsubscribe\/[\w-]+\.[\w-]+>$/m);
    expect(reader.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(reader.headers).toMatch(new RegExp(`^List-Id: "${template.document.name}" <newsletter-${template.id}\\.127\\.0\\.0\\.1>$`, 'mi'));
    expect((await campaignRow(server, campaign.id)).status).toBe('sent');
  });

  it('a worker that dies halfway loses and doubles nobody: its claims are released, the next run sends the rest', async () => {
    for (let i = 0; i < 30; i += 1) await insertSubscriber(server, 'edr', template.productId);
    const total = await subscriberCount(server, 'edr', template.productId);
    const campaign = await draft('Crash test');
    await startWithoutJob(campaign.id);
    // The first worker claims a batch of 25, sends 10 and "dies" (its other claims stay).
    expect(await runCampaignSend(server.services, campaign.id, { batchSize: 25, stopAfterMessages: 10 })).toBe('stopped');
    const claimed = await server.database.db.select().from(newsletterCampaignRecipients).where(and(eq(newsletterCampaignRecipients.campaignId, campaign.id), eq(newsletterCampaignRecipients.state, 1)));
    expect(claimed).toHaveLength(15);
    // A second worker meanwhile leaves the dead worker's rows alone (their claim is fresh).
    expect(await runCampaignSend(server.services, campaign.id, { batchSize: 25 })).toBe('stopped');
    const afterSecond = received.filter((m) => m.messageId.startsWith(`<nl-${campaign.id}-`));
    expect(afterSecond).toHaveLength(total - 15);
    // Once the claim is older than the timeout, the next run takes the rows over.
    await server.database.db
      .update(newsletterCampaignRecipients)
      .set({ claimedAt: sql`now() - make_interval(secs => ${CLAIM_TIMEOUT_MS / 1000 + 1})` })
      .where(eq(newsletterCampaignRecipients.campaignId, campaign.id));
    expect(await runCampaignSend(server.services, campaign.id)).toBe('sent');
    const mine = received.filter((m) => m.messageId.startsWith(`<nl-${campaign.id}-`));
    expect(mine).toHaveLength(total);
    expect(new Set(mine.map((m) => m.to)).size).toBe(total);
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(total);
    const row = await campaignRow(server, campaign.id);
    expect(row).toMatchObject({ status: 'sent', recipientCount: total, sentCount: total, failedCount: 0 });
  });

  it('the unsubscribe link asks first (GET), unsubscribes on POST (one-click), and records the opt-out', async () => {
    const reader = await insertSubscriber(server, 'edr', template.productId, 'leaving@example.com');
    const campaign = await draft('Goodbye test');
    await startWithoutJob(campaign.id);
    await runCampaignSend(server.services, campaign.id);
    const message = received.find((m) => m.to === 'leaving@example.com' && m.messageId.startsWith(`<nl-${campaign.id}-`))!;
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(message.headers)![1]!;

    const page = await fetch(link, { headers: { 'x-tenant-key': 'edr' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('leaving@example.com');
    expect(html).toContain('<form method="post"');
    expect(await server.database.db.select().from(siteUserProducts).where(and(eq(siteUserProducts.userId, reader.id), eq(siteUserProducts.productId, template.productId)))).toHaveLength(1);

    const oneClick = await fetch(link, { method: 'POST', headers: { 'x-tenant-key': 'edr', 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect(await server.database.db.select().from(siteUserProducts).where(and(eq(siteUserProducts.userId, reader.id), eq(siteUserProducts.productId, template.productId)))).toHaveLength(0);
    const [record] = await server.database.db.select().from(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.siteUserId, reader.id), eq(newsletterSubscriptions.action, 'OptOut')));
    expect(record).toMatchObject({ source: 'EmailUnsubscribe', productId: template.productId, email: 'leaving@example.com' });
    // A second POST is harmless.
    expect((await fetch(link, { method: 'POST', headers: { 'x-tenant-key': 'edr' } })).status).toBe(200);

    // A forged link or one of another site answers a clear 404, never 500.
    const forged = link.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(forged, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
    expect((await fetch(forged, { method: 'POST', headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
    const otherSite = await fetch(link, { method: 'POST', headers: { 'x-tenant-key': 'fot' } });
    expect(otherSite.status).toBe(404);
    expect(await otherSite.text()).toContain('This link does not work');
  });

  it('answers sent campaigns as web pages, and the latest one of a template', async () => {
    const sent = await server.database.db.select().from(newsletterCampaigns).where(and(eq(newsletterCampaigns.templateId, template.id), eq(newsletterCampaigns.status, 'sent')));
    const latest = [...sent].sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id)[0]!;
    const view = await fetch(`${server.url}/newsletter/${latest.id}`, { headers: { 'x-tenant-key': 'edr' } });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toMatch(/^text\/html/);
    expect(view.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await view.text();
    expect(html).toContain(latest.subject.replace(/&/g, '&amp;'));
    expect(html).not.toContain('%%');
    const newest = await fetch(`${server.url}/latest-newsletter/${template.id}`, { headers: { 'x-tenant-key': 'edr' } });
    expect(newest.status).toBe(200);
    expect(await newest.text()).toContain('View in browser');

    // Drafts, hidden campaigns, other sites' campaigns and junk ids answer 404.
    const [draftRow] = await server.database.db.select().from(newsletterCampaigns).where(and(eq(newsletterCampaigns.templateId, template.id), eq(newsletterCampaigns.status, 'draft')));
    expect((await fetch(`${server.url}/newsletter/${draftRow!.id}`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/${latest.id}`, { headers: { 'x-tenant-key': 'fot' } })).status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/abc`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
    expect((await fetch(`${server.url}/latest-newsletter/99999999999`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
    await server.database.db.update(newsletterCampaigns).set({ hideOnWeb: true }).where(eq(newsletterCampaigns.id, latest.id));
    expect((await fetch(`${server.url}/newsletter/${latest.id}`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(404);
  });
});
