import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterCampaignAdminStreamDocument, PreviewNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { emailSafetyProblems } from '../../src/server/modules/newsletters/render/emailSafety.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { campaignRow, createDraft, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
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

const preview = async (id: number, width?: number) => (await execute(server, PreviewNewsletterCampaignDocument, { id, width }, { cmsToken: manager, tenantKey: 'edr' })).previewNewsletterCampaign;

/** The template's newest campaign of a status (the seed has sent ones, a draft and a scheduled one). */
const firstOf = async (status: string) =>
  (await execute(server, GetNewsletterCampaignAdminStreamDocument, { input: { templateId: template.id, status } }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterCampaignAdminStream.edges[0]!.node;

describe('previewNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'previewNewsletterCampaign'));

  it('renders the upcoming issue from its schedules and ads as e-mail-safe HTML with a text part', async () => {
    // The seeded draft of the next issue has stories scheduled and ads running.
    const draft = await firstOf('draft');
    const rendered = await preview(draft.id);
    expect(rendered.subject).toBe(draft.subject);
    expect(emailSafetyProblems(rendered.html, { personalised: true })).toEqual([]);
    expect(rendered.html).toContain(`width="${template.document.styles.width}"`);
    expect(rendered.html).toContain('Top stories');
    expect(rendered.html).toMatch(/href="https?:\/\/[^"]+\/account#manage-newsletters"[^>]*>Unsubscribe</);
    expect(rendered.html).not.toContain('%%');
    expect(rendered.text).toContain('Unsubscribe:');
    expect(rendered.text).not.toMatch(/<[a-z]/i);
    // Ads of priority 10 at position 1 are running for this template.
    expect(rendered.html).toContain('Cut design time in half with our new reference platform');
    for (const width of [700, 750, 800]) expect((await preview(draft.id, width)).html).toContain(`width="${width}"`);
  });

  it('warns about what an editor should know (an empty issue)', async () => {
    const empty = await createDraft(server, manager, { templateId: template.id, issueDate: '2030-01-02' });
    const rendered = await preview(empty.id);
    expect(rendered.warnings.some((w) => w.startsWith("Content list 'Top stories' has no stories for this issue."))).toBe(true);
  });

  it('shows a sent campaign as it went out (seeded ones are rendered once and kept)', async () => {
    const sent = await firstOf('sent');
    expect((await campaignRow(server, sent.id)).html).toBeNull();
    const first = await preview(sent.id);
    const stored = await campaignRow(server, sent.id);
    expect(stored.html).toContain('%%UNSUBSCRIBE_URL%%');
    expect((await preview(sent.id)).html).toBe(first.html);
  });

  it('refuses a width other than 700, 750 or 800, other users and other sites', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    const bad = await post(server, 'previewNewsletterCampaign', { id: draft.id, width: 600 }, bearer(manager, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('Choose a width of 700, 750 or 800 pixels.');
    await expectUnauthenticated(server, 'previewNewsletterCampaign', { id: draft.id });
    await expectForbidden(server, 'previewNewsletterCampaign', { id: draft.id }, editor);
    expect(codeOf(await post(server, 'previewNewsletterCampaign', { id: draft.id }, bearer(manager, 'fot')))).toBe('FORBIDDEN');
    await expectBadVariablesRefused(server, 'previewNewsletterCampaign', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'previewNewsletterCampaign', { id: draft.id });
  });
});
