import { and, count, eq, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetContentForEditDocument, GetWebsiteLayoutPageDocument, type ContentInput } from '../../src/gql/graphql.js';
import { assets, content, contentAuthors, history, persons, websiteSections } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { registerContentPreviewRoute } from '../../src/server/http/contentPreviewRoute.js';
import type { PageRenderer } from '../../src/server/http/pageHandler.js';
import { CONTENT_PREVIEW_ROUTE } from '../../src/shared/contentPreview.js';
import type { BlockPage } from '../../src/site/blocks/types.js';
import { loadPage } from '../../src/site/page/loadPage.js';
import { adminToken, createUser, siteManagerTokens } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute, post, type RawResponse } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The content editor's Preview (POST /api/content-preview) through the real route. The test server
 * renders no Vike pages, so a stand-in renderer plays them with the catch-all's own data function
 * (loadPage): what the page shows of its item (as JSON), its toolbar, and getContent run through the
 * same request, as the page's own documents are.
 */
let server: TestServer;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let newsletterManager: string;
let viewer: string;
let edrId: number;
let articleId: number;
let renders = 0;

type Shown = Pick<NonNullable<BlockPage['content']>, 'id' | 'name' | 'body' | 'publishedDate' | 'event'> & { authors: string[]; image: string | null };

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  renders += 1;
  const url = new URL(urlOriginal, 'http://x');
  const outcome = await loadPage({ graphql, path: decodeURIComponent(url.pathname), search: Object.fromEntries(url.searchParams), searchOriginal: url.search || null });
  if (outcome.kind === 'not-found') return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' };
  if (outcome.kind === 'redirect') return { statusCode: 301, headers: [['location', outcome.to]], body: '' };
  const item = outcome.data.page.blockPage.content!;
  const shown: Shown = {
    id: item.id,
    name: item.name,
    body: item.body,
    publishedDate: item.publishedDate,
    event: item.event,
    authors: item.authors.map((author) => author.name),
    image: item.primaryImage?.src ?? null,
  };
  // The page's own GraphQL documents run through the same request and see the same item.
  const viaGetContent = item.id > 0 ? (await graphql.run(GetContentDocument, { id: item.id })).getContent.name : '';
  const main = `<main data-toolbar="${outcome.data.chrome.toolbar.length}" data-get-content="${viaGetContent}">${JSON.stringify(shown)}</main>`;
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<!DOCTYPE html><html><head><title>${item.name}</title></head><body>${main}</body></html>` };
};

beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (app, services) => registerContentPreviewRoute(app, { services, run: createExecutor(buildSchema()), renderer, schema: buildSchema() }) });
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  viewer = (await createUser(server, { role: 'viewer' })).token;
  edrId = await tenantIdOf(server, 'edr');
  const db = server.database.db;
  const [article] = await db
    .select({ id: content.id })
    .from(content)
    .innerJoin(contentAuthors, eq(contentAuthors.contentId, content.id))
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, new Date()), isNotNull(content.primarySectionId)))
    .limit(1);
  articleId = article!.id;
});
afterAll(() => server.close());

function preview(body: unknown, { token, tenantKey = 'edr', contentType = 'application/json' }: { token?: string; tenantKey?: string; contentType?: string } = {}) {
  return fetch(`${server.url}${CONTENT_PREVIEW_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-tenant-key': tenantKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const shownOf = (html: string) => JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(html)![1]!) as Shown;

/** The stored article's editable document, as the editor opens it (id and version included). */
async function storedDocument(): Promise<ContentInput & { id: number; version: number }> {
  const item = (await execute(server, GetContentForEditDocument, { id: articleId }, { cmsToken: admin, tenantKey: 'edr' })).getContent;
  return { ...(item.editDocument as ContentInput), id: item.id, version: item.version };
}

async function countsOf() {
  const db = server.database.db;
  const [items] = await db.select({ n: count() }).from(content).where(eq(content.tenantId, edrId));
  const [rows] = await db.select({ n: count() }).from(history).where(eq(history.tenantId, edrId));
  return { items: items!.n, history: rows!.n };
}

describe('POST /api/content-preview', () => {
  it('renders a saved item with its unsaved title, body and authors, for the request only, and keeps nothing', async () => {
    const doc = await storedDocument();
    const before = await countsOf();
    const [otherAuthor] = await server.database.db
      .select({ id: persons.id, fullName: persons.fullName })
      .from(persons)
      .where(and(eq(persons.tenantId, edrId), eq(persons.status, 1)))
      .limit(5)
      .then((rows) => rows.filter((row) => !(doc.authorIds ?? []).includes(row.id)));
    const changed: ContentInput = {
      ...doc,
      name: 'Unsaved preview title',
      body: '<p>Unsaved <strong>body</strong> text.</p><script>alert(1)</script>',
      authorIds: [otherAuthor!.id, ...(doc.authorIds ?? [])],
      published: '2024-03-05T12:00:00.000Z',
    };
    const response = await preview({ content: changed }, { token: editor });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { path: string; html: string };
    // The path saving would give it (the name's slug under its section); links open in a new tab; no toolbar.
    expect(answer.path).toMatch(/\/unsaved-preview-title$/);
    expect(answer.html).toContain('<head><base target="_blank">');
    expect(answer.html).toContain('<title>Unsaved preview title</title>');
    expect(answer.html).toContain('data-toolbar="0"');
    expect(answer.html).toContain('data-get-content="Unsaved preview title"');
    const shown = shownOf(answer.html);
    expect(shown.id).toBe(articleId);
    expect(shown.name).toBe('Unsaved preview title');
    // Sanitised as saving would sanitise it.
    expect(shown.body).toContain('Unsaved <strong>body</strong> text.');
    expect(shown.body).not.toContain('script');
    expect(shown.authors[0]).toBe(otherAuthor!.fullName);
    expect(shown.publishedDate).toMatch(/2024/);

    // Nothing was written, and nobody else sees the draft: the public page and getContent keep the stored item.
    expect(await countsOf()).toEqual(before);
    const [row] = await server.database.db.select({ name: content.name, version: content.version, body: content.body }).from(content).where(eq(content.id, articleId));
    expect(row!.name).toBe(doc.name);
    expect(row!.version).toBe(doc.version);
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: answer.path }, { tenantKey: 'edr' })).getWebsiteLayoutPage;
    expect(page).toBeNull();
    const stored = (await execute(server, GetContentDocument, { id: articleId }, { tenantKey: 'edr' })).getContent;
    expect(stored.name).toBe(doc.name);
    const storedPage = (await execute(server, GetWebsiteLayoutPageDocument, { alias: stored.siteContext.path }, { tenantKey: 'edr' })).getWebsiteLayoutPage;
    expect(storedPage!.pageData.name).toBe(doc.name);
  });

  it('previews a new item never saved: an event with its dates, place and image, at the path saving would give it', async () => {
    const before = await countsOf();
    const db = server.database.db;
    const [section] = await db.select({ id: websiteSections.id, alias: websiteSections.alias }).from(websiteSections).where(eq(websiteSections.tenantId, edrId)).limit(1);
    const [image] = await db.select({ id: assets.id }).from(assets).where(and(eq(assets.tenantId, edrId), eq(assets.kind, 'image'))).limit(1);
    const input: ContentInput = {
      type: 'Event',
      status: 2,
      name: 'Preview Summit 2031',
      body: '<p>Three days of power electronics.</p>',
      primarySectionId: section!.id,
      primaryImageId: image!.id,
      startDate: '2031-06-10T14:00:00.000Z',
      endDate: '2031-06-12T22:00:00.000Z',
      venue: { name: 'Preview Hall', city: 'Chicago', region: 'IL', country: 'USA' },
    };
    const response = await preview({ content: input }, { token: manager });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { path: string; html: string };
    expect(answer.path).toBe(`/${section!.alias}/preview-summit-2031`);
    const shown = shownOf(answer.html);
    expect(shown).toMatchObject({ id: 0, name: 'Preview Summit 2031', body: '<p>Three days of power electronics.</p>' });
    expect(shown.event?.dateRange).toMatch(/2031/);
    expect(shown.event?.place[0]).toBe('Preview Hall');
    expect(shown.image).toBeTruthy();
    expect(await countsOf()).toEqual(before);
    const [stored] = await db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, edrId), eq(content.alias, answer.path.slice(1))));
    expect(stored).toBeUndefined();
  });

  it('refuses what saveContent refuses, with the same field errors, before rendering', async () => {
    const doc = await storedDocument();
    const bad: ContentInput = { ...doc, name: ' ', unpublished: '2000-01-01T00:00:00.000Z', primaryImageId: 99999999, authorIds: [99999999] };
    const before = renders;
    const response = await preview({ content: bad }, { token: editor });
    expect(response.status).toBe(400);
    const refusal = (await response.json()) as { code: string; message: string; fieldErrors: Record<string, string> };
    expect(refusal.code).toBe('BAD_USER_INPUT');
    const saved: RawResponse = await post(server, 'saveContent', { input: bad }, { headers: { authorization: `Bearer ${editor}`, 'x-tenant-key': 'edr' } });
    const saveErrors = saved.body.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
    expect(Object.keys(saveErrors).sort()).toEqual(expect.arrayContaining(['authorIds', 'name', 'primaryImageId']));
    expect(refusal.fieldErrors).toEqual(saveErrors);
    expect(refusal.message).toBe(saved.body.errors?.[0]?.message);
    expect(renders).toBe(before);

    // A value of the wrong type is named like any field (the GraphQL input type reads the document).
    const typed = await preview({ content: { ...doc, name: 42, websiteSchedules: [{ sectionId: 'x' }] } }, { token: editor });
    expect(typed.status).toBe(400);
    const typedRefusal = (await typed.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(typedRefusal.fieldErrors).sort()).toEqual(['name', 'websiteSchedules.0.sectionId']);
    const missing = await preview({ content: { status: 2, name: 'No type' } }, { token: editor });
    expect(((await missing.json()) as { fieldErrors: Record<string, string> }).fieldErrors.type).toMatch(/required/);
  });

  it('previews a stale copy (nothing is overwritten) but not a deleted item, nor another site’s item', async () => {
    const doc = await storedDocument();
    const stale = await preview({ content: { ...doc, version: doc.version - 1, name: 'Stale but shown' } }, { token: editor });
    expect(stale.status).toBe(200);
    const deleted = await preview({ content: { ...doc, status: 0 } }, { token: editor });
    expect(deleted.status).toBe(409);
    expect(((await deleted.json()) as { message: string }).message).toMatch(/deleted item has no page/);
    // fot's manager on fot: edr's item is not there.
    const elsewhere = await preview({ content: doc }, { token: fotManager, tenantKey: 'fot' });
    expect(elsewhere.status).toBe(404);
  });

  it('is for CMS users who may edit content on this site only', async () => {
    const doc = await storedDocument();
    const body = { content: doc };
    expect((await preview(body)).status).toBe(401);
    expect((await preview(body, { token: newsletterManager })).status).toBe(403);
    // Reading is not enough: the preview shows unsaved edits, which only an editor can make.
    expect((await preview(body, { token: viewer })).status).toBe(403);
    // A user of another site is a visitor here: no preview of this site's items (nor their drafts).
    const visitor = await preview(body, { token: fotManager, tenantKey: 'edr' });
    expect(visitor.status).toBe(403);
    const refusal = (await visitor.json()) as { code: string; fieldErrors?: unknown };
    expect(refusal.code).toBe('FORBIDDEN');
    // Checked before the document: nothing about the item is said to them.
    const invalid = await preview({ content: { ...doc, name: '' } }, { token: fotManager, tenantKey: 'edr' });
    expect(invalid.status).toBe(403);
    expect((await preview(body, { token: admin })).status).toBe(200);
    expect((await preview(body, { token: editor, tenantKey: 'no-such-site' })).status).toBe(404);
    // Only JSON: a form of another site cannot post an item here.
    expect((await preview(`content=${JSON.stringify(doc)}`, { token: editor, contentType: 'text/plain' })).status).toBe(400);
    expect((await preview({ content: [doc] }, { token: editor })).status).toBe(400);
  });
});
