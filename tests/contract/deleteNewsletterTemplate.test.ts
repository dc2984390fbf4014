import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteNewsletterTemplateDocument, GetNewsletterTemplateDocument, SaveNewsletterTemplateDocument } from '../../src/gql/graphql.js';
import { newTemplateDocument } from '../../src/shared/newsletterTemplates.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let basic: string;

beforeAll(async () => {
  ({ server, manager, basic } = await startNewsletterServer());
});
afterAll(() => server.close());

let n = 0;
const newId = () => `d${(n += 1)}`;

describe('deleteNewsletterTemplate', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteNewsletterTemplate'));

  it('deletes a template without campaigns', async () => {
    const created = (await execute(server, SaveNewsletterTemplateDocument, { input: { status: 1, document: newTemplateDocument('Short-lived', newId) } }, { cmsToken: manager, tenantKey: 'edr' })).saveNewsletterTemplate;
    expect((await execute(server, DeleteNewsletterTemplateDocument, { id: created.id }, { cmsToken: manager, tenantKey: 'edr' })).deleteNewsletterTemplate).toBe(true);
    const gone = await post(server, 'getNewsletterTemplate', { id: created.id }, bearer(manager, 'edr'));
    expect(codeOf(gone)).toBe('NOT_FOUND');
  });

  it('keeps a template with campaigns and sets it inactive', async () => {
    const seeded = await seededTemplate(server);
    expect((await execute(server, DeleteNewsletterTemplateDocument, { id: seeded.id }, { cmsToken: manager, tenantKey: 'edr' })).deleteNewsletterTemplate).toBe(true);
    const kept = (await execute(server, GetNewsletterTemplateDocument, { id: seeded.id }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterTemplate;
    expect(kept.status).toBe(0);
    expect(kept.campaignCount).toBeGreaterThan(0);
  });

  it('needs manage_newsletter_templates; another site’s template is not found', async () => {
    const seeded = await seededTemplate(server, 'fot');
    await expectUnauthenticated(server, 'deleteNewsletterTemplate', { id: seeded.id });
    await expectForbidden(server, 'deleteNewsletterTemplate', { id: seeded.id }, basic);
    const other = await post(server, 'deleteNewsletterTemplate', { id: seeded.id }, bearer(manager, 'edr'));
    expect(codeOf(other)).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'deleteNewsletterTemplate', { id: null }, /id/);
    await expectUnknownTenantRefused(server, 'deleteNewsletterTemplate', { id: 1 });
  });
});
