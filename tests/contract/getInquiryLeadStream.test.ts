import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetInquiryLeadStreamDocument, SubmitContactFormDocument, SubmitInquiryDocument, type InquiryLeadStreamInput } from '../../src/gql/graphql.js';
import { cmsUsers } from '../../src/server/db/schema/index.js';
import { createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { liveItemOf, setFormSettings } from '../helpers/leads.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let viewer: string;
let printer: string;
let fotViewer: string;
let nobody: string;
let item: Awaited<ReturnType<typeof liveItemOf>>;

let address = 0;
const from = (tenantKey: string) => ({ tenantKey, headers: { 'x-forwarded-for': `198.18.0.${(address += 1)}` } });

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await setFormSettings(server, 'edr', { inquiryForm: { enableRmi: true } });
  await setFormSettings(server, 'fot', { inquiryForm: { enableRmi: true } });
  item = await liveItemOf(server, 'edr');
  // Three inquiries and a contact message on edr (oldest first), one inquiry on fot.
  for (const [i, email] of ['first@example.com', 'second@example.com', 'third@example.com'].entries()) {
    await execute(
      server,
      SubmitInquiryDocument,
      { input: { contentId: i === 1 ? null : item.id, name: `Lead ${i + 1}`, email, company: i === 0 ? 'Acme' : null, country: 'DEU', message: 'More, please.', consent: i === 0 } },
      from('edr'),
    );
  }
  await execute(server, SubmitContactFormDocument, { input: { name: 'Reader', email: 'reader@example.com', subject: 'Hello', message: 'Hi there' } }, from('edr'));
  const fotItem = await liveItemOf(server, 'fot');
  await execute(server, SubmitInquiryDocument, { input: { contentId: fotItem.id, name: 'Fot lead', email: 'fot@example.com', message: 'Info' } }, from('fot'));

  const [v, p, f, n] = await Promise.all([
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'viewer', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
  ]);
  // A role that grants nothing: no view_common_reports (every named role has it).
  await server.database.db.update(cmsUsers).set({ role: 'no_reports' }).where(eq(cmsUsers.id, n.id));
  // manage_print_export alone (the Exports menu's permission for the report).
  await server.database.db.update(cmsUsers).set({ role: 'no_reports', extraPermissions: ['manage_print_export'] }).where(eq(cmsUsers.id, p.id));
  [viewer, printer, fotViewer, nobody] = [v.token, p.token, f.token, n.token];
});
afterAll(() => server.close());

const stream = async (input: InquiryLeadStreamInput | null = null, token = viewer, tenantKey = 'edr') =>
  (await execute(server, GetInquiryLeadStreamDocument, { input }, { tenantKey, cmsToken: token })).getInquiryLeadStream;
const emails = (connection: Awaited<ReturnType<typeof stream>>) => connection.edges.map((e) => e.node.email);

describe('getInquiryLeadStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getInquiryLeadStream'));

  it("lists this site's leads newest first, with the item asked about", async () => {
    const all = await stream();
    expect(all.totalCount).toBe(4);
    expect(emails(all)).toEqual(['reader@example.com', 'third@example.com', 'second@example.com', 'first@example.com']);
    expect(all.edges[3]!.node).toMatchObject({
      __typename: 'InquiryLead',
      kind: 'inquiry',
      contentId: item.id,
      contentName: item.name,
      contentType: item.type,
      name: 'Lead 1',
      company: 'Acme',
      phone: null,
      country: 'DEU',
      subject: null,
      message: 'More, please.',
      consentGiven: true,
    });
    expect(all.edges[2]!.node).toMatchObject({ contentId: null, contentName: null, consentGiven: false });
    expect(all.edges[0]!.node).toMatchObject({ kind: 'contact', subject: 'Hello', consentGiven: null });
    expect(Date.parse(all.edges[0]!.node.createdAt)).toBeGreaterThanOrEqual(Date.parse(all.edges[3]!.node.createdAt));
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(emails(await stream(null, fotViewer, 'fot'))).toEqual(['fot@example.com']);
  });

  it('filters by form and pages (50 by default)', async () => {
    const inquiries = await stream({ kind: 'inquiry' });
    expect(inquiries.totalCount).toBe(3);
    expect(emails(inquiries)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    expect(emails(await stream({ kind: 'contact' }))).toEqual(['reader@example.com']);
    const first = await stream({ kind: 'inquiry', pagination: { limit: 2 } });
    expect(emails(first)).toEqual(['third@example.com', 'second@example.com']);
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    const second = await stream({ kind: 'inquiry', pagination: { limit: 2, after: first.pageInfo.endCursor } });
    expect(emails(second)).toEqual(['first@example.com']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(emails(await stream({ pagination: { limit: 1, skip: 3 } }))).toEqual(['first@example.com']);
  });

  it('filters by a date range: from inclusive, to exclusive', async () => {
    const all = await stream({ kind: 'inquiry' });
    const newest = all.edges[0]!.node.createdAt;
    expect(emails(await stream({ kind: 'inquiry', dateFrom: newest }))).toEqual(['third@example.com']);
    expect((await stream({ kind: 'inquiry', dateTo: newest })).edges.map((e) => e.node.email)).not.toContain('third@example.com');
    expect((await stream({ dateFrom: '2000-01-01T00:00:00Z', dateTo: '2999-01-01T00:00:00Z' })).totalCount).toBe(4);
    expect((await stream({ dateFrom: '2999-01-01T00:00:00Z' })).totalCount).toBe(0);
    const backwards = await post(server, 'getInquiryLeadStream', { input: { dateFrom: '2030-01-02T00:00:00Z', dateTo: '2030-01-01T00:00:00Z' } }, bearer(viewer, 'edr'));
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ dateTo: 'The end must be after the start.' });
  });

  it('refuses bad paging and an unknown form', async () => {
    for (const input of [{ pagination: { limit: 0 } }, { pagination: { limit: 201 } }, { pagination: { skip: -1 } }, { pagination: { after: 'nope' } }]) {
      const response = await post(server, 'getInquiryLeadStream', { input }, bearer(viewer, 'edr'));
      expect(codeOf(response), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
    }
    await expectBadVariablesRefused(server, 'getInquiryLeadStream', { input: { kind: 'newsletter' } }, /kind|LeadKind/);
  });

  it('needs view_common_reports (or manage_print_export) on this site', async () => {
    expect((await stream(null, printer)).totalCount).toBe(4);
    await expectUnauthenticated(server, 'getInquiryLeadStream', {});
    await expectForbidden(server, 'getInquiryLeadStream', {}, nobody);
    expect(codeOf(await post(server, 'getInquiryLeadStream', {}, bearer(fotViewer, 'edr')))).toBe('FORBIDDEN');
    await expectUnknownTenantRefused(server, 'getInquiryLeadStream', {});
  });
});
