import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContactsDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edrContacts: { id: number; name: string }[];
let fotContacts: { id: number; name: string }[];
let kestrel: { id: number; contactIds: number[] };
let draftContactId: number;
let futureContactId: number;
let articleId: number;

async function contactsOf(tenantKey: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  return server.database.db
    .select({ id: content.id, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Contact'), eq(content.status, 1)))
    .orderBy(content.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const edrId = await tenantIdOf(server, 'edr');
  const [company] = await server.database.db
    .select({ id: content.id, details: content.details })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.name, 'Kestrel Microsystems')));
  kestrel = { id: company!.id, contactIds: Array.isArray(company!.details.contactIds) ? (company!.details.contactIds as number[]) : [] };
  const [article] = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1))).limit(1);
  articleId = article!.id;
  // Two contacts that are not live, before anything is read (and cached).
  const all = await contactsOf('edr');
  const spare = all.filter((contact) => !kestrel.contactIds.includes(contact.id));
  draftContactId = spare[0]!.id;
  futureContactId = spare[1]!.id;
  await server.database.db.update(content).set({ status: 2 }).where(eq(content.id, draftContactId));
  await server.database.db.update(content).set({ published: new Date(Date.now() + 7 * 86_400_000) }).where(eq(content.id, futureContactId));
  edrContacts = (await contactsOf('edr')).filter((contact) => contact.id !== futureContactId);
  // The second demo site has no contacts of its own: one for this test.
  await server.database.db.insert(content).values({
    tenantId: await tenantIdOf(server, 'fot'),
    type: 'Contact',
    status: 1,
    name: 'Dana Fleet',
    alias: 'about/dana-fleet',
    canonicalPath: '/about/dana-fleet',
    published: new Date(Date.now() - 86_400_000),
    details: { jobTitle: 'Sales', email: 'dana@fot-demo.example', phone: '+1 555 0100' },
  });
  fotContacts = await contactsOf('fot');
});
afterAll(() => server.close());

const ask = (variables: { ids: number[]; limit?: number }, tenantKey = 'edr') => execute(server, GetContactsDocument, variables, { tenantKey });

describe('getContacts', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContacts'));

  it("returns a company's contacts as Contact content with their details and photo", async () => {
    expect(kestrel.contactIds.length).toBeGreaterThanOrEqual(2);
    const { getContacts } = await ask({ ids: kestrel.contactIds });
    expect(getContacts.map((contact) => contact.id)).toEqual(kestrel.contactIds);
    for (const contact of getContacts) {
      expect(contact).toMatchObject({ __typename: 'Content', type: 'Contact', company: { __typename: 'ContentReference', id: kestrel.id } });
      expect(contact.canonicalPath).toMatch(/^\/companies\//);
      expect(contact.details).toMatchObject({ jobTitle: expect.any(String), email: expect.stringMatching(/@kestrel-micro\.example$/), phone: expect.any(String) });
      expect(contact.primaryImage?.src).toMatch(/^\/files\//);
    }
  });

  it('answers in the order of ids, each id once, the first `limit` of them (default and at most 100)', async () => {
    const ids = edrContacts.map((contact) => contact.id);
    const reversed = [...ids].reverse();
    expect((await ask({ ids: reversed })).getContacts.map((contact) => contact.id)).toEqual(reversed);
    expect((await ask({ ids: [ids[1]!, ids[0]!, ids[1]!] })).getContacts.map((contact) => contact.id)).toEqual([ids[1], ids[0]]);
    expect((await ask({ ids: reversed, limit: 2 })).getContacts.map((contact) => contact.id)).toEqual(reversed.slice(0, 2));
    expect((await ask({ ids: [] })).getContacts).toEqual([]);
    // 100 ids are fine (only the contacts among them come back).
    const hundred = [...ids, ...Array.from({ length: 100 - ids.length }, (_, i) => 99_000_000 + i)];
    expect((await ask({ ids: hundred, limit: 100 })).getContacts).toHaveLength(ids.length);
  });

  it('returns only live Contact items: no drafts, nothing published later, no other types', async () => {
    const live = edrContacts[0]!.id;
    const { getContacts } = await ask({ ids: [draftContactId, futureContactId, articleId, live, 12_345_678] });
    expect(getContacts.map((contact) => contact.id)).toEqual([live]);
  });

  it("does not return another site's contacts", async () => {
    expect(fotContacts.length).toBeGreaterThan(0);
    const fotIds = fotContacts.map((contact) => contact.id);
    expect((await ask({ ids: fotIds })).getContacts).toEqual([]);
    const mine = await ask({ ids: [...fotIds, edrContacts[0]!.id] }, 'fot');
    expect(mine.getContacts.map((contact) => contact.id)).toEqual(fotIds);
    const rows = await server.database.db.select({ tenantId: content.tenantId }).from(content).where(inArray(content.id, mine.getContacts.map((contact) => contact.id)));
    expect(new Set(rows.map((row) => row.tenantId))).toEqual(new Set([await tenantIdOf(server, 'fot')]));
  });

  it('refuses more than 100 ids and a limit outside 1–100 with a clear message', async () => {
    const tooMany = await post(server, 'getContacts', { ids: Array.from({ length: 101 }, (_, i) => 10_000_000 + i) });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe('ids may hold at most 100 contact ids (it holds 101).');
    expect(tooMany.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ ids: 'At most 100 ids' });
    for (const limit of [0, 101, -1]) {
      const response = await post(server, 'getContacts', { ids: [edrContacts[0]!.id], limit });
      expect(codeOf(response), String(limit)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toBe('limit must be between 1 and 100.');
    }
    await expectBadVariablesRefused(server, 'getContacts', { ids: ['abc'] }, /ids.*Int/);
    await expectBadVariablesRefused(server, 'getContacts', {}, /\$ids.*required|was not provided/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getContacts', { ids: [10000000] }));
});
