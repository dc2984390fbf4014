import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetNextSecondaryPageDocument,
  GetSiteSettingsPayloadDocument,
  SaveContentDocument,
  SaveSiteSettingsDocument,
  SaveWebsiteSectionDocument,
  type ContentInput,
  type GetNextSecondaryPageQueryVariables,
} from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import type { BlockPage, PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Load more, page mode (issue 13 item 3; spec 002 §4 "Load more", §7 "Next secondary page"): the
// next article of the same type in the same section, newest published first, leaving out the
// rendered ids, assembled as its own page; gated like its page; null when none is left or past
// the site's maxPageScrolls.

let server: TestServer;
let admin: string;
let sectionId: number;
let otherSectionId: number;
/** Articles of the section, oldest first: a (Jan 1), b (Jan 3, gated), c (Jan 5). */
let a: number;
let b: number;
let c: number;
const SECRET = 'SECRET second paragraph of the gated article.';

async function save(input: ContentInput): Promise<number> {
  return (await execute(server, SaveContentDocument, { input }, { cmsToken: admin })).saveContent.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  const section = async (name: string) => (await execute(server, SaveWebsiteSectionDocument, { input: { name } }, { cmsToken: admin })).saveWebsiteSection.id;
  sectionId = await section(`Load more pages ${process.pid}`);
  otherSectionId = await section(`Load more elsewhere ${process.pid}`);
  const edr = await tenantIdOf(server, 'edr');
  const [premium] = await server.database.db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
  const article = (name: string, day: number, extra: Partial<ContentInput> = {}): ContentInput => ({
    type: 'Article',
    status: 1,
    name,
    body: `<p>${name}: the free first paragraph.</p><p>${extra.membershipIds ? SECRET : 'Second paragraph.'}</p>`,
    primarySectionId: sectionId,
    published: `2025-01-0${day}T12:00:00.000Z`,
    ...extra,
  });
  a = await save(article('Load more A', 1));
  b = await save(article('Load more B', 3, { membershipIds: [premium!.id] }));
  c = await save(article('Load more C', 5));
  // Newer, but of another type, in another section, or not live: never the next article.
  await save({ ...article('Load more news', 9), type: 'News' });
  await save({ ...article('Load more elsewhere', 8), primarySectionId: otherSectionId });
  await save({ ...article('Load more draft', 7), status: 2 });
});
afterAll(() => server.close());

const next = async (variables: Partial<GetNextSecondaryPageQueryVariables>, options: { cmsToken?: string; tenantKey?: string } = {}) =>
  (await execute(server, GetNextSecondaryPageDocument, { includeContentTypes: ['Article'], sectionId, excludeContentIds: [], ...variables }, options)).getNextSecondaryPage;

const blockTypes = (grid: unknown) => (grid as PageGrid).rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.map((block) => block.type)));

async function setMaxPageScrolls(value: number) {
  const doc = (await execute(server, GetSiteSettingsPayloadDocument, {}, { tenantKey: 'edr', cmsToken: admin })).getSiteSettingsPayload;
  const payload = doc.payload as { general: Record<string, unknown> };
  await execute(server, SaveSiteSettingsDocument, { payload: { ...payload, general: { ...payload.general, maxPageScrolls: value } }, version: doc.version }, { tenantKey: 'edr', cmsToken: admin });
}

describe('getNextSecondaryPage', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNextSecondaryPage'));

  it('answers the next article of the type and section, newest published first, assembled as a secondary page', async () => {
    const page = await next({ excludeContentIds: [c] });
    expect(page).toMatchObject({
      name: 'Article pages',
      layoutType: { type: 'content' },
      pageLevel: 'secondary',
      scrollPage: 1,
      loadMoreType: { maxPageScrolls: 8, allowPaging: true },
      pageData: { contentId: b, type: 'Article', sectionId },
      usedIssueIds: [],
    });
    expect(page!.usedContentIds[0]).toBe(b);
    expect(page!.pageData.canonicalPath).toMatch(/\/load-more-b$/);
    expect(blockTypes(page!.primaryGrid)).toEqual(expect.arrayContaining(['content_title', 'content_body']));
    expect((page!.blockPage as BlockPage).content?.id).toBe(b);
  });

  it('leaves out every rendered id, whatever it was read from, until none is left', async () => {
    expect((await next({ excludeContentIds: [c, b] }))?.pageData.contentId).toBe(a);
    expect(await next({ excludeContentIds: [c, b, a] })).toBeNull();
    // Newest first, not "the one before": from the oldest article the newest comes next.
    expect((await next({ excludeContentIds: [a] }))?.pageData.contentId).toBe(c);
    expect((await next({ excludeContentIds: [a], includeContentTypes: ['News'] }))?.pageData.name).toBe('Load more news');
  });

  it('gates the appended article for this reader as its page would', async () => {
    const visitor = await next({ excludeContentIds: [c] });
    const cut = (visitor!.blockPage as BlockPage).content!;
    expect(cut.gating).toMatchObject({ isGated: true, gated: true });
    expect(JSON.stringify(visitor)).not.toContain(SECRET);
    const editor = await next({ excludeContentIds: [c] }, { cmsToken: admin });
    expect((editor!.blockPage as BlockPage).content!.body).toContain(SECRET);
  });

  it('stops at the site’s maxPageScrolls (at most 8), and answers nothing without a section', async () => {
    expect((await next({ excludeContentIds: [c], scrollPage: 8 }))?.loadMoreType.allowPaging).toBe(false);
    await setMaxPageScrolls(2);
    try {
      expect((await next({ excludeContentIds: [c], scrollPage: 2 }))?.loadMoreType).toMatchObject({ maxPageScrolls: 2, allowPaging: false });
      expect(await next({ excludeContentIds: [c, b], scrollPage: 3 })).toBeNull();
    } finally {
      await setMaxPageScrolls(8);
    }
    expect(await next({ excludeContentIds: [c], sectionId: null })).toBeNull();
    expect(await next({ excludeContentIds: [c], sectionId: 999_999 })).toBeNull();
  });

  it('refuses a limit other than 1, a scrollPage outside 1–8 and no content type', async () => {
    for (const variables of [{ limit: 2 }, { scrollPage: 0 }, { scrollPage: 9 }, { includeContentTypes: [] }]) {
      const response = await post(server, 'getNextSecondaryPage', { includeContentTypes: ['Article'], sectionId, excludeContentIds: [c], ...variables });
      expect(response.status).toBeLessThan(500);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
    }
    await expectBadVariablesRefused(server, 'getNextSecondaryPage', { includeContentTypes: ['Article'], excludeContentIds: ['x'] }, /Int/);
    await expectBadVariablesRefused(server, 'getNextSecondaryPage', { includeContentTypes: ['Nope'], excludeContentIds: [] }, /ContentType/);
  });

  it("never answers another site's content, and refuses an unknown site", async () => {
    expect(await next({ excludeContentIds: [c] }, { tenantKey: 'fot' })).toBeNull();
    await expectUnknownTenantRefused(server, 'getNextSecondaryPage', { includeContentTypes: ['Article'], sectionId, excludeContentIds: [c] });
  });
});
