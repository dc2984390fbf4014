import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { content, websiteSections } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { data } from '../../src/site/page/+data.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 10 item 3: the SQL statements of one uncached public page on a warm node, counted at the
 * database driver. The page's +data hook runs as in production (its layout, shell, SEO facts and
 * every block's data); only the React render is left out. The counts are ceilings: a change that
 * adds a statement to a page (an N+1, a cache bypassed) fails here.
 *
 * On PostgreSQL a request first confirms the site's version (siteCache.sync), one statement shared
 * by concurrent requests; the embedded database has one node and needs none.
 */
let server: TestServer;
let edrId: number;

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const url = new URL(urlOriginal, 'http://x');
  const pageContext = {
    graphql,
    urlPathname: url.pathname,
    urlParsed: { search: Object.fromEntries(url.searchParams), searchOriginal: url.search || null },
  } as unknown as PageContextServer;
  const page = await data(pageContext);
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<h1>${page.page.name}</h1>` };
};

beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) });
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

async function statementsOf(path: string): Promise<string[]> {
  const url = `${server.url}${path}${path.includes('?') ? '&' : '?'}cache-bypass=true`;
  const headers = { 'x-tenant-key': 'edr' };
  // Warm: the site caches filled, the statements prepared.
  for (let i = 0; i < 2; i += 1) expect((await fetch(url, { headers })).status).toBe(200);
  const texts: string[] = [];
  const stop = server.database.observe((text) => texts.push(text));
  try {
    const response = await fetch(url, { headers });
    expect(response.status).toBe(200);
    await response.text();
  } finally {
    stop();
  }
  return texts;
}

/** The statements of one uncached visit, as it comes (no warm-up). */
async function statementsOfOneVisit(path: string): Promise<string[]> {
  const texts: string[] = [];
  const stop = server.database.observe((text) => texts.push(text));
  try {
    expect((await fetch(`${server.url}${path}?cache-bypass=true`, { headers: { 'x-tenant-key': 'edr' } })).status).toBe(200);
  } finally {
    stop();
  }
  return texts;
}

async function anArticle(): Promise<{ canonicalPath: string }> {
  const [article] = await server.database.db
    .select({ canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1)))
    .limit(1);
  return article!;
}

/** The seeded company with contacts and videos (its page shows every company block). */
async function aCompany(): Promise<{ canonicalPath: string }> {
  const [company] = await server.database.db
    .select({ canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Company'), eq(content.name, 'Kestrel Microsystems')))
    .limit(1);
  return company!;
}

const barrier = () => (server.database.kind === 'postgres' ? 1 : 0);
const lists = (texts: string[]) => texts.filter((text) => text.startsWith('select l.*')).length;
const graphs = (texts: string[]) => texts.filter((text) => text.includes('"@authors"')).length;
const contacts = (texts: string[]) => texts.filter((text) => text.includes("c.type = 'Contact'")).length;

describe('statements per uncached page (warm node)', () => {
  it('an article page on a warm node: none (the item and its lists are in the site cache)', async () => {
    const article = await anArticle();
    const texts = await statementsOf(article.canonicalPath);
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier());
    expect(graphs(texts)).toBe(0);
  });

  it('after a content change: the item with its relations, then every list at once', async () => {
    const article = await anArticle();
    await statementsOf(article.canonicalPath);
    // What a content save records: every node drops the site's cached lists.
    await announceDirectChange(server, { tenantId: edrId, tags: ['content-lists'] });
    const texts = await statementsOfOneVisit(article.canonicalPath);
    expect(lists(texts), texts.join('\n---\n')).toBe(1);
    expect(graphs(texts)).toBe(1);
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier() + 2);
  });

  it('after a person or a term changes: the item is read again (it shows their names), the lists are not', async () => {
    const article = await anArticle();
    for (const kind of ['persons', 'taxonomy'] as const) {
      await statementsOf(article.canonicalPath);
      await announceDirectChange(server, { tenantId: edrId, kinds: [kind] });
      const texts = await statementsOfOneVisit(article.canonicalPath);
      expect(graphs(texts), kind).toBe(1);
      expect(lists(texts), kind).toBe(0);
    }
  });

  it('a company page on a warm node: none (its profile is the item, its lists and contacts are cached)', async () => {
    const company = await aCompany();
    const texts = await statementsOf(company.canonicalPath);
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier());
  });

  it('a company page after a content change: the item, every list at once (its videos and content too), its contacts', async () => {
    const company = await aCompany();
    await statementsOf(company.canonicalPath);
    await announceDirectChange(server, { tenantId: edrId, tags: ['content-lists'] });
    const texts = await statementsOfOneVisit(company.canonicalPath);
    expect(graphs(texts), texts.join('\n---\n')).toBe(1);
    expect(lists(texts)).toBe(1);
    expect(contacts(texts)).toBe(1);
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier() + 3);
  });

  it('the home page: every list at once', async () => {
    const texts = await statementsOf('/');
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier() + 1);
  });

  it('a section page: every list at once', async () => {
    const [section] = await server.database.db
      .select({ alias: websiteSections.alias })
      .from(websiteSections)
      // Not the Home section: its path redirects to '/'.
      .where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.status, 1), eq(websiteSections.depth, 1), ne(websiteSections.alias, 'home')))
      .limit(1);
    const texts = await statementsOf(`/${section!.alias}`);
    expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(barrier() + 1);
  });
});
