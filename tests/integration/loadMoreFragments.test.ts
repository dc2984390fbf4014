import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteLayoutPageDocument, SaveContentDocument, SaveWebsiteSectionDocument, type ContentInput } from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { registerLoadMoreRoutes } from '../../src/server/http/loadMoreRoutes.js';
import { idsParam } from '../../src/shared/loadMore.js';
import { METER_COOKIE, serializeMeter } from '../../src/shared/meter.js';
import { renderLoadMoreFragment } from '../../src/site/loadMore/fragment.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The load-more fragment routes (docs/public-site.md "Load more") through the real page handler
 * and the real fragment renderer: HTML of the next grid or article with its tracking fields,
 * kept in the page cache and tagged like pages, gated and metered like the article's own page.
 */
let server: TestServer;
let admin: string;
let edr: number;
let sectionId: number;
let open: number;
let gated: number;
const SECRET = 'SECRET paragraph of the gated article.';

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 } },
    { beforeListen: (app, services) => registerLoadMoreRoutes(app, { services, run: createExecutor(buildSchema()), renderer: async () => renderLoadMoreFragment }) },
  );
  admin = await adminToken(server);
  edr = await tenantIdOf(server, 'edr');
  sectionId = (await execute(server, SaveWebsiteSectionDocument, { input: { name: `Fragments ${process.pid}` } }, { cmsToken: admin })).saveWebsiteSection.id;
  const [premium] = await server.database.db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
  const save = async (input: ContentInput) => (await execute(server, SaveContentDocument, { input }, { cmsToken: admin })).saveContent.id;
  const base = { type: 'Article' as const, status: 1, primarySectionId: sectionId };
  gated = await save({ ...base, name: 'Fragment gated', body: `<p>Free paragraph.</p><p>${SECRET}</p>`, membershipIds: [premium!.id], published: '2025-03-01T12:00:00.000Z' });
  open = await save({ ...base, name: 'Fragment open', body: '<p>Open body.</p>', published: '2025-03-05T12:00:00.000Z' });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr', ...headers } });
const pageUrl = (exclude: number[], scrollPage = 1) =>
  `/__load-more/page?includeContentTypes=Article&sectionId=${sectionId}&excludeContentIds=${idsParam(exclude)}&scrollPage=${scrollPage}&scrollFromContentId=${exclude[exclude.length - 1]}`;

describe('the load-more fragment routes', () => {
  it('answer the next secondary grid as HTML with its tracking fields, kept and tagged like a page', async () => {
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: '/resources' })).getWebsiteLayoutPage!;
    const url = `/__load-more/grid?alias=/resources&secondaryGridIndex=0&excludeContentIds=${idsParam(page.usedContentIds)}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const html = await first.text();
    expect(html).toMatch(/^<div class="load-more-item load-more-item--grid" data-load-more-item data-scroll-page="1" data-secondary-grid-index="0" data-exclude-content-ids="[\d,]+" data-allow-paging="(true|false)">/);
    expect(html).toContain('More from Resources');
    const keys = first.headers.get('surrogate-key')!.split(' ');
    expect(keys).toEqual(expect.arrayContaining([`s${edr}:content-lists`, `s${edr}:layouts`, `s${edr}:settings`]));
    // The items the grid shows are its tags (a save of one purges the fragment).
    const shown = /data-exclude-content-ids="([\d,]+)"/.exec(html)![1]!.split(',').map(Number).filter((id) => !page.usedContentIds.includes(id));
    expect(shown.length).toBeGreaterThan(0);
    expect(keys).toContain(`s${edr}:Content:${shown[0]}`);
    const second = await get(url);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
  });

  it('answer the next article with its address, title and the item scrolled from', async () => {
    // Metering counts gated items only: the open article is read by anyone.
    const response = await get(pageUrl([gated]));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-content-id="${open}"`);
    expect(html).toContain(`data-scroll-from-content-id="${gated}"`);
    expect(html).toContain('data-page-title="Fragment open | Electronic Design Review"');
    expect(html).toMatch(/data-page-path="\/[^"]+\/fragment-open"/);
    expect(html).toContain('Open body.');
    expect(html).not.toContain('<link');
  });

  it('answer an end marker when nothing is left, and 400 for a request they cannot read', async () => {
    const none = await get(pageUrl([gated, open], 2));
    expect(await none.text()).toBe('<div class="load-more-end" data-load-more-end data-scroll-page="2" data-allow-paging="false" hidden></div>');
    const bad = await get('/__load-more/page?includeContentTypes=Article&sectionId=x&excludeContentIds=1&scrollPage=1&scrollFromContentId=1');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/__load-more/grid?alias=/resources&secondaryGridIndex=9')).status).toBe(400);
    const tooMany = await get(`/__load-more/grid?alias=/resources&secondaryGridIndex=0&excludeContentIds=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`);
    expect(tooMany.status).toBe(400);
  });

  it('gate and meter an appended article like its page: a free view counts, an exhausted meter gets the gating form', async () => {
    const fresh = await get(pageUrl([open]));
    const body = await fresh.text();
    expect(body).toContain(`data-content-id="${gated}"`);
    // The first free view: read in full, the meter cookie set, the answer never shared by a CDN.
    expect(body).toContain(SECRET);
    expect(fresh.headers.get('set-cookie')).toMatch(new RegExp(`^${METER_COOKIE}=`));
    expect(fresh.headers.get('cache-control')).toBe('private, no-store');

    const now = Date.now();
    const spent = serializeMeter({ views: 7, startTime: now - 60_000, expirationTime: now + 86_400_000, numberOfFreeViews: 7, meteringPeriod: 30, viewedItems: [1, 2, 3, 4, 5, 6, 7] });
    const stopped = await get(pageUrl([open]), { cookie: `${METER_COOKIE}=${spent}` });
    const cut = await stopped.text();
    expect(cut).toContain(`data-content-id="${gated}"`);
    expect(cut).toContain('Free paragraph.');
    expect(cut).not.toContain(SECRET);
    expect(cut).toContain('gating-form');
  });
});
