import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendNewsletterCampaignTestDocument } from '../../src/gql/graphql.js';
import { emailSafetyProblems } from '../../src/server/modules/newsletters/render/emailSafety.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { createDraft, outboxMessages, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
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

const sendTest = async (id: number, emails?: string[]) => (await execute(server, SendNewsletterCampaignTestDocument, { id, emails }, { cmsToken: manager, tenantKey: 'edr' })).sendNewsletterCampaignTest;

describe('sendNewsletterCampaignTest', () => {
  it('is served as text', () => expectDocumentServed(server, 'sendNewsletterCampaignTest'));

  it('sends the campaign as it is now to the template’s testers, subject marked [TEST]', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id, subject: 'Proof me' });
    expect(await sendTest(draft.id)).toBe(`Test sent to ${template.document.defaultTesters.length} address${template.document.defaultTesters.length === 1 ? '' : 'es'}.`);
    const [message] = await outboxMessages(server, 'newsletter-test', template.document.defaultTesters[0]);
    expect(message?.subject).toBe('[TEST] Proof me');
    expect(emailSafetyProblems(message!.html!, { personalised: true })).toEqual([]);
    expect(message!.text).toContain('Unsubscribe:');
    expect(message!.html).toContain(template.document.defaultTesters[0]!);
  });

  it('sends to the addresses given instead; refuses bad ones', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    expect(await sendTest(draft.id, ['Desk@Example.com', 'desk@example.com', 'chief@example.com'])).toBe('Test sent to 2 addresses.');
    expect(await outboxMessages(server, 'newsletter-test', 'chief@example.com')).toHaveLength(1);
    const bad = await post(server, 'sendNewsletterCampaignTest', { id: draft.id, emails: ['nope'] }, bearer(manager, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe("'nope' is not a valid email address.");
    const many = await post(server, 'sendNewsletterCampaignTest', { id: draft.id, emails: Array.from({ length: 21 }, (_, i) => `t${i}@example.com`) }, bearer(manager, 'edr'));
    expect(many.body.errors?.[0]?.message).toBe('At most 20 test addresses.');
  });

  it('needs manage_newsletter_campaigns on the site', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    await expectUnauthenticated(server, 'sendNewsletterCampaignTest', { id: draft.id });
    await expectForbidden(server, 'sendNewsletterCampaignTest', { id: draft.id }, editor);
    await expectBadVariablesRefused(server, 'sendNewsletterCampaignTest', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'sendNewsletterCampaignTest', { id: draft.id });
  });
});
