import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentStreamDocument } from '../../src/gql/graphql.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 17: a request whose host (or x-tenant-key / x-domain) names no site gets one answer on every
 * route family — 404 with a plain page (or sentence) naming the problem, never 500, never a site
 * frame — while the GraphQL endpoint keeps its contract (400 TENANT_NOT_FOUND). The pages run
 * through the real page handler with a stand-in renderer (a build per run would slow the suite).
 */
let server: TestServer;
let renders = 0;
const renderer: PageRenderer = async ({ graphql }) => {
  renders += 1;
  const latest = await graphql.run(GetContentStreamDocument, { limit: 1 });
  return { statusCode: 200, headers: [['content-type', 'text/html; charset=utf-8']], body: `<p>${latest.getContentStream.edges.length}</p>` };
};

beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) });
});
afterAll(() => server.close());

const UNKNOWN: Record<string, string>[] = [{ host: 'nowhere.example' }, { 'x-domain': 'nowhere.example' }, { 'x-tenant-key': 'no-such-site' }];
interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** GET through node:http: fetch does not send a Host header of our choosing. */
function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: { get: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? null }, text: async () => body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('an unknown site', () => {
  it('gets a plain 404 page on the pages and the admin, without rendering anything', async () => {
    for (const path of ['/', '/admin/login', '/admin', '/some/section/page', '/search?q=x']) {
      for (const headers of UNKNOWN) {
        const response = await get(path, { ...headers, accept: 'text/html' });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toContain('<h1>No site here</h1>');
        expect(html).toMatch(/Unknown site: no site (is configured for the domain|has the tenant key)/);
      }
    }
    expect(renders).toBe(0);
    // A known site still renders.
    expect((await get('/', { 'x-tenant-key': 'edr' })).status).toBe(200);
    expect(renders).toBe(1);
  });

  it('gets the same 404 on every utility route: a sentence for files, the page for HTML', async () => {
    const files = ['/robots.txt', '/sitemap.xml', '/sitemap/sections.xml', '/sitemap-google-news.xml', '/__rss/website-scheduled-content.xml?input=power', '/favicon.ico'];
    const pages = ['/ip-test', '/newsletter/1', '/latest-newsletter/1', '/newsletter-unsubscribe/abc.def'];
    for (const headers of UNKNOWN) {
      for (const path of files) {
        const response = await get(path, headers);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
        expect(await response.text(), path).toMatch(/^Unknown site: /);
      }
      for (const path of pages) {
        const response = await get(path, { ...headers, accept: 'text/html' });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain('<h1>No site here</h1>');
      }
      expect((await get('/newsletter-unsubscribe/abc.def', headers, 'POST')).status).toBe(404);
    }
  });

  it('keeps the API contract: 400 TENANT_NOT_FOUND from /graphql', async () => {
    const query = await (await fetch(`${server.url}/graphql/query/getTenantInfo.gql`)).text();
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tenant-key': 'no-such-site' }, body: JSON.stringify({ query }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('TENANT_NOT_FOUND');
  });
});
