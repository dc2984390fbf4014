import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function seeded(tenantKey: string, condition: SQL | undefined) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const rows = await server.database.db
    .select({ id: content.id, name: content.name, type: content.type, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), condition));
  return rows;
}

describe('getContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContent'));

  it('returns a published article with the page-data fields', async () => {
    const rows = await seeded('edr', and(eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, new Date())));
    const withAuthors = [];
    for (const row of rows) {
      const data = await execute(server, GetContentDocument, { id: row.id });
      const item = data.getContent;
      expect(item).toMatchObject({ __typename: 'Content', id: row.id, type: 'Article', status: 1, name: row.name });
      expect(String(item.id)).toMatch(/^\d{8}$/);
      expect(item.canonicalPath).toBe(`/${item.alias}`);
      expect(item.siteContext.path).toBe(item.canonicalPath);
      expect(item.siteContext.canonicalUrl.endsWith(item.canonicalPath)).toBe(true);
      expect(item.published).not.toBeNull();
      expect(item.publishedDate).toMatch(/^(Jan\.|Feb\.|March|April|May|June|July|Aug\.|Sept\.|Oct\.|Nov\.|Dec\.) \d{1,2}, \d{4}$/);
      expect(item.excludeAds).toBeTypeOf('object');
      if (item.authors.edges.length) withAuthors.push(item);
      if (item.primarySection) {
        expect(item.primarySection.hierarchy.at(-1)?.id).toBe(item.primarySection.id);
        expect(item.alias.startsWith(`${item.primarySection.alias}/`)).toBe(true);
      }
    }
    expect(withAuthors.length).toBeGreaterThan(0);
    const sample = withAuthors[0];
    expect(sample?.authors.edges[0]?.node).toMatchObject({ __typename: 'Person' });
    expect(sample?.taxonomy.edges.length).toBeGreaterThan(0);
    expect(sample?.websiteSchedules.length).toBeGreaterThan(0);
    expect(sample?.primaryImage?.src).toMatch(/^\/files\//);
  });

  it('returns type-specific fields: event venue and date range, video embed, company address', async () => {
    const [event] = await seeded('edr', and(eq(content.type, 'Event'), eq(content.status, 1), isNotNull(content.venue)));
    if (event) {
      const data = await execute(server, GetContentDocument, { id: event.id });
      expect(data.getContent.startDate).not.toBeNull();
      expect(data.getContent.eventDateRange).toBeTruthy();
      expect(data.getContent.venue?.city).toBeTruthy();
    }
    const [video] = await seeded('edr', and(eq(content.type, 'Video'), eq(content.status, 1)));
    const videoData = await execute(server, GetContentDocument, { id: video?.id ?? 0 });
    expect(videoData.getContent.embedCode).toMatch(/youtube|vimeo/i);
    const [company] = await seeded('edr', and(eq(content.type, 'Company'), eq(content.status, 1)));
    const companyData = await execute(server, GetContentDocument, { id: company?.id ?? 0 });
    expect(companyData.getContent.city).toBeTruthy();
    expect(companyData.getContent.details).toHaveProperty('website');
  });

  it('hides drafts and deleted content from visitors with NOT_FOUND', async () => {
    const [draft] = await seeded('edr', eq(content.status, 2));
    const [deleted] = await seeded('edr', eq(content.status, 0));
    for (const row of [draft, deleted]) {
      if (!row) throw new Error('the seed has drafts and deleted items');
      const response = await post(server, 'getContent', { id: row.id });
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(`No content with id ${row.id} was found on this site.`);
    }
  });

  it('filters by status and by requirePublished', async () => {
    const [published] = await seeded('edr', and(eq(content.status, 1), lte(content.published, new Date())));
    if (!published) throw new Error('no published content');
    const ok = await execute(server, GetContentDocument, { id: published.id, status: 1, requirePublished: true });
    expect(ok.getContent.id).toBe(published.id);
    const wrongStatus = await post(server, 'getContent', { id: published.id, status: 2 });
    expect(codeOf(wrongStatus)).toBe('NOT_FOUND');
  });

  it("does not read another site's content by id", async () => {
    const [fotItem] = await seeded('fot', and(eq(content.status, 1), lte(content.published, new Date())));
    if (!fotItem) throw new Error('no content for the second tenant');
    const mine = await execute(server, GetContentDocument, { id: fotItem.id }, { tenantKey: 'fot' });
    expect(mine.getContent.id).toBe(fotItem.id);
    const cross = await post(server, 'getContent', { id: fotItem.id });
    expect(codeOf(cross)).toBe('NOT_FOUND');
  });

  it('refuses an id that is not 8 digits and an invalid status', async () => {
    const short = await post(server, 'getContent', { id: 1234 });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.body.errors?.[0]?.message).toBe('id must be an 8-digit content id.');
    const badStatus = await post(server, 'getContent', { id: 10000000, status: 9 });
    expect(codeOf(badStatus)).toBe('BAD_USER_INPUT');
    await expectBadVariablesRefused(server, 'getContent', { id: 'abc' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'getContent', {}, /\$id.*required|was not provided/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getContent', { id: 10000000 }));
});
