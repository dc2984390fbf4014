import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterCampaignAdminStreamDocument, ScheduleNewsletterCampaignDocument, UnscheduleNewsletterCampaignDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startNewsletterServer());
});
afterAll(() => server.close());

describe('unscheduleNewsletterCampaign', () => {
  it('is served as text', () => expectDocumentServed(server, 'unscheduleNewsletterCampaign'));

  it('takes a scheduled campaign back to draft; a sent one is refused', async () => {
    const list = async (status: string) => (await execute(server, GetNewsletterCampaignAdminStreamDocument, { input: { status } }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterCampaignAdminStream.edges;
    const draft = (await list('draft'))[0]!.node;
    const sendAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = (await execute(server, ScheduleNewsletterCampaignDocument, { id: draft.id, version: draft.version, sendAt }, { cmsToken: manager, tenantKey: 'edr' })).scheduleNewsletterCampaign;
    await expectUnauthenticated(server, 'unscheduleNewsletterCampaign', { id: scheduled.id, version: scheduled.version });
    await expectForbidden(server, 'unscheduleNewsletterCampaign', { id: scheduled.id, version: scheduled.version }, editor);
    const stale = await post(server, 'unscheduleNewsletterCampaign', { id: scheduled.id, version: scheduled.version + 1 }, bearer(manager, 'edr'));
    expect(codeOf(stale)).toBe('CONFLICT');
    const back = (await execute(server, UnscheduleNewsletterCampaignDocument, { id: scheduled.id, version: scheduled.version }, { cmsToken: manager, tenantKey: 'edr' })).unscheduleNewsletterCampaign;
    expect(back).toMatchObject({ id: scheduled.id, status: 'draft', sendAt: null, version: scheduled.version + 1 });
    const sent = (await list('sent'))[0]!.node;
    const refused = await post(server, 'unscheduleNewsletterCampaign', { id: sent.id, version: sent.version }, bearer(manager, 'edr'));
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe('This campaign is sent and can no longer be changed.');
  });

  it('refuses bad variables and unknown sites', async () => {
    await expectBadVariablesRefused(server, 'unscheduleNewsletterCampaign', { id: 1 }, /version/);
    await expectUnknownTenantRefused(server, 'unscheduleNewsletterCampaign', { id: 1, version: 1 });
  });
});
