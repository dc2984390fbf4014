import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterCampaignAdminStreamDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { createDraft, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startNewsletterServer());
});
afterAll(() => server.close());

const stream = async (input: Record<string, unknown> | null) => (await execute(server, GetNewsletterCampaignAdminStreamDocument, { input }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterCampaignAdminStream;

describe('getNewsletterCampaignAdminStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterCampaignAdminStream'));

  it('lists the site’s campaigns newest issue first, 20 a page', async () => {
    const page = await stream(null);
    expect(page.edges).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBeGreaterThan(20);
    const dates = page.edges.map((e) => e.node.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await stream({ pagination: { after: page.pageInfo.endCursor } });
    expect(next.edges[0]!.node.issueDate <= dates[19]!).toBe(true);
  });

  it('filters by template, status and subject', async () => {
    const template = await seededTemplate(server);
    const draft = await createDraft(server, manager, { templateId: template.id, subject: 'Needle in the haystack' });
    expect((await stream({ phrase: 'needle' })).edges.map((e) => e.node.id)).toEqual([draft.id]);
    const byTemplate = await stream({ templateId: template.id, pagination: { limit: 100 } });
    expect(byTemplate.edges.every((e) => e.node.templateId === template.id)).toBe(true);
    const sent = await stream({ status: 'sent', pagination: { limit: 100 } });
    expect(sent.edges.length).toBeGreaterThan(0);
    expect(sent.edges.every((e) => e.node.status === 'sent' && e.node.recipientCount === e.node.sentCount)).toBe(true);
    const drafts = await stream({ status: 'draft', pagination: { limit: 100 } });
    expect(drafts.edges.map((e) => e.node.id)).toContain(draft.id);
    expect(drafts.edges.every((e) => e.node.status === 'draft')).toBe(true);
  });

  it('refuses unknown statuses and limits; needs manage_newsletter_campaigns', async () => {
    const bad = await post(server, 'getNewsletterCampaignAdminStream', { input: { status: 'bounced' } }, bearer(manager, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('status must be draft, scheduled, sending or sent.');
    const limit = await post(server, 'getNewsletterCampaignAdminStream', { input: { pagination: { limit: 101 } } }, bearer(manager, 'edr'));
    expect(limit.body.errors?.[0]?.message).toBe('limit must be between 1 and 100.');
    await expectUnauthenticated(server, 'getNewsletterCampaignAdminStream', {});
    await expectForbidden(server, 'getNewsletterCampaignAdminStream', {}, editor);
    await expectBadVariablesRefused(server, 'getNewsletterCampaignAdminStream', { input: { templateId: 'x' } }, /Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterCampaignAdminStream', {});
  });
});
