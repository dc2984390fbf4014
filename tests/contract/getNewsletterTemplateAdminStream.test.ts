import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteNewsletterTemplateDocument, GetNewsletterTemplateAdminStreamDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let basic: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, basic, editor } = await startNewsletterServer());
});
afterAll(() => server.close());

const stream = (input: Record<string, unknown> | null, token = manager) => execute(server, GetNewsletterTemplateAdminStreamDocument, { input }, { cmsToken: token, tenantKey: 'edr' }).then((r) => r.getNewsletterTemplateAdminStream);

describe('getNewsletterTemplateAdminStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterTemplateAdminStream'));

  it('lists every template of the site, active and inactive, by name, with campaign counts', async () => {
    const all = await stream(null);
    const names = all.edges.map((e) => e.node.payload.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('EDR Daily');
    expect(names).toContain('Test & Measurement Digest');
    expect(all.totalCount).toBe(names.length);
    expect(all.edges.find((e) => e.node.payload.name === 'EDR Daily')?.node.campaignCount).toBeGreaterThan(0);
    const inactive = await stream({ status: 0 });
    expect(inactive.edges.map((e) => e.node.payload.name)).toEqual(['Test & Measurement Digest']);
    expect((await stream({ phrase: 'weekly' })).edges.map((e) => e.node.payload.name)).toEqual(['Power Weekly']);
    expect((await stream({ pagination: { limit: 2 } })).pageInfo.hasNextPage).toBe(true);
  });

  it('is open to basic template editors; refused to others', async () => {
    expect((await stream(null, basic)).totalCount).toBeGreaterThan(0);
    await expectUnauthenticated(server, 'getNewsletterTemplateAdminStream', {});
    await expectForbidden(server, 'getNewsletterTemplateAdminStream', {}, editor);
  });

  it('refuses a bad status, a long phrase, bad variables and unknown sites', async () => {
    const bad = await post(server, 'getNewsletterTemplateAdminStream', { input: { status: 2 } }, bearer(manager, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('status must be 0 (inactive) or 1 (active).');
    const long = await post(server, 'getNewsletterTemplateAdminStream', { input: { phrase: 'x'.repeat(201) } }, bearer(manager, 'edr'));
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    await expectBadVariablesRefused(server, 'getNewsletterTemplateAdminStream', { input: { status: 'x' } }, /Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterTemplateAdminStream', {});
  });

  it('a deleted template without campaigns leaves the list', async () => {
    const before = await stream({ phrase: 'Webinar Alerts' });
    const id = before.edges[0]!.node.id;
    // Webinar Alerts has seeded campaigns: deleting sets it inactive instead.
    await execute(server, DeleteNewsletterTemplateDocument, { id }, { cmsToken: manager, tenantKey: 'edr' });
    expect((await stream({ phrase: 'Webinar Alerts' })).edges[0]?.node.status).toBe(0);
  });
});
