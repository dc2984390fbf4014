import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavePersonDocument } from '../../src/gql/graphql.js';
import { content, contentAuthors, persons, tenantSettings } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { findContentStream } from '../../src/server/modules/content/repo.js';
import { authorPath } from '../../src/shared/authors.js';
import { SETTINGS_KEYS } from '../../src/shared/settings/index.js';
import { Grid } from '../../src/site/grid/Grid.js';
import { loadPage } from '../../src/site/page/loadPage.js';
import { pageMeta } from '../../src/site/seo/meta.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Author pages (issue 13 item 1) through the real page handler and the catch-all's loadPage (the
 * test server renders no Vike pages): a stand-in renderer draws the page's grids with the real
 * block renderers, its title and its canonical link, so statuses, redirects, HTML and the page
 * cache's tags are the real ones.
 */
let server: TestServer;
let admin: string;
let edrId: number;
let fotId: number;
const EDR = { 'x-tenant-key': 'edr' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const url = new URL(urlOriginal, 'http://x');
  const outcome = await loadPage({ graphql, path: decodeURIComponent(url.pathname), search: Object.fromEntries(url.searchParams), searchOriginal: url.search || null });
  if (outcome.kind === 'not-found') return { statusCode: 404, headers: [['content-type', 'text/html']], body: '404 - Page Not Found' };
  if (outcome.kind === 'redirect') return { statusCode: 301, headers: [['location', outcome.to]], body: '' };
  const { seo, page } = outcome.data;
  const meta = pageMeta(seo);
  const grids = [page.primaryGrid, ...page.secondaryGrids].map((grid) => renderToStaticMarkup(createElement(Grid, { grid, page: page.blockPage }))).join('');
  const head = `<title>${escapeHtml(meta.title)}</title><link rel="canonical" href="${escapeHtml(meta.canonical)}">${meta.noIndex ? '<meta name="robots" content="noindex">' : ''}`;
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<html><head>${head}</head><body data-page-kind="${page.kind}">${grids}</body></html>` };
};

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 } },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) },
  );
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = EDR) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

/** A seeded person of a site with a live Article, the newest such article, and the site's name. */
async function seededAuthor(tenantId: number) {
  const now = new Date();
  const [row] = await server.database.db
    .select({ person: persons, article: { id: content.id, name: content.name, canonicalPath: content.canonicalPath } })
    .from(contentAuthors)
    .innerJoin(content, eq(content.id, contentAuthors.contentId))
    .innerJoin(persons, eq(persons.id, contentAuthors.personId))
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, now), sql`(${content.unpublished} is null or ${content.unpublished} > ${now})`))
    .orderBy(desc(content.published), persons.id)
    .limit(1);
  if (!row) throw new Error('The seed has no authored live article');
  return row;
}

async function siteName(tenantId: number): Promise<string> {
  const [row] = await server.database.db
    .select({ name: sql<string>`${tenantSettings.payload} -> 'general' ->> 'siteName'` })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.site)));
  return row!.name;
}

describe('author pages', () => {
  it("answer 200 with the person's profile, their items, a canonical URL and the title 'Name | Site'", async () => {
    const { person } = await seededAuthor(edrId);
    const path = authorPath({ id: person.id, name: person.fullName });
    expect(path).toMatch(new RegExp(`^/author/[a-z0-9-]+-${person.id}$`));
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(`${person.fullName} | ${await siteName(edrId)}`)}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}">`);
    // Indexed like any page (docs/public-site.md "Author pages").
    expect(html).not.toContain('noindex');
    expect(html).toContain('data-page-kind="author"');
    // The profile: photo, name, title, bio; no e-mail (showContact is off unless an editor turns it on).
    expect(html).toContain(`<p class="author-profile__name">${escapeHtml(person.fullName)}</p>`);
    if (person.title) expect(html).toContain(`<p class="author-profile__title">${escapeHtml(person.title)}</p>`);
    if (person.bio) expect(html).toContain(escapeHtml(person.bio.split('\n')[0]!.trim()));
    if (person.email) expect(html).not.toContain(`href="mailto:${person.email}"`);
    if (person.imageId) expect(html).toMatch(new RegExp(`<img class="author-profile__photo" src="/images/${person.imageId}/`));
    // Their newest items, as getContentStream's author filter answers (the seeded list leaves out Pages).
    const items = await findContentStream(server.database.db, edrId, { authorId: person.id, excludeTypes: ['Page'] }, { field: 'published', order: 'desc' }, { limit: 20, offset: 0 }, new Date());
    expect(items.length).toBeGreaterThan(0);
    for (const item of items.slice(0, 20)) expect(html).toContain(`href="${item.canonicalPath}"`);
    expect(html).toContain(`Latest from ${escapeHtml(person.fullName)}`);
    // Cached like section pages, tagged with the person (a save of the person purges it).
    expect(response.headers.get('x-page-cache')).toBe('MISS');
    expect(response.headers.get('surrogate-key')?.split(' ')).toContain(`s${edrId}:Person:${person.id}`);
    expect((await get(path)).headers.get('x-page-cache')).toBe('HIT');
  });

  it('answer an old slug, another letter case or a trailing slash with 301 to the canonical path, keeping the query string', async () => {
    const { person } = await seededAuthor(edrId);
    const path = authorPath({ id: person.id, name: person.fullName });
    for (const other of [`/author/someone-else-${person.id}`, `/author/${person.id}`, path.toUpperCase(), `${path}/`]) {
      const response = await get(`${other}?ref=x`);
      expect(response.status, other).toBe(301);
      expect(response.headers.get('location'), other).toBe(`${path}?ref=x`);
    }
  });

  it('are linked from the byline and the about_author block of their articles', async () => {
    const { person, article } = await seededAuthor(edrId);
    const path = authorPath({ id: person.id, name: person.fullName });
    const response = await get(article.canonicalPath);
    expect(response.status).toBe(200);
    const html = await response.text();
    const byline = /<p class="content-title__byline">[\s\S]*?<\/p>/.exec(html);
    expect(byline, 'the article has a byline').not.toBeNull();
    expect(byline![0]).toContain(`<a href="${path}">${escapeHtml(person.fullName)}</a>`);
    expect(html).toMatch(/<h2 class="block__title">About the authors?<\/h2>/);
    expect(html).toContain(`<h3 class="about-author__name"><a href="${path}">${escapeHtml(person.fullName)}</a></h3>`);
    // The linked page is there.
    expect((await get(path)).status).toBe(200);
  });

  it('are purged when the person changes, and a new name moves the page (the old path answers 301)', async () => {
    const { person } = await seededAuthor(edrId);
    const path = authorPath({ id: person.id, name: person.fullName });
    await get(path);
    expect((await get(path)).headers.get('x-page-cache')).toBe('HIT');
    const input = { id: person.id, version: person.version, fullName: person.fullName, firstName: person.firstName, lastName: person.lastName, title: 'Editor at Large', email: person.email, bio: person.bio, imageId: person.imageId, status: person.status };
    const saved = await execute(server, SavePersonDocument, { input }, { cmsToken: admin, tenantKey: 'edr' });
    const after = await get(path);
    expect(after.headers.get('x-page-cache')).toBe('MISS');
    expect(await after.text()).toContain('<p class="author-profile__title">Editor at Large</p>');

    const renamed = await execute(server, SavePersonDocument, { input: { ...input, version: saved.savePerson.version, fullName: `${person.fullName} Jr` } }, { cmsToken: admin, tenantKey: 'edr' });
    const newPath = authorPath({ id: person.id, name: renamed.savePerson.fullName });
    expect(newPath).not.toBe(path);
    const moved = await get(path);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(newPath);
    expect((await get(newPath)).status).toBe(200);
    // Put back for the other tests.
    const restored = await execute(server, SavePersonDocument, { input: { ...input, version: renamed.savePerson.version, title: person.title } }, { cmsToken: admin, tenantKey: 'edr' });
    expect(restored.savePerson.fullName).toBe(person.fullName);
  });

  it('answer 404 for an unknown person, a person without live content, and paths that name no person', async () => {
    expect((await get('/author/nobody-2000000000')).status).toBe(404);
    expect((await get('/author/nobody-99999999999')).status).toBe(404);
    expect((await get('/author/')).status).toBe(404);
    const [lonely] = await server.database.db.insert(persons).values({ tenantId: edrId, fullName: 'Nobody Wrote This' }).returning();
    expect((await get(authorPath({ id: lonely!.id, name: lonely!.fullName }))).status).toBe(404);
    // A draft does not make an author page either.
    const [draft] = await server.database.db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.tenantId, edrId), ne(content.status, 1)))
      .limit(1);
    if (draft) {
      await server.database.db.insert(contentAuthors).values({ contentId: draft.id, personId: lonely!.id, position: 9 });
      expect((await get(authorPath({ id: lonely!.id, name: lonely!.fullName }))).status).toBe(404);
    }
  });

  it("answer 404 for another site's author, who has a page on their own site", async () => {
    const { person } = await seededAuthor(fotId);
    const path = authorPath({ id: person.id, name: person.fullName });
    expect((await get(path, { 'x-tenant-key': 'fot' })).status).toBe(200);
    expect((await get(path)).status).toBe(404);
  });
});
