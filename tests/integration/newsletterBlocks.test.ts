import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterCampaigns } from '../../src/server/db/schema/index.js';
import { createContext } from '../../src/server/graphql/context.js';
import { websiteNewsletters } from '../../src/server/modules/newsletterSubscriptions/service.js';
import { createPageDataPool } from '../../src/server/modules/pages/dataApi.js';
import { tenantIdOf } from '../helpers/db.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The data the public newsletter blocks read (docs/newsletters.md "Public newsletter blocks and the
 * flyout") against the seeded demo: newsletter_campaigns lists a template's issues on the web
 * (002 §9: only Sent or Sending, not hidden on the web, newest first); subscribe offers the
 * newsletters shown in the subscribe block, with the block's texts.
 */
let server: TestServer;
let edrId: number;

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

const contextOf = (tenantKey = 'edr') => createContext(server.services, { headers: { 'x-tenant-key': tenantKey }, ip: '127.0.0.1', protocol: 'http' });
const apiOf = async (tenantKey = 'edr') => createPageDataPool(await contextOf(tenantKey), { reserves: [0], pageContentId: null }).forBlock(0);

describe('newsletter_campaigns block data', () => {
  it("lists a template's issues on the web, newest first, at most the limit, each linking to its web view", async () => {
    const rows = await server.database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.tenantId, edrId));
    const visible = rows.filter((row) => (row.status === 'sent' || row.status === 'sending') && !row.hideOnWeb);
    const templateId = visible[0]!.templateId;
    const expected = visible
      .filter((row) => row.templateId === templateId)
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id)
      .map((row) => ({ id: row.id, subject: row.subject, issueDate: row.issueDate, path: `/newsletter/${row.id}` }));
    expect(expected.length).toBeGreaterThan(1);

    const api = await apiOf();
    expect(await api.newsletterCampaigns({ templateId, limit: 100 })).toEqual(expected);
    expect(await api.newsletterCampaigns({ templateId, limit: 1 })).toEqual(expected.slice(0, 1));
  });

  it('leaves out drafts, scheduled issues and those hidden on the web; another site’s template lists nothing', async () => {
    const [draft] = await server.database.db
      .select()
      .from(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.tenantId, edrId), eq(newsletterCampaigns.status, 'draft')));
    const api = await apiOf();
    if (draft) expect((await api.newsletterCampaigns({ templateId: draft.templateId, limit: 100 })).map((issue) => issue.id)).not.toContain(draft.id);
    const [sent] = await server.database.db
      .select()
      .from(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.tenantId, edrId), eq(newsletterCampaigns.status, 'sent')));
    await server.database.db.update(newsletterCampaigns).set({ hideOnWeb: true }).where(eq(newsletterCampaigns.id, sent!.id));
    try {
      expect((await api.newsletterCampaigns({ templateId: sent!.templateId, limit: 100 })).map((issue) => issue.id)).not.toContain(sent!.id);
      expect(await (await apiOf('fot')).newsletterCampaigns({ templateId: sent!.templateId, limit: 100 })).toEqual([]);
    } finally {
      await server.database.db.update(newsletterCampaigns).set({ hideOnWeb: false }).where(eq(newsletterCampaigns.id, sent!.id));
    }
  });
});

describe('subscribe block data', () => {
  it('offers the newsletters shown in the subscribe block, in the settings’ order, with the block’s texts', async () => {
    const offered = await websiteNewsletters(await contextOf());
    const offer = await (await apiOf()).subscribeOffer();
    expect(offer?.newsletters).toEqual(offered.filter((n) => n.showInSubscribeBlock).map(({ id, title, description }) => ({ id, title, description })));
    // The demo leaves Webinar Alerts out of the subscribe block.
    expect(offer?.newsletters.map((n) => n.title)).not.toContain('Webinar Alerts');
    expect(offer).toMatchObject({ title: 'Get our newsletters', buttonLabel: 'Sign up' });
  });
});
