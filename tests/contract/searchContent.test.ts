import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchContentDocument, type SearchContentQueryVariables } from '../../src/gql/graphql.js';
import { content, contentWebsiteSchedules } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edrId: number;
/** Live EDR items, newest first. */
let live: { id: number; name: string; type: string; primarySectionId: number | null }[];

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
  const now = new Date();
  live = await server.database.db
    .select({ id: content.id, name: content.name, type: content.type, primarySectionId: content.primarySectionId })
    .from(content)
    .where(
      and(
        eq(content.tenantId, edrId),
        eq(content.status, 1),
        lte(content.published, now),
        or(isNull(content.unpublished), gt(content.unpublished, now)),
      ),
    )
    .orderBy(desc(content.published));
});
afterAll(() => server.close());

const search = (variables: SearchContentQueryVariables, tenantKey?: string) =>
  execute(server, SearchContentDocument, variables, tenantKey ? { tenantKey } : {}).then((d) => d.searchContent);

const words = (name: string) => name.toLowerCase().match(/[a-z]{6,}/g) ?? [];

/** The word of seeded names that occurs in the most names: a search with many results. */
function commonWord(): string {
  const counts = new Map<string, number>();
  for (const item of live) for (const word of new Set(words(item.name))) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('no seeded names');
  return best[0];
}

async function tenantsOf(ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await server.database.db.select({ tenantId: content.tenantId }).from(content).where(inArray(content.id, ids));
  return new Set(rows.map((r) => r.tenantId));
}

