import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterCampaignStreamDocument } from '../../src/gql/graphql.js';
import { newsletterCampaigns } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startNewsletterServer());
});
afterAll(() => server.close());

const stream = async (input: Record<string, unknown> | null, tenantKey = 'edr') => (await execute(server, GetNewsletterCampaignStreamDocument, { input }, { tenantKey })).getNewsletterCampaignStream;

describe('getNewsletterCampaignStream (002 §9: default 20, only Sent or Sending, not hidden on web)', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterCampaignStream'));

  it('answers anyone the sent campaigns, newest first, 20 by default', async () => {
    const page = await stream(null);
    expect(page.edges).toHaveLength(20);
    expect(page.edges.every((e) => e.node.status === 'sent' || e.node.status === 'sending')).toBe(true);
    const dates = page.edges.map((e) => e.node.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.edges[0]!.node.webUrl).toMatch(new RegExp(`/newsletter/${page.edges[0]!.node.id}$`));
  });

  it('leaves out drafts, scheduled and hidden campaigns; filters by template', async () => {
    const template = await seededTemplate(server);
    const all = await stream({ templateId: template.id, limit: 100 });
    expect(all.edges.every((e) => e.node.templateId === template.id)).toBe(true);
    const hidden = all.edges[0]!.node.id;
    await server.database.db.update(newsletterCampaigns).set({ hideOnWeb: true }).where(eq(newsletterCampaigns.id, hidden));
    const after = await stream({ templateId: template.id, limit: 100 });
    expect(after.edges.map((e) => e.node.id)).not.toContain(hidden);
    expect(after.totalCount).toBe(all.totalCount - 1);
    const drafts = await server.database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.templateId, template.id));
    const unsent = drafts.filter((c) => c.status === 'draft' || c.status === 'scheduled').map((c) => c.id);
    expect(unsent.length).toBeGreaterThan(0);
    expect(after.edges.some((e) => unsent.includes(e.node.id))).toBe(false);
  });

  it('keeps to the site and to limits 1–100', async () => {
    const fot = await stream({ limit: 100 }, 'fot');
    const edr = await stream({ limit: 100 });
    expect(fot.edges.some((e) => edr.edges.some((x) => x.node.id === e.node.id))).toBe(false);
    const bad = await post(server, 'getNewsletterCampaignStream', { input: { limit: 0 } }, onSite('edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('limit must be between 1 and 100.');
    await expectBadVariablesRefused(server, 'getNewsletterCampaignStream', { input: { limit: 'x' } }, /Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterCampaignStream', {});
  });
});
