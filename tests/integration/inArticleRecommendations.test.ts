import { and, eq, ne, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteSettingsPayloadDocument, SaveSiteSettingsDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { Grid } from '../../src/site/grid/Grid.js';
import { loadPage } from '../../src/site/page/loadPage.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Recommendations inside article bodies (002 §9 "BlueConic in article body: 4 items, only for
 * Article, News, Blog; default target paragraph 3; paragraph length 40 words") through the real page
 * handler and loadPage, drawn by the real block renderers: on when the site's BlueConic
 * recommendations are on, after the third paragraph of 40 words or more, never on other types.
 */
let server: TestServer;
let admin: string;
const pages: Record<'article' | 'company', { id: number; path: string }> = { article: { id: 0, path: '' }, company: { id: 0, path: '' } };

const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');
const BODY = [
  `<p>${words(45, 'one')}</p>`,
  '<p>A short aside.</p>',
  '<h2>Measurements</h2>',
  `<p>${words(40, 'two')}</p>`,
  `<blockquote><p>${words(60, 'quoted')}</p></blockquote>`,
  `<p><strong>${words(20, 'three')}</strong> ${words(20, 'three')}</p>`,
  `<p>${words(50, 'four')}</p>`,
].join('');

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const url = new URL(urlOriginal, 'http://x');
  const outcome = await loadPage({ graphql, path: decodeURIComponent(url.pathname), search: {}, searchOriginal: null });
  if (outcome.kind !== 'page') return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'not a page' };
  const { page } = outcome.data;
  const grids = [page.primaryGrid, ...page.secondaryGrids].map((grid) => renderToStaticMarkup(createElement(Grid, { grid, page: page.blockPage }))).join('');
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8'], ['cache-control', 'no-store']], body: grids };
};

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: false, freshMs: 1, staleMs: 1, maxBytes: 1024 * 1024 } },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) },
  );
  admin = await adminToken(server);
  const edr = await tenantIdOf(server, 'edr');
  for (const [key, type] of [['article', 'Article'], ['company', 'Company']] as const) {
    const [row] = await server.database.db
      .select({ id: content.id, path: content.canonicalPath })
      .from(content)
      .where(and(eq(content.tenantId, edr), eq(content.type, type), eq(content.status, 1), sql`${content.membershipIds} = '{}'`, eq(content.userRegistrationRequired, false), ne(content.canonicalPath, '')))
      .orderBy(content.id)
      .limit(1);
    pages[key] = { id: row!.id, path: row!.path! };
    await server.database.db.update(content).set({ body: BODY }).where(eq(content.id, row!.id));
  }
});
afterAll(() => server.close());

async function setRecommendations(enabled: boolean) {
  const current = (await execute(server, GetSiteSettingsPayloadDocument, {}, { cmsToken: admin, tenantKey: 'edr' })).getSiteSettingsPayload;
  const payload = current.payload as { thirdParty: Record<string, unknown> };
  const thirdParty = { ...payload.thirdParty, blueConicRecommendations: { enabled } };
  await execute(server, SaveSiteSettingsDocument, { payload: { ...payload, thirdParty }, version: current.version }, { cmsToken: admin, tenantKey: 'edr' });
}

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr' } });
  expect(response.status).toBe(200);
  return response.text();
};
const box = (page: string) => /<aside class="in-article-recommendations recommendations"[^>]*>([\s\S]*?)<\/aside>/.exec(page);

describe('recommendations in article bodies', () => {
  it('are off while the site has its BlueConic recommendations off', async () => {
    await setRecommendations(false);
    expect(box(await html(pages.article.path))).toBeNull();
  });

  it('put 4 recommended items after the third paragraph of 40 words or more, never the article itself', async () => {
    await setRecommendations(true);
    const page = await html(pages.article.path);
    const found = box(page);
    expect(found, 'the box is on the page').not.toBeNull();
    // Short paragraphs and the quoted one do not count; inline markup does not split words.
    const at = page.indexOf(found![0]);
    expect(page.slice(0, at).endsWith(`${words(20, 'three')}</p>`)).toBe(true);
    expect(page.slice(at + found![0].length).startsWith(`<p>${words(50, 'four')}</p>`)).toBe(true);
    const links = [...found![1]!.matchAll(/<h3 class="content-teaser__title">(?:<svg[\s\S]*?<\/svg>)?<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(4);
    expect(new Set(links).size).toBe(4);
    expect(links).not.toContain(pages.article.path);
    expect(found![0]).toContain('data-track-clicks="false"');
    expect(found![1]).toContain('Recommended for you');
  });

  it('are not put into other types of content (002 §9: Article, News, Blog)', async () => {
    await setRecommendations(true);
    const page = await html(pages.company.path);
    expect(page).toContain(words(50, 'four'));
    expect(box(page)).toBeNull();
  });
});
