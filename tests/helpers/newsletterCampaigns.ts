import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GetNewsletterCampaignDocument, SaveNewsletterCampaignDocument, type NewsletterCampaignInput } from '../../src/gql/graphql.js';
import { mailOutbox, newsletterCampaigns, newsletterTemplates, siteUserProducts, siteUsers } from '../../src/server/db/schema/index.js';
import { readTemplateDocument, type NewsletterTemplateDocument } from '../../src/shared/newsletterTemplates.js';
import { adminToken, createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { execute } from './execute.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the newsletter template and campaign tests. The seeded demo has, on edr and
 * fot, active templates with grids and lists, a month of sent campaigns, a draft and a scheduled
 * campaign per template, ads and subscribers (src/server/db/seed/newsletters.ts).
 */
export async function startNewsletterServer(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(overrides);
  const [admin, manager, fotManager, basic, editor] = await Promise.all([
    adminToken(server),
    createUser(server, { role: 'newsletter_manager' }),
    createUser(server, { role: 'newsletter_manager', tenantKeys: ['fot'] }),
    // managing_editor holds manage_newsletter_templates_basic only.
    createUser(server, { role: 'managing_editor' }),
    createUser(server, { role: 'editor' }),
  ]);
  return { server, admin, manager: manager.token, fotManager: fotManager.token, basic: basic.token, editor: editor.token };
}

/** The site's first active template with a subscriber list: its id, document and list. */
export async function seededTemplate(server: TestServer, tenantKey = 'edr'): Promise<{ id: number; version: number; document: NewsletterTemplateDocument; productId: number }> {
  const tenantId = await tenantIdOf(server, tenantKey);
  const rows = await server.database.db
    .select()
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.status, 1)))
    .orderBy(asc(newsletterTemplates.id));
  for (const row of rows) {
    const document = readTemplateDocument(row.payload);
    if (document.deployment.productId !== null) return { id: row.id, version: row.version, document, productId: document.deployment.productId };
  }
  throw new Error(`No seeded newsletter template with a list on ${tenantKey}`);
}

let counter = 0;

/** A new draft campaign of a template for a date far from the seeded ones (so nothing is scheduled to it unless the test does). */
export async function createDraft(server: TestServer, token: string, input: Partial<NewsletterCampaignInput> & { templateId: number }, tenantKey = 'edr') {
  counter += 1;
  const day = String(1 + (counter % 28)).padStart(2, '0');
  const saved = await execute(
    server,
    SaveNewsletterCampaignDocument,
    { input: { issueDate: `2031-0${1 + (counter % 9)}-${day}`, subject: `Test issue ${process.pid}-${counter}`, ...input } },
    { cmsToken: token, tenantKey },
  );
  return saved.saveNewsletterCampaign;
}

/** A customer of the site holding the newsletter product (a subscriber). */
export async function insertSubscriber(server: TestServer, tenantKey: string, productId: number, email = `nl-${randomUUID()}@example.com`): Promise<{ id: number; email: string }> {
  const db = server.database.db;
  const [user] = await db
    .insert(siteUsers)
    .values({ tenantId: await tenantIdOf(server, tenantKey), username: email, emails: [email], hashedId: randomUUID(), status: 0, countryCode: 'USA' })
    .returning({ id: siteUsers.id });
  await db.insert(siteUserProducts).values({ userId: user!.id, productId, amount: '0.00', source: 'test' });
  return { id: user!.id, email: email.toLowerCase() };
}

/** How many of the site's customers hold the product now (the recipients a send would queue). */
export async function subscriberCount(server: TestServer, tenantKey: string, productId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(distinct lower(${siteUsers.username}))::int` })
    .from(siteUsers)
    .innerJoin(siteUserProducts, eq(siteUserProducts.userId, siteUsers.id))
    .where(and(eq(siteUsers.tenantId, await tenantIdOf(server, tenantKey)), eq(siteUserProducts.productId, productId)));
  return row?.n ?? 0;
}

/** Polls the campaign until its send job has finished (the job runs in the background). */
export async function settledCampaign(server: TestServer, id: number, token: string, tenantKey = 'edr') {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const row = (await execute(server, GetNewsletterCampaignDocument, { id }, { cmsToken: token, tenantKey })).getNewsletterCampaign;
    if (row.status === 'sent') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect.fail(`campaign ${id} was not sent`);
}

export async function campaignRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row!;
}

/** Newsletter messages of a category in the outbox, to one address or all. */
export async function outboxMessages(server: TestServer, category: string, to?: string) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.category, category), to ? eq(mailOutbox.toAddress, to) : undefined))
    .orderBy(asc(mailOutbox.id));
}
