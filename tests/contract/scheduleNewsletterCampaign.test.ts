import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleNewsletterCampaignDocument, UnscheduleNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { newsletterTemplates } from '../../src/server/db/schema/index.js';
import { CAMPAIGN_MESSAGES } from '../../src/shared/newsletterCampaigns.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { campaignRow, createDraft, seededTemplate, settledCampaign, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
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

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('scheduleNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'scheduleNewsletterCampaign'));

  it('schedules a draft (Draft → Scheduled), and unschedule takes it back', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    const sendAt = inHours(20);
    const scheduled = (await execute(server, ScheduleNewsletterCampaignDocument, { id: draft.id, version: draft.version, sendAt }, { cmsToken: manager, tenantKey: 'edr' })).scheduleNewsletterCampaign;
    expect(scheduled).toMatchObject({ status: 'scheduled', sendAt, version: draft.version + 1 });
    expect((await campaignRow(server, draft.id)).origin).toBe(server.url);
    const back = (await execute(server, UnscheduleNewsletterCampaignDocument, { id: draft.id, version: scheduled.version }, { cmsToken: manager, tenantKey: 'edr' })).unscheduleNewsletterCampaign;
    expect(back).toMatchObject({ status: 'draft', sendAt: null });
    const again = await post(server, 'unscheduleNewsletterCampaign', { id: draft.id, version: back.version }, bearer(manager, 'edr'));
    expect(again.body.errors?.[0]?.message).toBe('This campaign is not scheduled.');
  });

  it('starts sending by itself when the time comes', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    await execute(server, ScheduleNewsletterCampaignDocument, { id: draft.id, version: draft.version, sendAt: new Date(Date.now() + 1500).toISOString() }, { cmsToken: manager, tenantKey: 'edr' });
    const sent = await settledCampaign(server, draft.id, manager);
    expect(sent.recipientCount).toBeGreaterThan(0);
    expect(sent.sentCount).toBe(sent.recipientCount);
  });

  it('refuses a time in the past, a stale version, a template without list, and sent campaigns', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    const past = await post(server, 'scheduleNewsletterCampaign', { id: draft.id, version: draft.version, sendAt: inHours(-1) }, bearer(manager, 'edr'));
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(past.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ sendAt: CAMPAIGN_MESSAGES.sendAtPast });
    const stale = await post(server, 'scheduleNewsletterCampaign', { id: draft.id, version: draft.version + 5, sendAt: inHours(2) }, bearer(manager, 'edr'));
    expect(codeOf(stale)).toBe('CONFLICT');
    const [row] = await server.database.db.select().from(newsletterTemplates).where(eq(newsletterTemplates.id, template.id));
    await server.database.db.update(newsletterTemplates).set({ payload: { ...row!.payload, deployment: { ...template.document.deployment, productId: null } } }).where(eq(newsletterTemplates.id, template.id));
    const noList = await post(server, 'scheduleNewsletterCampaign', { id: draft.id, version: draft.version, sendAt: inHours(2) }, bearer(manager, 'edr'));
    expect(noList.body.errors?.[0]?.message).toBe(CAMPAIGN_MESSAGES.noList);
    await server.database.db.update(newsletterTemplates).set({ payload: row!.payload }).where(eq(newsletterTemplates.id, template.id));
  });

  it('needs manage_newsletter_campaigns', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    const variables = { id: draft.id, version: draft.version, sendAt: inHours(3) };
    await expectUnauthenticated(server, 'scheduleNewsletterCampaign', variables);
    await expectForbidden(server, 'scheduleNewsletterCampaign', variables, editor);
    await expectBadVariablesRefused(server, 'scheduleNewsletterCampaign', { id: draft.id, version: 1 }, /sendAt/);
    await expectUnknownTenantRefused(server, 'scheduleNewsletterCampaign', variables);
  });
});
