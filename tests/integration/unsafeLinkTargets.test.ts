import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteMenusDocument, GetWebsiteRedirectDocument } from '../../src/gql/graphql.js';
import { menus, redirects } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Security issue 16 item 5: rows saved before the link rule (src/shared/links.ts) may hold targets
// a browser follows off the site (`/\evil.example` reads as `//evil.example`). They are refused on
// save now; the ones already stored are never sent as a Location or an href.
let server: TestServer;
let edrId: number;
const EDR = { 'x-tenant-key': 'edr' };
// The test server renders no Vike pages: a stand-in renderer finds no page at any path, so the real
// page handler falls back to the redirect table as it does for a real 404.
const renderer: PageRenderer = async () => ({ statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' });

beforeAll(async () => {
  server = await startTestServer({}, { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) });
  edrId = await tenantIdOf(server, 'edr');
  // Inserted with SQL, as an old release (or an import) could have stored them.
  await server.database.db.insert(redirects).values([
    { tenantId: edrId, fromPath: '/legacy-backslash', toPath: '/\\evil.example', source: 'manual' },
    { tenantId: edrId, fromPath: '/legacy-double-backslash', toPath: '\\\\evil.example/x', source: 'manual' },
    { tenantId: edrId, fromPath: '/legacy-protocol-relative', toPath: '//evil.example', source: 'manual' },
    { tenantId: edrId, fromPath: '/legacy-script', toPath: 'javascript:alert(1)', source: 'manual' },
    { tenantId: edrId, fromPath: '/legacy-fine', toPath: '/fine-target', source: 'manual' },
  ]);
  await announceDirectChange(server, { tenantId: edrId, kinds: ['redirects'], tags: ['redirects'] });
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { headers: EDR, redirect: 'manual' });

describe('a stored redirect whose target leaves the site', () => {
  it('is not followed by the pages (no Location), while a sound one still is', async () => {
    const fine = await get('/legacy-fine?a=1');
    expect(fine.status).toBe(301);
    expect(fine.headers.get('location')).toBe('/fine-target?a=1');
    for (const path of ['/legacy-backslash', '/legacy-double-backslash', '/legacy-protocol-relative', '/legacy-script']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
    }
  });

  it('is not answered by getWebsiteRedirect either (a missing redirect: null, no error)', async () => {
    const answer = await execute(server, GetWebsiteRedirectDocument, { from: '/legacy-backslash' }, { tenantKey: 'edr' });
    expect(answer.getWebsiteRedirect).toBeNull();
    const fine = await execute(server, GetWebsiteRedirectDocument, { from: '/legacy-fine' }, { tenantKey: 'edr' });
    expect(fine.getWebsiteRedirect).toMatchObject({ from: '/legacy-fine', to: '/fine-target' });
  });
});

describe('a stored menu link whose target leaves the site', () => {
  it('is left out; the menu keeps its other links', async () => {
    const items = [
      { label: 'Fine', url: '/fine', newWindow: false, children: [] },
      { label: 'Evil', url: '/\\evil.example', newWindow: false, children: [] },
      { label: 'Partner', url: 'https://partner.example.com', newWindow: true, children: [] },
    ];
    const [existing] = await server.database.db.select().from(menus).where(and(eq(menus.tenantId, edrId), eq(menus.location, 'affiliated_brands')));
    if (existing) await server.database.db.update(menus).set({ items }).where(and(eq(menus.tenantId, edrId), eq(menus.location, 'affiliated_brands')));
    else await server.database.db.insert(menus).values({ tenantId: edrId, location: 'affiliated_brands', items });
    await announceDirectChange(server, { tenantId: edrId, kinds: ['menus'] });
    const answer = await execute(server, GetWebsiteMenusDocument, {}, { tenantKey: 'edr' });
    const menu = answer.getWebsiteMenus.find((m) => m.location === 'affiliated_brands');
    expect(menu?.items.map((i) => i.url)).toEqual(['/fine', 'https://partner.example.com']);
  });
});
