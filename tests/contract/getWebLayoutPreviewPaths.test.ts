import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebLayoutPreviewPathsDocument, GetWebsiteLayoutPageDocument, type WebLayoutPreviewPathsInput } from '../../src/gql/graphql.js';
import { websiteSections } from '../../src/server/db/schema/index.js';
import { createUser, expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor: string;
let fotManager: string;
let newsletterManager: string;
/** Two top-level sections of edr (not the home section). */
let sections: { alias: string; name: string }[];
beforeAll(async () => {
  server = await startTestServer();
  ({ editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  const edrId = await tenantIdOf(server, 'edr');
  sections = await server.database.db
    .select({ alias: websiteSections.alias, name: websiteSections.name })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, edrId), ne(websiteSections.alias, 'home'), eq(websiteSections.status, 1), isNull(websiteSections.parentId)))
    .orderBy(asc(websiteSections.id))
    .limit(2);
});
afterAll(() => server.close());

const paths = async (input: WebLayoutPreviewPathsInput, token = editor, tenantKey?: string) =>
  (await execute(server, GetWebLayoutPreviewPathsDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getWebLayoutPreviewPaths;

/** What lives at a path: the page kind and the item's type (anonymous, as a reader gets it). */
async function pageAt(path: string) {
  const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: path })).getWebsiteLayoutPage;
  return { type: page?.pageData.type ?? null, redirect: page?.redirectTo ?? null };
}

describe('getWebLayoutPreviewPaths', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebLayoutPreviewPaths'));

  it('needs a login and view_site_layouts or manage_site_layouts on this site', async () => {
    await expectUnauthenticated(server, 'getWebLayoutPreviewPaths', { input: { type: 'section' } });
    await expectForbidden(server, 'getWebLayoutPreviewPaths', { input: { type: 'section' } }, newsletterManager);
    // A user of another site is a visitor here.
    const response = await post(server, 'getWebLayoutPreviewPaths', { input: { type: 'section' } }, bearer(fotManager, 'edr'));
    expect(codeOf(response)).toBe('FORBIDDEN');
  });

  it('offers a section layout’s own pages first: the home page for the alias "", then its sections', async () => {
    expect(sections).toHaveLength(2);
    const [first, second] = sections as [{ alias: string; name: string }, { alias: string; name: string }];
    expect(await paths({ type: 'section', aliases: ['', second.alias, first.alias] })).toEqual([
      { __typename: 'WebLayoutPreviewPath', path: '/', label: 'Home page', kind: 'home' },
      expect.objectContaining({ path: `/${first.alias}`, label: first.name, kind: 'section' }),
      expect.objectContaining({ path: `/${second.alias}`, label: second.name, kind: 'section' }),
    ]);
    // The default section layout: the site's sections, at most 8.
    const all = await paths({ type: 'section', aliases: [] });
    expect(all.length).toBeGreaterThan(2);
    expect(all.length).toBeLessThanOrEqual(8);
    expect(all.every((entry) => entry.kind === 'section')).toBe(true);
    for (const entry of all.slice(0, 3)) expect((await pageAt(entry.path)).type).toBe('section');
  });

  it('offers the latest live items of a content layout’s sections and of an override’s content types', async () => {
    const first = sections[0]!;
    const items = await paths({ type: 'content', aliases: [first.alias], propagate: true, pageType: 'content' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const entry of items) {
      expect(entry.kind).toBe('content');
      const page = await pageAt(entry.path);
      expect(page.redirect).toBeNull();
      expect(page.type).not.toBe('section');
    }
    const videos = await paths({ type: 'content-type-override', contentTypes: ['Video'] });
    expect(videos.length).toBeGreaterThan(0);
    for (const entry of videos) expect((await pageAt(entry.path)).type).toBe('Video');
  });

  it('offers an override’s own paths, live items only for a content override, and authors for the author module', async () => {
    const item = (await paths({ type: 'content', aliases: [] }))[0]!;
    const alias = item.path.slice(1);
    expect(await paths({ type: 'content-override', aliases: [alias, 'no/such-item'] })).toEqual([expect.objectContaining({ path: item.path, label: item.label, kind: 'content' })]);
    expect(await paths({ type: 'url-override', aliases: ['landing/spring', ''] })).toEqual([
      expect.objectContaining({ path: '/landing/spring', kind: 'page' }),
      expect.objectContaining({ path: '/', kind: 'home' }),
    ]);
    const authors = await paths({ type: 'module', key: 'author' });
    expect(authors.length).toBeGreaterThan(0);
    for (const entry of authors) {
      expect(entry.path).toMatch(/^\/author\/[a-z0-9-]+-\d+$/);
      expect((await pageAt(entry.path)).type).toBe('author');
    }
  });

  it('answers pages of the current site only', async () => {
    const first = sections[0]!;
    const fot = await paths({ type: 'section', aliases: [first.alias] }, fotManager, 'fot');
    // edr's section alias names nothing on fot (unless fot has a section of that alias).
    for (const entry of fot) expect((await execute(server, GetWebsiteLayoutPageDocument, { alias: entry.path }, { tenantKey: 'fot' })).getWebsiteLayoutPage).not.toBeNull();
    expect(await paths({ type: 'unknown-type' })).toEqual([]);
  });
});
