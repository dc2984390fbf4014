import { and, asc, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetIssueDocument, GetWebsiteLayoutPageDocument, SaveMagazineIssueDocument, ScheduleContentToIssueDocument } from '../../src/gql/graphql.js';
import { content, contentIssueSchedules, magazineSections } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { Grid } from '../../src/site/grid/Grid.js';
import { loadPage } from '../../src/site/page/loadPage.js';
import { pageMeta } from '../../src/site/seo/meta.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { issueRows, liveItem, publicationRows } from '../helpers/magazines.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Magazine pages (issue 14 item 1; docs/magazines.md) through the real page handler and the
 * catch-all's loadPage, with a stand-in renderer drawing the grids with the real block renderers:
 * /magazine, a publication's page and an issue's page, their redirects, the issues blocks'
 * counts and de-duplication, the digital edition, [issuename], and purges after saves.
 */
let server: TestServer;
let admin: string;
let edrId: number;
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
  const head = `<title>${escapeHtml(meta.title)}</title><link rel="canonical" href="${escapeHtml(meta.canonical)}">`;
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<html><head>${head}</head><body data-page-kind="${page.kind}">${grids}</body></html>` };
};

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 } },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) },
  );
  [admin, edrId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr')]);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = EDR) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
const layoutPage = async (alias: string, tenantKey = 'edr') => (await execute(server, GetWebsiteLayoutPageDocument, { alias }, { tenantKey })).getWebsiteLayoutPage;

async function magazine() {
  const publication = (await publicationRows(server, 'edr')).find((row) => row.alias === 'edr-magazine')!;
  const issues = (await issueRows(server, 'edr')).filter((row) => row.publicationId === publication.id);
  const active = issues.filter((row) => row.status === 1);
  return { publication, issues, active, newest: active[0]!, draft: issues.find((row) => row.status === 0)! };
}

/** The issue cards of the issues blocks in a page's HTML, in order. */
const issueLinks = (html: string) => [...html.matchAll(/<a class="magazine-overview__cover-link" href="([^"]+)"/g)].map((m) => m[1]);

describe('magazine pages', () => {
  it("answer an issue's page with its contents by section, its digital edition and the publication's other issues — never itself", async () => {
    const { publication, newest, active } = await magazine();
    const path = `/magazine/edr-magazine/${newest.alias}`;
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page-kind="issue"');
    expect(html).toContain(`<title>${escapeHtml(`${publication.name}: ${newest.name} | Electronic Design Review`)}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}">`);
    // issue_overview: the name, the contents grouped by the publication's sections in their order.
    expect(html).toContain(`<h2 class="issue-overview__name">${escapeHtml(newest.name)}</h2>`);
    const entries = await server.database.db.select().from(contentIssueSchedules).where(eq(contentIssueSchedules.issueId, newest.id)).orderBy(asc(contentIssueSchedules.sequence));
    const sections = await server.database.db.select().from(magazineSections).where(eq(magazineSections.publicationId, publication.id)).orderBy(asc(magazineSections.sequence));
    const items = await server.database.db.select({ id: content.id, canonicalPath: content.canonicalPath }).from(content).where(eq(content.tenantId, edrId));
    for (const entry of entries) expect(html).toContain(`<a class="issue-overview__item-link" href="${items.find((item) => item.id === entry.contentId)!.canonicalPath}">`);
    const shownSections = [...html.matchAll(/<h3 class="issue-overview__section-name">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(shownSections).toEqual(sections.filter((s) => entries.some((e) => e.sectionId === s.id)).map((s) => escapeHtml(s.name)));
    // zmag_embed: the issue's own edition.
    expect(html).toContain(`<iframe class="zmag-embed__frame" src="${newest.digitalEditionUrl}"`);
    // 'More issues': 12 of the publication's other issues, newest first; the page's own is used already.
    const more = issueLinks(html);
    expect(more).toEqual(active.slice(1, 13).map((issue) => `/magazine/edr-magazine/${issue.alias}`));
    expect(response.headers.get('surrogate-key')?.split(' ')).toContain(`s${edrId}:MagazineIssue:${newest.id}`);

    const page = await layoutPage(path);
    expect(page?.pageData).toMatchObject({ type: 'issue', id: `issue-${newest.id}`, issueId: newest.id, publicationId: publication.id, issue: { id: newest.id, name: newest.name } });
    expect(page?.usedIssueIds).toEqual([newest.id, ...active.slice(1, 13).map((issue) => issue.id)]);
  });

  it('answer /magazine with the newest issue of every publication large and 12 more (featured: 13), and a publication page with its own', async () => {
    const all = (await issueRows(server, 'edr')).filter((row) => row.status === 1);
    const landing = await get('/magazine');
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('data-page-kind="magazine"');
    expect(html).toContain('<title>Magazine | Electronic Design Review</title>');
    expect(html.match(/class="magazine-overview__featured"/g)).toHaveLength(1);
    expect(issueLinks(html)).toHaveLength(12);
    expect((await layoutPage('/magazine'))?.usedIssueIds).toEqual(all.slice(0, 13).map((issue) => issue.id));

    const supplement = (await publicationRows(server, 'edr')).find((row) => row.alias === 'power-supplement')!;
    const own = await (await get('/magazine/power-supplement')).text();
    expect(own).toContain(`<title>${escapeHtml(supplement.name)} | Electronic Design Review</title>`);
    expect(own).toContain('<h2 class="magazine-overview__name"><a href="/magazine/power-supplement">EDR Power Supplement</a></h2>');
    expect(issueLinks(own)).toHaveLength(3);
    expect(own).toContain('href="https://subscribe.edr-demo.example/power"');
  });

  it('answer another letter case or a trailing slash with 301 to the canonical path; hidden issues, unknown paths and sites without the magazine module get 404', async () => {
    const { newest, draft } = await magazine();
    for (const other of [`/Magazine/EDR-Magazine/${newest.alias.toUpperCase()}`, `/magazine/edr-magazine/${newest.alias}/`]) {
      const response = await get(`${other}?ref=x`);
      expect(response.status, other).toBe(301);
      expect(response.headers.get('location'), other).toBe(`/magazine/edr-magazine/${newest.alias}?ref=x`);
    }
    expect((await get('/magazine/')).headers.get('location')).toBe('/magazine');
    expect((await get(`/magazine/edr-magazine/${draft.alias}`)).status).toBe(404);
    expect((await get('/magazine/edr-magazine/no-such-issue')).status).toBe(404);
    expect((await get('/magazine/no-such-publication')).status).toBe(404);
    expect((await get('/magazine/edr-magazine/a/b')).status).toBe(404);
    // fot's magazine module is off: no magazine pages there, though it has publications.
    expect((await get('/magazine/fot-magazine', { 'x-tenant-key': 'fot' })).status).toBe(404);
    expect(await layoutPage('/magazine', 'fot')).toBeNull();
  });

  it('are purged when an issue is saved or an item is scheduled to it', async () => {
    const { newest, publication } = await magazine();
    const path = `/magazine/edr-magazine/${newest.alias}`;
    await get(path);
    expect((await get(path)).headers.get('x-page-cache')).toBe('HIT');
    const current = (await execute(server, GetIssueDocument, { id: newest.id }, { tenantKey: 'edr', cmsToken: admin })).getIssue;
    await execute(
      server,
      SaveMagazineIssueDocument,
      { input: { id: current.id, version: current.version, publicationId: publication.id, name: `${current.name} (Special)`, mailingDate: current.mailingDate, status: 1, coverImageId: current.coverImageId, digitalEditionUrl: current.digitalEditionUrl, description: current.description } },
      { tenantKey: 'edr', cmsToken: admin },
    );
    const renamed = await get(path);
    expect(renamed.headers.get('x-page-cache')).toBe('MISS');
    expect(await renamed.text()).toContain(`${escapeHtml(current.name)} (Special)`);

    const item = await liveItem(server, 'edr', 5);
    await get(path);
    await execute(server, ScheduleContentToIssueDocument, { input: { contentId: item.id, issueId: newest.id } }, { tenantKey: 'edr', cmsToken: admin });
    const withItem = await get(path);
    expect(withItem.headers.get('x-page-cache')).toBe('MISS');
    expect(await withItem.text()).toContain(`href="${item.canonicalPath}"`);
    const entry = await server.database.db.select().from(contentIssueSchedules).where(and(eq(contentIssueSchedules.issueId, newest.id), eq(contentIssueSchedules.contentId, item.id)));
    expect(entry).toHaveLength(1);
  });
  // Last: the layout it saves builds every issue page after it.
  it("fill [issuename] in block titles of the 'issue' module layout, which then builds the issue pages", async () => {
    const { newest } = await magazine();
    await saveLayout(
      server,
      admin,
      layoutInput({
        name: 'Issue pages',
        type: 'module',
        key: 'issue',
        primaryGrid: { rows: [row('r1', '2_1', [[block('b1', 'issue_overview', { title: 'Inside the [issuename] issue', showContents: false }), block('b2', 'magazine_overview', { title: 'Back issues', layout: 'single' })], []])] },
      }),
      'edr',
    );
    const page = await layoutPage(`/magazine/edr-magazine/${newest.alias}`);
    expect(page?.layoutType.type).toBe('module');
    const blocks = (page?.primaryGrid as { rows: { columns: { blocks: { type: string; settings: { title: string } }[] }[] }[] }).rows[0]!.columns[0]!.blocks;
    expect(blocks.map((b) => [b.type, b.settings.title])).toEqual([
      ['issue_overview', `Inside the ${newest.name} issue`],
      ['magazine_overview', 'Back issues'],
    ]);
    // single: 1 issue, not the page's own.
    expect(page?.usedIssueIds).toHaveLength(2);
  });

});
