import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetContentStreamDocument, GetWebsiteLayoutPageDocument } from '../../src/gql/graphql.js';
import { createContext } from '../../src/server/graphql/context.js';
import { NUL_MESSAGE, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../../src/server/graphql/errors.js';
import { createExecutor, OperationError } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { NUL_URL_MESSAGE } from '../../src/server/http/requestGuards.js';
import { codeOf, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 10 item 8: a NUL character anywhere a caller can put one is a clear 4xx, and while the
 * database cannot be reached cached pages keep answering and everything else is a 503 with
 * Retry-After, never a 500.
 */
let server: TestServer;
const run = createExecutor(buildSchema());

// Stand-in pages (the test server builds no Vike pages): a list of content, or one item; a data
// failure with status 503 is the error screen's 503, as the pages' +data hooks make it (pageFailure).
const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const path = new URL(urlOriginal, 'http://x').pathname;
  try {
    const answer = path === '/' ? await graphql.run(GetContentStreamDocument, { limit: 3 }) : await graphql.run(GetContentDocument, { id: Number(path.slice(1)) });
    return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<pre>${JSON.stringify(answer).length}</pre>` };
  } catch (error) {
    if (error instanceof OperationError && error.status === 503) return { statusCode: 503, headers: [['content-type', 'text/html;charset=utf-8']], body: `503 - ${error.message}` };
    throw error;
  }
};

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 600_000, maxBytes: 8 * 1024 * 1024 } },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run, renderer })) },
  );
});
// The outage test closed the database already: closing it again is not the point here.
afterAll(() => server.close().catch(() => undefined));

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr' }, redirect: 'manual' });

describe('a NUL character', () => {
  it.each(['/%00', '/a%00b/c', '/search?filters=%7B%22text%22%3A%22a%00%22%7D', '/graphql/query/getContent%00.gql', '/sitemap.xml?x=%00'])(
    'in the address %s answers 400 with a clear message',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(NUL_URL_MESSAGE);
    },
  );

  it.each([
    ['getWebsiteLayoutPage', { alias: '/news\u0000' }, 'alias'],
    ['matchTaxonomyStream', { phrase: 'a\u0000b' }, 'phrase'],
    ['searchContent', { text: '\u0000' }, 'text'],
    ['getContentStream', { includeContentTypes: ['Article'], sortField: 'published', limit: 2, excludeContentIds: [1], type: null, startDateAfter: 'x\u0000' }, 'startDateAfter'],
  ])('in a variable of %s is BAD_USER_INPUT naming the variable', async (operation, variables, field) => {
    const response = await post(server, operation, variables, onSite('edr'));
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe(NUL_MESSAGE);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: 'Must not contain a NUL character' });
  });

  it('in a variable of a page’s own document is bad input too (in-process execution)', async () => {
    const ctx = await createContext(server.services, { headers: { 'x-tenant-key': 'edr' }, ip: '127.0.0.1', protocol: 'http' });
    await expect(run(GetWebsiteLayoutPageDocument, { alias: '/x\u0000' }, ctx)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', status: 400, message: NUL_MESSAGE });
  });
});

describe('while the database cannot be reached', () => {
  it('cached pages keep answering; other pages and the API answer 503 with Retry-After', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/')).headers.get('x-page-cache')).toBe('HIT');
    await server.database.close();

    const cached = await get('/');
    expect(cached.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(cached.headers.get('x-page-cache'));

    const page = await get('/10000001?cache-bypass=true');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await page.text()).toBe(`503 - ${UNAVAILABLE_MESSAGE}`);

    const api = await post(server, 'getContentStream', { limit: 2 }, onSite('edr'));
    expect(api.status).toBe(503);
    expect(codeOf(api)).toBe('SERVICE_UNAVAILABLE');
    expect(api.body.errors?.[0]?.message).toBe(UNAVAILABLE_MESSAGE);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});
