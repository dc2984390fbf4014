import { and, asc, eq } from 'drizzle-orm';
import type { NewsletterAdInput } from '../../src/gql/graphql.js';
import { content, newsletterAds, newsletterCampaignAds, newsletterCampaigns, newsletterTemplates } from '../../src/server/db/schema/index.js';
import type { CampaignStatus } from '../../src/shared/newsletterCampaigns.js';
import { adminToken, createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the newsletter ad contract tests (getNewsletterAd, getNewsletterAdStream,
 * getNewsletterAdCompanyOptions, saveNewsletterAd, deleteNewsletterAd): a newsletter manager of
 * edr (manage_newsletter_ads), one of fot, an editor of edr (no manage_newsletter_ads), and the
 * seeded rows an ad names (templates, companies).
 */
export async function startNewsletterAdServer() {
  const server = await startTestServer();
  const [admin, manager, fotManager, editor] = await Promise.all([
    adminToken(server),
    createUser(server, { role: 'newsletter_manager' }),
    createUser(server, { role: 'newsletter_manager', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
  ]);
  return { server, admin, manager, fotManager: fotManager.token, editor: editor.token };
}

/** The site's templates (active first), with their names. */
export async function templatesOf(server: TestServer, tenantKey: string) {
  const rows = await server.database.db
    .select()
    .from(newsletterTemplates)
    .where(eq(newsletterTemplates.tenantId, await tenantIdOf(server, tenantKey)))
    .orderBy(asc(newsletterTemplates.id));
  if (rows.length === 0) throw new Error(`No newsletter template seeded on ${tenantKey}`);
  return [...rows.filter((r) => r.status === 1), ...rows.filter((r) => r.status !== 1)].map((r) => ({ id: r.id, name: r.payload.name, status: r.status }));
}

/** Seeded content items of a type on a site, by id. */
export async function itemsOf(server: TestServer, tenantKey: string, type: 'Company' | 'Article') {
  return server.database.db
    .select({ id: content.id, name: content.name, status: content.status })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.type, type)))
    .orderBy(asc(content.id));
}

export async function companyOf(server: TestServer, tenantKey: string) {
  const [company] = (await itemsOf(server, tenantKey, 'Company')).filter((c) => c.status === 1);
  if (!company) throw new Error(`No company seeded on ${tenantKey}`);
  return company;
}

let counter = 0;

/** A valid new ad with a title unique to the test run and one schedule entry. */
export function newAd(refs: { companyId: number; templateId: number }, overrides: Partial<NewsletterAdInput> = {}): NewsletterAdInput {
  counter += 1;
  return {
    title: `Test ad ${process.pid} ${counter}`,
    companyId: refs.companyId,
    placement: 'sponsored_content',
    url: 'https://advertiser.example/offer',
    priority: 10,
    schedules: [{ templateId: refs.templateId, startDate: '2026-05-01', endDate: '2026-05-31', position: 1 }],
    ...overrides,
  };
}

export async function adRows(server: TestServer, tenantKey: string) {
  return server.database.db.select().from(newsletterAds).where(eq(newsletterAds.tenantId, await tenantIdOf(server, tenantKey)));
}

let issueDay = 0;

/**
 * A campaign of the template in a state, carrying the ad at a position (what the sender records
 * when sending starts), inserted directly. Returns the campaign id.
 */
export async function carryAd(server: TestServer, tenantKey: string, { adId, templateId, status, position = 1 }: { adId: number; templateId: number; status: CampaignStatus; position?: number }) {
  issueDay += 1;
  const db = server.database.db;
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({
      tenantId: await tenantIdOf(server, tenantKey),
      templateId,
      issueDate: `2030-01-${String((issueDay % 28) + 1).padStart(2, '0')}`,
      subject: `Issue ${issueDay}`,
      status,
    })
    .returning({ id: newsletterCampaigns.id });
  await db.insert(newsletterCampaignAds).values({ campaignId: campaign!.id, adId, position });
  return campaign!.id;
}
