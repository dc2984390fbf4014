import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewNewsletterTemplateDocument } from '../../src/gql/graphql.js';
import { emailSafetyProblems } from '../../src/server/modules/newsletters/render/emailSafety.js';
import { newTemplateDocument } from '../../src/shared/newsletterTemplates.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let basic: string;
let editor: string;

beforeAll(async () => {
  ({ server, basic, editor } = await startNewsletterServer());
});
afterAll(() => server.close());

let n = 0;
const newId = () => `p${(n += 1)}`;

describe('previewNewsletterTemplate', () => {
  it('is served as text', () => expectDocumentServed(server, 'previewNewsletterTemplate'));

  it('renders an unsaved document for a date, with its subject and warnings', async () => {
    const document = { ...newTemplateDocument('Draft template', newId), header: { style: 'logo-center', logoUrl: '', bannerImageUrl: '', backgroundColor: '#ffffff', text: 'Hello readers', showDate: true } };
    const rendered = (await execute(server, PreviewNewsletterTemplateDocument, { document, issueDate: '2026-11-27' }, { cmsToken: basic, tenantKey: 'edr' })).previewNewsletterTemplate;
    expect(rendered.subject).toBe('Draft template – Nov. 27, 2026');
    expect(emailSafetyProblems(rendered.html, { personalised: true })).toEqual([]);
    expect(rendered.html).toContain('Hello readers');
    // A new template has no schedules: its content list is dropped and the editor is told.
    expect(rendered.warnings).toContain("Content list 'Top stories' has no stories for this issue.");
  });

  it('names the wrong fields of the document and a bad date', async () => {
    const bad = await post(server, 'previewNewsletterTemplate', { document: { name: '' } }, bearer(basic, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ name: 'Field is required' });
    const date = await post(server, 'previewNewsletterTemplate', { document: { name: 'x' }, issueDate: 'tomorrow' }, bearer(basic, 'edr'));
    expect(date.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ issueDate: 'Enter a date such as 2026-11-27.' });
  });

  it('is for template and campaign managers', async () => {
    await expectUnauthenticated(server, 'previewNewsletterTemplate', { document: { name: 'x' } });
    await expectForbidden(server, 'previewNewsletterTemplate', { document: { name: 'x' } }, editor);
    await expectBadVariablesRefused(server, 'previewNewsletterTemplate', {}, /document/);
    await expectUnknownTenantRefused(server, 'previewNewsletterTemplate', { document: { name: 'x' } });
  });
});
