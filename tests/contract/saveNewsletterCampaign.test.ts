import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { history, newsletterCampaigns } from '../../src/server/db/schema/index.js';
import { CAMPAIGN_MESSAGES } from '../../src/shared/newsletterCampaigns.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { createDraft, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let basic: string;
let template: Awaited<ReturnType<typeof seededTemplate>>;

beforeAll(async () => {
  ({ server, manager, basic } = await startNewsletterServer());
  template = await seededTemplate(server);
});
afterAll(() => server.close());

const postSave = (input: Record<string, unknown>, token = manager) => post(server, 'saveNewsletterCampaign', { input }, bearer(token, 'edr'));

describe('saveNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveNewsletterCampaign'));

  it('creates a draft; an empty subject comes from the template’s pattern', async () => {
    const created = await createDraft(server, manager, { templateId: template.id, issueDate: '2030-03-05', subject: '' });
    expect(created).toMatchObject({
      __typename: 'NewsletterCampaign',
      templateId: template.id,
      template: { id: template.id, payload: { name: template.document.name } },
      issueDate: '2030-03-05',
      status: 'draft',
      hideOnWeb: false,
      recipientCount: 0,
      sentCount: 0,
      queuedCount: 0,
      version: 1,
      sendAt: null,
    });
    // EDR Daily's pattern is '[name]: [title]' and nothing is scheduled to 2030-03-05: the title is empty.
    expect(created.subject).toBe(template.document.name + ':');
    expect(created.webUrl).toMatch(new RegExp(`/newsletter/${created.id}$`));
    const [row] = await server.database.db.select().from(history).where(and(eq(history.entityType, 'NewsletterCampaign'), eq(history.entityId, String(created.id)))).orderBy(desc(history.id));
    expect(row?.action).toBe('create');
  });

  it('updates a draft with its version; a stale version is refused', async () => {
    const created = await createDraft(server, manager, { templateId: template.id });
    const updated = (await execute(server, SaveNewsletterCampaignDocument, { input: { id: created.id, version: created.version, templateId: template.id, issueDate: '2030-04-01', subject: 'New subject', preheader: 'Peek', hideOnWeb: true } }, { cmsToken: manager, tenantKey: 'edr' })).saveNewsletterCampaign;
    expect(updated).toMatchObject({ version: 2, issueDate: '2030-04-01', subject: 'New subject', preheader: 'Peek', hideOnWeb: true });
    const stale = await postSave({ id: created.id, version: 1, templateId: template.id, issueDate: '2030-04-01', subject: 'Old' });
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it('names wrong fields: subject, date, an inactive or unknown template', async () => {
    const response = await postSave({ id: (await createDraft(server, manager, { templateId: template.id })).id, version: 1, templateId: template.id, issueDate: '2030-02-30', subject: '  ' });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ subject: 'Field is required', issueDate: 'Enter a date such as 2026-11-27.' });
    const unknown = await postSave({ templateId: 999999, issueDate: '2030-01-01', subject: 'x' });
    expect(unknown.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ templateId: CAMPAIGN_MESSAGES.templateInactive });
    const fot = await seededTemplate(server, 'fot');
    const other = await postSave({ templateId: fot.id, issueDate: '2030-01-01', subject: 'x' });
    expect(other.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ templateId: CAMPAIGN_MESSAGES.templateInactive });
  });

  it('refuses changes once sending', async () => {
    const created = await createDraft(server, manager, { templateId: template.id });
    await server.database.db.update(newsletterCampaigns).set({ status: 'sending' }).where(eq(newsletterCampaigns.id, created.id));
    const refused = await postSave({ id: created.id, version: created.version, templateId: template.id, issueDate: '2030-01-01', subject: 'Late change' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe('This campaign is sending and can no longer be changed.');
  });

  it('needs manage_newsletter_campaigns', async () => {
    await expectUnauthenticated(server, 'saveNewsletterCampaign', { input: { templateId: template.id, issueDate: '2030-01-01', subject: 'x' } });
    await expectForbidden(server, 'saveNewsletterCampaign', { input: { templateId: template.id, issueDate: '2030-01-01', subject: 'x' } }, basic);
    await expectBadVariablesRefused(server, 'saveNewsletterCampaign', { input: { templateId: 'x' } }, /Int|issueDate/);
    await expectUnknownTenantRefused(server, 'saveNewsletterCampaign', { input: { templateId: 1, issueDate: '2030-01-01', subject: 'x' } });
  });
});