describe('searchContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'searchContent'));

  it('finds a live item by a word of its name, with teaser, section and the totals', async () => {
    const item = live.find((i) => i.type === 'Article' && words(i.name).length > 0);
    if (!item) throw new Error('no seeded article');
    const word = words(item.name).sort((a, b) => b.length - a.length)[0] ?? '';
    const result = await search({ text: `  ${word.toUpperCase()} `, limit: 50 });
    expect(result.edges.map((e) => e.node.id)).toContain(item.id);
    expect(result.page).toBe(1);
    expect(result.totalCount).toBeGreaterThanOrEqual(1);
    expect(result.pageCount).toBe(Math.ceil(result.totalCount / 50));
    const hit = result.edges.find((e) => e.node.id === item.id)?.node;
    expect(hit?.name).toBe(item.name);
    expect(hit?.canonicalPath.startsWith('/')).toBe(true);
    expect((hit?.teaser ?? '').length).toBeLessThanOrEqual(175);
    // The facets count every type of the matches; without a type filter they add up to the total.
    expect(result.facets.reduce((sum, f) => sum + f.count, 0)).toBe(result.totalCount);
    expect(result.facets.find((f) => f.type === 'Article')?.count).toBeGreaterThan(0);
  });

  it('ranks a name match above body-only matches and answers blank text with no results', async () => {
    const word = commonWord();
    const result = await search({ text: word, limit: 5 });
    expect(words(result.edges[0]?.node.name ?? '').some((w) => w.startsWith(word.slice(0, 5)))).toBe(true);
    const blank = await search({ text: '   ' });
    expect(blank).toMatchObject({ totalCount: 0, pageCount: 0, edges: [], facets: [] });
    const nothing = await search({ text: 'zzqxv' });
    expect(nothing.totalCount).toBe(0);
    // websearch syntax never fails: quotes, or, a leading minus, stray punctuation.
    const syntax = await search({ text: `"${word}" or -( & | ! :*` });
    expect(syntax.totalCount).toBeGreaterThan(0);
  });

  it('filters by content type, keeping the facets of every type', async () => {
    const word = commonWord();
    const all = await search({ text: word, limit: 50 });
    const facet = all.facets[0];
    if (!facet) throw new Error('no facet');
    const typed = await search({ text: word, types: [facet.type], limit: 50 });
    expect(typed.totalCount).toBe(facet.count);
    expect(typed.edges.every((e) => e.node.type === facet.type)).toBe(true);
    expect(typed.facets).toEqual(all.facets);
    const two = all.facets.slice(0, 2);
    const both = await search({ text: word, types: two.map((f) => f.type) });
    expect(both.totalCount).toBe(two.reduce((sum, f) => sum + f.count, 0));
  });

  it('filters by website schedule: the section and its descendants', async () => {
    const word = commonWord();
    const all = await search({ text: word, limit: 50 });
    const ids = all.edges.map((e) => e.node.id);
    const first = all.edges[0]?.node;
    if (!first?.primarySection) throw new Error('no result with a section');
    const now = new Date();
    const scheduled = async (sectionIds: number[]) =>
      (
        await server.database.db
          .selectDistinct({ id: contentWebsiteSchedules.contentId })
          .from(contentWebsiteSchedules)
          .where(
            and(
              inArray(contentWebsiteSchedules.sectionId, sectionIds),
              inArray(contentWebsiteSchedules.contentId, ids),
              lte(contentWebsiteSchedules.startDate, now),
              or(isNull(contentWebsiteSchedules.endDate), gt(contentWebsiteSchedules.endDate, now)),
            ),
          )
      ).map((r) => r.id);
    const inSection = await search({ text: word, websiteSchedule: first.primarySection.id, limit: 50 });
    expect(inSection.edges.map((e) => e.node.id)).toContain(first.id);
    expect(inSection.totalCount).toBeLessThanOrEqual(all.totalCount);
    // Every match of the whole site scheduled straight to the section is found through it.
    for (const id of await scheduled([first.primarySection.id])) expect(inSection.edges.map((e) => e.node.id)).toContain(id);
    const noSection = await post(server, 'searchContent', { text: word, websiteSchedule: 999999 });
    expect(codeOf(noSection)).toBe('NOT_FOUND');
    expect(noSection.body.errors?.[0]?.message).toBe('No section with id 999999 was found on this site.');
  });

  it('pages through the matches', async () => {
    const word = commonWord();
    const first = await search({ text: word, limit: 2, page: 1 });
    const second = await search({ text: word, limit: 2, page: 2 });
    expect(first.totalCount).toBeGreaterThan(2);
    expect(first.pageCount).toBe(Math.ceil(first.totalCount / 2));
    expect(second.page).toBe(2);
    expect(second.edges).toHaveLength(2);
    const firstIds = first.edges.map((e) => e.node.id);
    expect(second.edges.some((e) => firstIds.includes(e.node.id))).toBe(false);
    const wide = await search({ text: word, limit: 4 });
    expect(wide.edges.map((e) => e.node.id)).toEqual([...firstIds, ...second.edges.map((e) => e.node.id)]);
    const beyond = await search({ text: word, limit: 50, page: 100 });
    expect(beyond.edges).toEqual([]);
    expect(beyond.totalCount).toBe(first.totalCount);
  });

  it("never returns another site's content", async () => {
    const word = commonWord();
    const edr = await search({ text: word, limit: 50 });
    expect([...(await tenantsOf(edr.edges.map((e) => e.node.id)))]).toEqual([edrId]);
    const fot = await search({ text: word, limit: 50 }, 'fot');
    const fotTenants = await tenantsOf(fot.edges.map((e) => e.node.id));
    expect(fotTenants.has(edrId)).toBe(false);
    // An EDR section id is unknown to FOT.
    const firstSection = edr.edges.find((e) => e.node.primarySection)?.node.primarySection?.id;
    const cross = await post(server, 'searchContent', { text: word, websiteSchedule: firstSection }, { headers: { 'x-tenant-key': 'fot' } });
    expect(codeOf(cross)).toBe('NOT_FOUND');
  });

  it('refuses text, page and limit out of range with a clear message', async () => {
    const long = await post(server, 'searchContent', { text: 'a'.repeat(201) });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.status).toBeLessThan(500);
    expect(long.body.errors?.[0]?.message).toBe('text may hold at most 200 characters.');
    // 200 characters after trimming are fine.
    expect((await post(server, 'searchContent', { text: ` ${'a'.repeat(200)} ` })).body.errors).toBeUndefined();
    const page0 = await post(server, 'searchContent', { text: 'news', page: 0 });
    expect(codeOf(page0)).toBe('BAD_USER_INPUT');
    expect(page0.body.errors?.[0]?.message).toBe('page must be between 1 and 100.');
    expect((await post(server, 'searchContent', { text: 'news', page: 101 })).body.errors?.[0]?.message).toBe('page must be between 1 and 100.');
    const limit = await post(server, 'searchContent', { text: 'news', limit: 51 });
    expect(codeOf(limit)).toBe('BAD_USER_INPUT');
    expect(limit.body.errors?.[0]?.message).toBe('limit must be between 1 and 50.');
    await expectBadVariablesRefused(server, 'searchContent', { text: 'news', types: ['Podcasts'] }, /Podcasts/);
    await expectBadVariablesRefused(server, 'searchContent', { text: null }, /text/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'searchContent', { text: 'news' }));
});
