import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetContentStreamDocument,
  GetWebsiteSectionsHierarchyDocument,
  type GetContentStreamQueryVariables,
} from '../../src/gql/graphql.js';
import { content, contentIssueSchedules, magazineIssues } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stream = (variables: GetContentStreamQueryVariables, tenantKey?: string) =>
  execute(server, GetContentStreamDocument, variables, tenantKey ? { tenantKey } : {}).then((d) => d.getContentStream);

describe('getContentStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContentStream'));

  it('lists live content newest first, 10 by default, with the live total', async () => {
    const result = await stream({});
    const tenantId = await tenantIdOf(server, 'edr');
    const now = new Date();
    const live = await server.database.db
      .select({ id: content.id })
      .from(content)
      .where(
        and(
          eq(content.tenantId, tenantId),
          eq(content.status, 1),
          lte(content.published, now),
          or(isNull(content.unpublished), gt(content.unpublished, now)),
        ),
      );
    expect(result.totalCount).toBe(live.length);
    expect(result.totalCount).toBeGreaterThanOrEqual(60);
    expect(result.edges).toHaveLength(10);
    const dates = result.edges.map((e) => Date.parse(e.node.published ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(result.pageInfo.hasNextPage).toBe(true);
    for (const { node } of result.edges) expect((node.teaser ?? '').length).toBeLessThanOrEqual(175);
  });

  it('lists upcoming events and webinars (type, startDateAfter, limit 100)', async () => {
    const now = new Date().toISOString();
    for (const type of ['Event', 'Webinar'] as const) {
      const result = await stream({ type, startDateAfter: now, limit: 100, sortField: 'startDate', sortOrder: 'asc' });
      expect(result.edges.length).toBeGreaterThan(0);
      const starts = result.edges.map((e) => Date.parse(e.node.startDate ?? ''));
      expect(starts.every((s) => s >= Date.parse(now))).toBe(true);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(result.edges.every((e) => e.node.type === type && e.node.eventDateRange)).toBe(true);
    }
    const past = await stream({ type: 'Event', startDateBefore: now, limit: 100 });
    expect(past.edges.length).toBeGreaterThan(0);
  });

  it('filters by content types, ids, image requirement and schedule option', async () => {
    const mixed = await stream({ includeContentTypes: ['News', 'Blog'], limit: 100 });
    expect(mixed.edges.every((e) => ['News', 'Blog'].includes(e.node.type))).toBe(true);
    const noArticles = await stream({ excludeContentTypes: ['Article'], limit: 100 });
    expect(noArticles.edges.some((e) => e.node.type === 'Article')).toBe(false);
    const picked = mixed.edges.slice(0, 3).map((e) => e.node.id);
    const included = await stream({ includeContentIds: picked, limit: 100 });
    expect(included.edges.map((e) => e.node.id).sort()).toEqual([...picked].sort());
    const excluded = await stream({ excludeContentIds: picked, limit: 1000 });
    expect(excluded.edges.some((e) => picked.includes(e.node.id))).toBe(false);
    const withImage = await stream({ requiresImage: true, limit: 100 });
    expect(withImage.edges.every((e) => e.node.primaryImage !== null)).toBe(true);
    const featured = await stream({ scheduleOption: 'Featured', limit: 100 });
    expect(featured.edges.length).toBeGreaterThan(0);
    expect(featured.totalCount).toBeLessThan((await stream({})).totalCount);
  });

  it('selects content scheduled to a section, bubbling up from descendant sections', async () => {
    const sections = (await execute(server, GetWebsiteSectionsHierarchyDocument, {})).getWebsiteSectionsHierarchy;
    const parent = sections.find((s) => s.depth === 1 && sections.some((c) => c.parentId === s.id) && s.alias !== 'home');
    if (!parent) throw new Error('no parent section');
    const own = await stream({ sectionId: parent.id, limit: 1000 });
    const bubbled = await stream({ sectionId: parent.id, sectionBubbling: true, limit: 1000 });
    expect(bubbled.totalCount).toBeGreaterThan(own.totalCount);
    const ownIds = new Set(own.edges.map((e) => e.node.id));
    expect([...ownIds].every((id) => bubbled.edges.some((e) => e.node.id === id))).toBe(true);
  });

  it("selects content scheduled to a magazine issue (002 §7 'issue id'), or to one of its sections; a hidden or another site's issue is NOT_FOUND", async () => {
    const db = server.database.db;
    const issues = await db.select().from(magazineIssues).where(eq(magazineIssues.tenantId, await tenantIdOf(server, 'edr'))).orderBy(desc(magazineIssues.mailingDate));
    const issue = issues.find((row) => row.status === 1)!;
    const scheduled = await db.select().from(contentIssueSchedules).where(eq(contentIssueSchedules.issueId, issue.id));
    expect(scheduled.length).toBeGreaterThan(0);
    const listed = await stream({ issueId: issue.id, limit: 100 });
    expect(listed.edges.map((e) => e.node.id).sort()).toEqual(scheduled.map((row) => row.contentId).sort());
    const sectionId = scheduled.find((row) => row.sectionId !== null)!.sectionId!;
    const inSection = await stream({ issueId: issue.id, issueSectionId: sectionId, limit: 100 });
    expect(inSection.edges.map((e) => e.node.id).sort()).toEqual(scheduled.filter((row) => row.sectionId === sectionId).map((row) => row.contentId).sort());
    const draft = issues.find((row) => row.status === 0)!;
    expect(codeOf(await post(server, 'getContentStream', { issueId: draft.id }))).toBe('NOT_FOUND');
    const [fotIssue] = await db.select().from(magazineIssues).where(eq(magazineIssues.tenantId, await tenantIdOf(server, 'fot')));
    const foreign = await post(server, 'getContentStream', { issueId: fotIssue!.id });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.body.errors?.[0]?.message).toBe(`No magazine issue with id ${fotIssue!.id} was found on this site.`);
  });

  it('pages with skip and with the after cursor', async () => {
    const first = await stream({ limit: 5 });
    const bySkip = await stream({ limit: 5, skip: 5 });
    const byCursor = await stream({ limit: 5, after: first.pageInfo.endCursor });
    expect(byCursor.edges.map((e) => e.node.id)).toEqual(bySkip.edges.map((e) => e.node.id));
    expect(bySkip.edges.some((e) => first.edges.some((f) => f.node.id === e.node.id))).toBe(false);
  });

  it("never returns another site's content", async () => {
    const fot = await stream({ limit: 100 }, 'fot');
    expect(fot.edges.length).toBeGreaterThan(0);
    const cross = await stream({ includeContentIds: fot.edges.map((e) => e.node.id) });
    expect(cross.totalCount).toBe(0);
  });

  it('refuses limits out of range, oversized id lists and unknown sections', async () => {
    const tooMany = await post(server, 'getContentStream', { limit: 1001 });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors?.[0]?.message).toBe('limit must be between 1 and 1000.');
    expect(codeOf(await post(server, 'getContentStream', { limit: 0 }))).toBe('BAD_USER_INPUT');
    const ids = Array.from({ length: 1001 }, (_, i) => 10_000_000 + i);
    const bigList = await post(server, 'getContentStream', { includeContentIds: ids });
    expect(bigList.body.errors?.[0]?.message).toBe('includeContentIds may hold at most 1000 ids.');
    const noSection = await post(server, 'getContentStream', { sectionId: 999999 });
    expect(codeOf(noSection)).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'getContentStream', { startDateAfter: 'next tuesday' }, /not a valid DateTime/);
    await expectBadVariablesRefused(server, 'getContentStream', { type: 'Podcasts' }, /Podcasts/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getContentStream', {}));
});
