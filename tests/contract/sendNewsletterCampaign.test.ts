import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { newsletterCampaignAds, newsletterCampaignRecipients, newsletterTemplates, siteChanges } from '../../src/server/db/schema/index.js';
import { CAMPAIGN_MESSAGES } from '../../src/shared/newsletterCampaigns.js';
import { emailSafetyProblems } from '../../src/server/modules/newsletters/render/emailSafety.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { campaignRow, createDraft, insertSubscriber, outboxMessages, seededTemplate, settledCampaign, startNewsletterServer, subscriberCount } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
let template: Awaited<ReturnType<typeof seededTemplate>>;

beforeAll(async () => {
  ({ server, manager, editor } = await startNewsletterServer());
  template = await seededTemplate(server);
});
afterAll(() => server.close());

describe('sendNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'sendNewsletterCampaign'));

  it('sends the issue once to every subscriber, personalised, and records what it carried', async () => {
    const extra = await insertSubscriber(server, 'edr', template.productId);
    const expected = await subscriberCount(server, 'edr', template.productId);
    const draft = await createDraft(server, manager, { templateId: template.id, subject: 'The big send' });
    const changesBefore = (await server.database.db.select().from(siteChanges)).length;
    const sending = (await execute(server, SendNewsletterCampaignDocument, { id: draft.id, version: draft.version }, { cmsToken: manager, tenantKey: 'edr' })).sendNewsletterCampaign;
    // The issue joins the web: pages with lists (the newsletter campaigns block) are purged.
    const changes = await server.database.db.select().from(siteChanges);
    expect(changes.slice(changesBefore).some((c) => c.tags.includes('content-lists'))).toBe(true);
    expect(sending).toMatchObject({ status: 'sending', recipientCount: expected });
    expect(sending.sendingStartedAt).not.toBeNull();
    const sent = await settledCampaign(server, draft.id, manager);
    expect(sent).toMatchObject({ status: 'sent', recipientCount: expected, sentCount: expected, failedCount: 0, queuedCount: 0 });
    expect(sent.sentAt).not.toBeNull();

    const messages = (await outboxMessages(server, 'newsletter')).filter((m) => m.subject === 'The big send');
    expect(messages).toHaveLength(expected);
    expect(new Set(messages.map((m) => m.toAddress)).size).toBe(expected);
    const mine = messages.find((m) => m.toAddress === extra.email)!;
    expect(emailSafetyProblems(mine.html!, { personalised: true })).toEqual([]);
    expect(mine.html).toContain(`This email was sent to ${extra.email}`);
    const link = mine.html!.match(/href="([^"]+\/newsletter-unsubscribe\/[^"]+)"/)?.[1];
    expect(link).toBeDefined();
    expect(mine.text).toContain(link!.replace(/&amp;/g, '&'));
    const recipients = await server.database.db.select().from(newsletterCampaignRecipients).where(eq(newsletterCampaignRecipients.campaignId, draft.id));
    expect(recipients.every((r) => r.state === 2 && r.attempts === 1)).toBe(true);
    // The frozen HTML keeps the tokens; the ads it carried are recorded.
    expect((await campaignRow(server, draft.id)).html).toContain('%%UNSUBSCRIBE_URL%%');
    expect((await server.database.db.select().from(newsletterCampaignAds).where(eq(newsletterCampaignAds.campaignId, draft.id))).length).toBeGreaterThan(0);
  });

  it('is read-only once sent, and refuses a second send', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    await execute(server, SendNewsletterCampaignDocument, { id: draft.id, version: draft.version }, { cmsToken: manager, tenantKey: 'edr' });
    const sent = await settledCampaign(server, draft.id, manager);
    const again = await post(server, 'sendNewsletterCampaign', { id: draft.id, version: sent.version }, bearer(manager, 'edr'));
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.body.errors?.[0]?.message).toBe('This campaign is sent and can no longer be changed.');
    const edit = await post(server, 'saveNewsletterCampaign', { input: { id: draft.id, version: sent.version, templateId: template.id, issueDate: '2031-01-01', subject: 'Too late' } }, bearer(manager, 'edr'));
    expect(edit.body.errors?.[0]?.message).toBe('This campaign is sent and can no longer be changed.');
  });

  it('refuses a template without subscribers or without a list, and a stale version', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    const stale = await post(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version + 1 }, bearer(manager, 'edr'));
    expect(codeOf(stale)).toBe('CONFLICT');
    const [row] = await server.database.db.select().from(newsletterTemplates).where(eq(newsletterTemplates.id, template.id));
    const unusedProduct = 987654;
    await server.database.db.update(newsletterTemplates).set({ payload: { ...row!.payload, deployment: { ...template.document.deployment, productId: unusedProduct } } }).where(eq(newsletterTemplates.id, template.id));
    const nobody = await post(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version }, bearer(manager, 'edr'));
    expect(nobody.body.errors?.[0]?.message).toBe(CAMPAIGN_MESSAGES.noSubscribers);
    await server.database.db.update(newsletterTemplates).set({ payload: { ...row!.payload, deployment: { ...template.document.deployment, productId: null } } }).where(eq(newsletterTemplates.id, template.id));
    const noList = await post(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version }, bearer(manager, 'edr'));
    expect(noList.body.errors?.[0]?.message).toBe(CAMPAIGN_MESSAGES.noList);
    await server.database.db.update(newsletterTemplates).set({ payload: row!.payload }).where(eq(newsletterTemplates.id, template.id));
    expect((await campaignRow(server, draft.id)).status).toBe('draft');
    expect(await server.database.db.select().from(newsletterCampaignRecipients).where(and(eq(newsletterCampaignRecipients.campaignId, draft.id)))).toEqual([]);
  });

  it('needs manage_newsletter_campaigns', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    await expectUnauthenticated(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version });
    await expectForbidden(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version }, editor);
    await expectBadVariablesRefused(server, 'sendNewsletterCampaign', { id: draft.id }, /version/);
    await expectUnknownTenantRefused(server, 'sendNewsletterCampaign', { id: draft.id, version: draft.version });
  });
});
