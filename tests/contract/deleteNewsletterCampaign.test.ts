import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { newsletterCampaigns } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { createDraft, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;
let template: Awaited<ReturnType<typeof seededTemplate>>;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startNewsletterServer());
  template = await seededTemplate(server);
});
afterAll(() => server.close());

describe('deleteNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteNewsletterCampaign'));

  it('deletes a draft', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    expect((await execute(server, DeleteNewsletterCampaignDocument, { id: draft.id }, { cmsToken: manager, tenantKey: 'edr' })).deleteNewsletterCampaign).toBe(true);
    expect(codeOf(await post(server, 'getNewsletterCampaign', { id: draft.id }, bearer(manager, 'edr')))).toBe('NOT_FOUND');
  });

  it('keeps a sent campaign', async () => {
    const edrSent = (await server.database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.templateId, template.id))).find((c) => c.status === 'sent')!;
    const own = await post(server, 'deleteNewsletterCampaign', { id: edrSent.id }, bearer(manager, 'edr'));
    expect(codeOf(own)).toBe('BAD_USER_INPUT');
    expect(own.body.errors?.[0]?.message).toBe('This campaign is sent and can no longer be changed.');
  });

  it('is refused to others and on other sites', async () => {
    const draft = await createDraft(server, manager, { templateId: template.id });
    await expectUnauthenticated(server, 'deleteNewsletterCampaign', { id: draft.id });
    await expectForbidden(server, 'deleteNewsletterCampaign', { id: draft.id }, editor);
    expect(codeOf(await post(server, 'deleteNewsletterCampaign', { id: draft.id }, bearer(fotManager, 'fot')))).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'deleteNewsletterCampaign', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'deleteNewsletterCampaign', { id: draft.id });
  });
});
