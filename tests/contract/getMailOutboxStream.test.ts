import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetMailOutboxStreamDocument,
  RequestResetCmsUserPasswordDocument,
  SaveCmsUserDocument,
  type GetMailOutboxStreamQueryVariables,
} from '../../src/gql/graphql.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let edrId: number;
let fotId: number;
let editor: User;
let siteAdmin: User;

/** Saves a pending user on a site, which mails an invitation from that site. */
async function invite(email: string, tenantKey: string, tenantId: number) {
  await execute(
    server,
    SaveCmsUserDocument,
    {
      input: {
        email,
        username: email.split('@')[0] ?? email,
        firstName: 'Otto',
        lastName: 'Outbox',
        role: 'editor',
        status: 1,
        isGlobal: 0,
        tenantIds: [tenantId],
      },
    },
    { cmsToken: admin, tenantKey },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [editor, siteAdmin] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'site_administrator' })]);
  // In order: two edr invitations, one fot invitation, then a password reset mail on edr.
  await invite('outbox.one@example.com', 'edr', edrId);
  await invite('outbox.two@example.com', 'edr', edrId);
  await invite('outbox.fot@example.com', 'fot', fotId);
  await execute(server, RequestResetCmsUserPasswordDocument, { email: editor.email });
});
afterAll(() => server.close());

const list = async (input: GetMailOutboxStreamQueryVariables['input'], token = admin) =>
  (await execute(server, GetMailOutboxStreamDocument, { input }, { cmsToken: token })).getMailOutboxStream;

describe('getMailOutboxStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMailOutboxStream'));

  it('lists every mail, newest first, for a global administrator', async () => {
    const [total] = await server.database.db.select({ n: count() }).from(mailOutbox);
    const stored = await server.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    const stream = await list({ pagination: { limit: 200 } });
    expect(stream.__typename).toBe('MailMessageConnection');
    expect(stream.totalCount).toBe(total?.n);
    expect(stream.edges.map((e) => e.node.id)).toEqual(stored.map((m) => m.id));
    const times = stream.edges.map((e) => Date.parse(e.node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = stream.edges;
    expect(newest?.node).toEqual({
      __typename: 'MailMessage',
      id: stored[0]?.id,
      to: editor.email,
      subject: expect.stringContaining('Reset your'),
      text: expect.stringMatching(/\/admin\/user\/reset-password\?hash=/),
      html: null,
      category: 'cms-reset',
      transport: 'outbox',
      sentAt: null,
      error: null,
      createdAt: expect.any(String),
    });
  });

  it('filters by recipient (ignoring case and spaces) and by category', async () => {
    const one = await list({ to: '  Outbox.One@Example.com ' });
    expect(one.totalCount).toBe(1);
    expect(one.edges[0]?.node).toMatchObject({ to: 'outbox.one@example.com', category: 'cms-invite' });
    expect(one.edges[0]?.node.text).toMatch(/\/admin\/user\/activate\?hash=/);
    const resets = await list({ category: 'cms-reset' });
    expect(resets.edges.map((e) => e.node.to)).toEqual([editor.email]);
    const invites = await list({ category: 'cms-invite', pagination: { limit: 200 } });
    expect(invites.edges.every((e) => e.node.category === 'cms-invite')).toBe(true);
    expect(invites.edges.slice(0, 3).map((e) => e.node.to)).toEqual(['outbox.fot@example.com', 'outbox.two@example.com', 'outbox.one@example.com']);
    expect((await list({ to: editor.email, category: 'cms-reset' })).totalCount).toBe(1);
    expect((await list({ to: 'outbox.one@example.com', category: 'cms-reset' })).totalCount).toBe(0);
    expect((await list({ to: 'nobody@example.com' })).edges).toEqual([]);
  });

  it('pages with limit and the endCursor', async () => {
    const all = await list({ category: 'cms-invite', pagination: { limit: 200 } });
    const first = await list({ category: 'cms-invite', pagination: { limit: 2 } });
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.edges.map((e) => e.node.id)).toEqual(all.edges.slice(0, 2).map((e) => e.node.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ category: 'cms-invite', pagination: { limit: 2, after: first.pageInfo.endCursor } });
    expect(second.edges.map((e) => e.node.id)).toEqual(all.edges.slice(2, 4).map((e) => e.node.id));
    const last = await list({ category: 'cms-invite', pagination: { limit: 200, skip: all.totalCount - 1 } });
    expect(last.edges).toHaveLength(1);
    expect(last.pageInfo.hasNextPage).toBe(false);
    for (const limit of [0, 201]) {
      const response = await post(server, 'getMailOutboxStream', { input: { pagination: { limit } } }, bearer(admin));
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toBe('limit must be between 1 and 200.');
    }
  });

  it('shows a site administrator only the mail of the current site', async () => {
    const [everything] = await server.database.db.select({ n: count() }).from(mailOutbox);
    const stream = await list({ pagination: { limit: 200 } }, siteAdmin.token);
    const recipients = stream.edges.map((e) => e.node.to);
    expect(recipients).toEqual(expect.arrayContaining(['outbox.one@example.com', 'outbox.two@example.com', editor.email]));
    expect(recipients).not.toContain('outbox.fot@example.com');
    expect(stream.totalCount).toBe(recipients.length);
    expect(stream.totalCount).toBeLessThan(everything?.n ?? 0);
    expect((await list({ to: 'outbox.fot@example.com' }, siteAdmin.token)).totalCount).toBe(0);
    // The global administrator reads it on any site.
    expect((await list({ to: 'outbox.fot@example.com' })).totalCount).toBe(1);
    const refused = await post(server, 'getMailOutboxStream', {}, bearer(siteAdmin.token, 'fot'));
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('is FORBIDDEN for an editor and UNAUTHENTICATED without a token', async () => {
    await expectForbidden(server, 'getMailOutboxStream', {}, editor.token);
    await expectUnauthenticated(server, 'getMailOutboxStream', {});
    await expectUnauthenticated(server, 'getMailOutboxStream', { input: { to: editor.email } });
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getMailOutboxStream', { input: { to: 5, pagination: { limit: 'ten' } } }, /limit.*Int|to.*String/);
    await expectUnknownTenantRefused(server, 'getMailOutboxStream', {});
  });
});
