import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebLayoutDocument, GetWebLayoutStreamDocument, GetWebsiteLayoutPageDocument, SaveContentDocument, type WebLayoutInput } from '../../src/gql/graphql.js';
import { content, websiteSections } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { registerLayoutPreviewRoute } from '../../src/server/http/layoutPreviewRoute.js';
import type { PageRenderer } from '../../src/server/http/pageHandler.js';
import { LAYOUT_PREVIEW_ROUTE } from '../../src/shared/layouts/preview.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { loadPage } from '../../src/site/page/loadPage.js';
import { adminToken, createUser, siteManagerTokens } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The layout editor's live preview (POST /api/layout-preview) through the real route. The test
 * server renders no Vike pages, so a stand-in renderer plays them with the catch-all's own data
 * function (loadPage): the page, its grids as the layout built them, and its toolbar.
 */
let server: TestServer;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let newsletterManager: string;
let sectionPath: string;
let articlePath: string;
let renders = 0;

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  renders += 1;
  const url = new URL(urlOriginal, 'http://x');
  const outcome = await loadPage({ graphql, path: decodeURIComponent(url.pathname), search: Object.fromEntries(url.searchParams), searchOriginal: url.search || null });
  if (outcome.kind === 'not-found') return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' };
  if (outcome.kind === 'redirect') return { statusCode: 301, headers: [['location', outcome.to]], body: '' };
  const grid = outcome.data.page.primaryGrid;
  const columns = grid.rows.map((row) => row.columns.map((column) => column.blocks.map((block) => `${block.type}:${String(block.settings.title)}`)));
  const body = `<main data-layout="${outcome.data.page.layoutType}" data-toolbar="${outcome.data.chrome.toolbar.length}">${JSON.stringify(columns)}</main>`;
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<!DOCTYPE html><html><head><title>${outcome.data.page.name}</title></head><body>${body}</body></html>` };
};

beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (app, services) => registerLayoutPreviewRoute(app, { services, run: createExecutor(buildSchema()), renderer }) });
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  const edrId = await tenantIdOf(server, 'edr');
  const db = server.database.db;
  const [article] = await db
    .select({ alias: content.alias, primarySectionId: content.primarySectionId })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, new Date())))
    .limit(1);
  const [section] = await db.select({ alias: websiteSections.alias }).from(websiteSections).where(eq(websiteSections.id, article!.primarySectionId!));
  sectionPath = `/${section!.alias}`;
  articlePath = `/${article!.alias}`;
});
afterAll(() => server.close());

/** The stored "Section pages" layout of edr as the editor's form would send it back. */
async function sectionLayoutInput(): Promise<WebLayoutInput> {
  const stream = await execute(server, GetWebLayoutStreamDocument, { input: { phrase: 'Section pages', type: 'section' } }, { cmsToken: editor, tenantKey: 'edr' });
  const id = stream.getWebLayoutStream.edges.find((edge) => edge.node.name === 'Section pages')!.node.id;
  const layout = (await execute(server, GetWebLayoutDocument, { id }, { cmsToken: editor, tenantKey: 'edr' })).getWebLayout;
  const { __typename: _t, excludeAds, sites, createdAt: _c, updatedAt: _u, updatedByName: _n, ...fields } = layout;
  const { __typename: _e, ...ads } = excludeAds;
  return { ...fields, excludeAds: ads, tenantIds: sites.map((site) => site.id) } as WebLayoutInput;
}

type Grid = { rows: { columns: { blocks: unknown[] }[] }[] };

function preview(body: unknown, { token, tenantKey = 'edr', contentType = 'application/json' }: { token?: string; tenantKey?: string; contentType?: string } = {}) {
  return fetch(`${server.url}${LAYOUT_PREVIEW_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-tenant-key': tenantKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const columnsOf = (html: string) => JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(html)![1]!) as string[][][];

describe('POST /api/layout-preview', () => {
  it('renders the page with the unsaved layout, for a user who may only view layouts, and keeps nothing', async () => {
    const input = await sectionLayoutInput();
    const grid = input.primaryGrid as Grid;
    const stored = columnsOf(await (await preview({ path: sectionPath, layout: input }, { token: editor })).text().then((text) => (JSON.parse(text) as { html: string }).html));
    // Move the first block of the right column to the top of the left one (unsaved).
    const moved = structuredClone(grid);
    const [first] = moved.rows[0]!.columns[1]!.blocks.splice(0, 1);
    moved.rows[0]!.columns[0]!.blocks.unshift(first);
    const response = await preview({ path: sectionPath, layout: { ...input, primaryGrid: moved } }, { token: editor });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { path: string; html: string };
    expect(answer.path).toBe(sectionPath);
    // Links open the real page in a new tab; the preview has no admin toolbar.
    expect(answer.html).toContain('<head><base target="_blank">');
    expect(answer.html).toContain('data-toolbar="0"');
    const columns = columnsOf(answer.html);
    expect(columns[0]![0]![0]).toBe(stored[0]![1]![0]);
    expect(columns[0]![1]).toEqual(stored[0]![1]!.slice(1));

    // Nothing of the draft reached the site: the stored layout still builds the page.
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: sectionPath }, { tenantKey: 'edr' })).getWebsiteLayoutPage;
    const live = (page!.primaryGrid as PageGrid).rows[0]!.columns.map((column) => column.blocks.map((block) => `${block.type}:${String(block.settings.title)}`));
    expect(live).toEqual(stored[0]);
  });

  it('previews a new layout of another kind on any page, and follows a non-canonical path', async () => {
    const input: WebLayoutInput = {
      name: 'Draft article layout',
      type: 'content',
      primaryGrid: {
        rows: [
          {
            id: 'r1',
            settings: { layout: '1_1' },
            columns: [
              { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'content_title', settings: {} }] },
              { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b2', type: 'rich_text', settings: { title: 'Editor’s note', html: '<p>Hello</p>' } }] },
            ],
          },
        ],
      },
    };
    const response = await preview({ path: articlePath.toUpperCase(), layout: input }, { token: manager });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { path: string; html: string };
    expect(answer.path).toBe(articlePath);
    expect(columnsOf(answer.html)).toEqual([[['content_title:'], ['rich_text:Editor’s note']]]);
  });

  it('shows drafts (preview mode) to a CMS user of the site', async () => {
    const draft = (await execute(server, SaveContentDocument, { input: { type: 'Article', status: 2, name: 'Layout preview draft', body: '<p>Draft.</p>' } }, { cmsToken: admin })).saveContent;
    const input = await sectionLayoutInput();
    const response = await preview({ path: `/${draft.alias}`, layout: { ...input, type: 'content' } }, { token: editor });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { html: string }).html).toContain('<title>Layout preview draft</title>');
  });

  it('refuses a layout that would not save, with the field paths of saveWebLayout, before rendering', async () => {
    const input = await sectionLayoutInput();
    const grid = structuredClone(input.primaryGrid as Grid) as { rows: { columns: { blocks: { settings: Record<string, unknown> }[] }[] }[] };
    grid.rows[0]!.columns[0]!.blocks[0]!.settings.limit = 5000;
    const before = renders;
    const response = await preview({ path: sectionPath, layout: { ...input, name: '', primaryGrid: grid } }, { token: editor });
    expect(response.status).toBe(400);
    const refusal = (await response.json()) as { code: string; fieldErrors: Record<string, string> };
    expect(refusal.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(refusal.fieldErrors).sort()).toEqual(['name', 'primaryGrid.rows.0.columns.0.blocks.0.settings.limit']);
    expect(renders).toBe(before);
  });

  it('is for CMS users who may read layouts on this site only', async () => {
    const input = await sectionLayoutInput();
    const body = { path: sectionPath, layout: input };
    expect((await preview(body)).status).toBe(401);
    const refused = await preview(body, { token: newsletterManager });
    expect(refused.status).toBe(403);
    // A user of another site is a visitor here: no preview of this site's pages (nor its drafts).
    const visitor = await preview(body, { token: fotManager, tenantKey: 'edr' });
    expect(visitor.status).toBe(403);
    expect(((await visitor.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect((await preview(body, { token: editor, tenantKey: 'no-such-site' })).status).toBe(404);
    // Only JSON: a form of another site cannot post a layout here.
    expect((await preview(`path=${sectionPath}`, { token: editor, contentType: 'text/plain' })).status).toBe(400);
  });

  it('asks for a path of the public site with a page at it', async () => {
    const input = await sectionLayoutInput();
    for (const path of ['power', '//evil.example/x', '/admin/layouts', '/search', '/a b', 42]) {
      const response = await preview({ path, layout: input }, { token: editor });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.path).toBeTruthy();
    }
    const missing = await preview({ path: '/no-such-page-here', layout: input }, { token: editor });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('No page lives at /no-such-page-here on this site.');
  });
});
