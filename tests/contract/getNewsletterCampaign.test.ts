import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { createDraft, seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let basic: string;

beforeAll(async () => {
  ({ server, manager, fotManager, basic } = await startNewsletterServer());
});
afterAll(() => server.close());

describe('getNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterCampaign'));

  it('answers a campaign of the site with its template and progress', async () => {
    const template = await seededTemplate(server);
    const draft = await createDraft(server, manager, { templateId: template.id, subject: 'Read me', preheader: 'Inbox line' });
    const found = (await execute(server, GetNewsletterCampaignDocument, { id: draft.id }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterCampaign;
    expect(found).toEqual(draft);
    expect(found).toMatchObject({ subject: 'Read me', preheader: 'Inbox line', status: 'draft', template: { payload: { name: template.document.name } } });
  });

  it('is for campaign managers of the site only', async () => {
    const template = await seededTemplate(server);
    const draft = await createDraft(server, manager, { templateId: template.id });
    await expectUnauthenticated(server, 'getNewsletterCampaign', { id: draft.id });
    await expectForbidden(server, 'getNewsletterCampaign', { id: draft.id }, basic);
    const other = await post(server, 'getNewsletterCampaign', { id: draft.id }, bearer(fotManager, 'fot'));
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(other.body.errors?.[0]?.message).toBe(`No newsletter campaign with id ${draft.id} was found on this site.`);
    await expectBadVariablesRefused(server, 'getNewsletterCampaign', { id: 1.5 }, /Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterCampaign', { id: draft.id });
  });
});
