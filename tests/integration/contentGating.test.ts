import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetMembershipSettingsDocument, GetWebsiteLayoutPageDocument, SaveMembershipSettingsDocument, SetOmedaCustomerDocument } from '../../src/gql/graphql.js';
import { content, memberships } from '../../src/server/db/schema/index.js';
import { adminToken } from '../helpers/auth.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';

/**
 * Issue 11 item 5 through the API: a gated item's body reaches only who may read it; anyone else
 * gets the ungated paragraph (the membership settings' ungatedParagraphs) and never the rest.
 */
let server: TestServer;
let admin = '';
let gatedId = 0;
let registrationId = 0;
let premium: { id: number; omedaProduct: number | null };
const BODY = '<p>Free first paragraph.</p><p>SECRET second paragraph.</p><p>SECRET third.</p>';

beforeAll(async () => {
  // The page handler with a stand-in renderer that shows an item's body (pageCache.test.ts does the same).
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: 60_000, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 } },
    { beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) },
  );
  admin = await adminToken(server);
  const edr = await tenantIdOf(server, 'edr');
  const [row] = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
  premium = row!;
  // Two published articles: one for Premium members, one for any registered reader.
  const articles = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, edr), eq(content.type, 'Article'), eq(content.status, 1), sql`${content.membershipIds} = '{}'`, eq(content.userRegistrationRequired, false)))
    .orderBy(content.id)
    .limit(2);
  [gatedId, registrationId] = articles.map((a) => a.id) as [number, number];
  await server.database.db.update(content).set({ body: BODY, membershipIds: [premium.id] }).where(eq(content.id, gatedId));
  await server.database.db.update(content).set({ body: BODY, userRegistrationRequired: true }).where(eq(content.id, registrationId));
  await setMetering({ enabled: false });
});
afterAll(() => server.close());

/** The site's content metering (the seed turns it on for edr; most tests here read without it). */
async function setMetering(metering: { enabled: boolean; numberOfFreeViews?: number }) {
  const current = (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey: 'edr', cmsToken: admin })).getMembershipSettings;
  const payload = current.payload as { contentMetering: Record<string, unknown> };
  await execute(
    server,
    SaveMembershipSettingsDocument,
    { payload: { ...payload, contentMetering: { ...payload.contentMetering, ...metering } }, version: current.version },
    { tenantKey: 'edr', cmsToken: admin },
  );
}

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const story = /^\/story\/(\d+)$/.exec(new URL(urlOriginal, 'http://x').pathname);
  if (!story) return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' };
  const item = await graphql.run(GetContentDocument, { id: Number(story[1]) });
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8'], ['cache-control', 'no-store, max-age=0']], body: `<article>${item.getContent?.body ?? ''}</article>` };
};

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { 'x-tenant-key': 'edr', ...headers } });

const read = (id: number, options: Parameters<typeof execute>[3] = {}) => execute(server, GetContentDocument, { id }, options).then((d) => d.getContent);

describe('content gating on pages and in the page cache', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('never sends the gated paragraphs to an anonymous reader, and keeps that page for everyone', async () => {
    const first = await page(`/story/${gatedId}`);
    expect(await first.text()).toBe('<article><p>Free first paragraph.</p></article>');
    const second = await page(`/story/${gatedId}`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).not.toContain('SECRET');
  });

  it('gives a crawler and a member the whole body without keeping it for anyone else', async () => {
    const crawler = await page(`/story/${gatedId}?from=crawler`, { 'user-agent': GOOGLEBOT });
    expect(crawler.headers.get('x-page-cache')).toBe('BYPASS');
    expect(await crawler.text()).toContain('SECRET second paragraph');
    // The same address afterwards, anonymously: the gated page, not the crawler's.
    const after = await page(`/story/${gatedId}?from=crawler`);
    expect(await after.text()).not.toContain('SECRET');
    const member = await registerSiteUser(server);
    await execute(server, SetOmedaCustomerDocument, { email: member.email, products: [{ id: premium.omedaProduct!, amount: 10 }] }, { cmsToken: admin });
    const own = await page(`/story/${gatedId}?from=member`, { cookie: `site_user_token=${member.token}` });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toContain('SECRET second paragraph');
    expect(await (await page(`/story/${gatedId}?from=member`)).text()).not.toContain('SECRET');
  });
});

describe('the content meter on pages (002 §4)', () => {
  it('lets a reader without access read the free views in full, then cuts the body with the meter’s message', async () => {
    await setMetering({ enabled: true, numberOfFreeViews: 2 });
    let cookie = '';
    const visit = async (id: number) => {
      const response = await page(`/story/${id}?meter=1`, cookie ? { cookie } : {});
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return { response, html: await response.text(), set };
    };
    const first = await visit(gatedId);
    expect(first.html).toContain('SECRET second paragraph');
    expect(first.set).toMatch(/^content_meter=[^;]+; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    // A repeat is not counted; the second item is the last free one.
    expect((await visit(gatedId)).html).toContain('SECRET');
    expect((await visit(registrationId)).html).toContain('SECRET');
    const [third] = await server.database.db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.type, 'Article'), eq(content.status, 1), sql`${content.id} not in (${gatedId}, ${registrationId})`, sql`${content.tenantId} = (select id from tenants where tenant_key = 'edr')`))
      .limit(1);
    await server.database.db.update(content).set({ body: BODY, membershipIds: [premium.id] }).where(eq(content.id, third!.id));
    await announceDirectChange(server, { tenantId: await tenantIdOf(server, 'edr'), kinds: ['content'], tags: ['content-lists'] });
    const stopped = await visit(third!.id);
    expect(stopped.html).not.toContain('SECRET');
    expect(stopped.response.headers.get('cache-control')).toBe('private, no-store');
    // Without the cookie (another reader), the meter starts afresh; the API is never metered.
    expect(await (await page(`/story/${third!.id}?meter=2`)).text()).toContain('SECRET');
    expect((await read(third!.id))?.body).toBe('<p>Free first paragraph.</p>');
  });

  it('keeps one page per meter state for everyone in it, with each reader’s own cookie, never one per reader', async () => {
    await setMetering({ enabled: true, numberOfFreeViews: 1 });
    const reader = () => {
      let cookie = '';
      return async (id: number) => {
        const response = await page(`/story/${id}?variants=1`, cookie ? { cookie } : {});
        const set = response.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0]!;
        return { state: response.headers.get('x-page-cache'), cacheControl: response.headers.get('cache-control'), html: await response.text(), set };
      };
    };
    const [a, b] = [reader(), reader()];
    // A's first view renders the full page of the last free view and keeps it for that state.
    const first = await a(gatedId);
    expect(first).toMatchObject({ state: 'MISS', cacheControl: 'private, no-store' });
    expect(first.html).toContain('SECRET');
    expect(first.set).toMatch(/^content_meter=/);
    // B is in the same state: the kept page, with a meter of B's own.
    const second = await b(gatedId);
    expect(second).toMatchObject({ state: 'HIT', cacheControl: 'private, no-store' });
    expect(second.html).toBe(first.html);
    expect(second.set).toMatch(/^content_meter=/);
    // A repeat changes nothing in the meter: no cookie written.
    expect((await a(gatedId)).set).toBeNull();
    // Out of free views: the cut page, rendered once, then kept for the next reader stopped there.
    const stopped = await a(registrationId);
    expect(stopped.state).toBe('MISS');
    expect(stopped.html).not.toContain('SECRET');
    const alsoStopped = await b(registrationId);
    expect(alsoStopped.state).toBe('HIT');
    expect(alsoStopped.html).toBe(stopped.html);
    // A new reader at the same address gets the free view, not the cut page.
    const fresh = await reader()(registrationId);
    expect(fresh.html).toContain('SECRET');
    // A save of the item drops its variants with the address's marker.
    await announceDirectChange(server, { tenantId: await tenantIdOf(server, 'edr'), kinds: ['content'], tags: [`Content:${registrationId}`] });
    expect((await b(registrationId)).state).toBe('MISS');
    await setMetering({ enabled: false });
  });
});

describe('content gating through the API', () => {
  it('gives an anonymous reader the ungated paragraph only, and says the item is gated and failed', async () => {
    const item = await read(gatedId);
    expect(item?.body).toBe('<p>Free first paragraph.</p>');
    expect(JSON.stringify(item)).not.toContain('SECRET');
  });

  it('gives a search crawler, a CMS user of the site and a member the whole body', async () => {
    const crawler = await read(gatedId, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(crawler?.body).toBe(BODY);
    expect((await read(gatedId, { cmsToken: admin }))?.body).toBe(BODY);
    const reader = await registerSiteUser(server);
    expect((await read(gatedId, { siteUserToken: reader.token }))?.body).toBe('<p>Free first paragraph.</p>');
    await execute(server, SetOmedaCustomerDocument, { email: reader.email, products: [{ id: premium.omedaProduct!, amount: 10 }] }, { cmsToken: admin });
    expect((await read(gatedId, { siteUserToken: reader.token }))?.body).toBe(BODY);
  });

  it('lets any logged-in reader read an item that only asks for a registration', async () => {
    expect((await read(registrationId))?.body).toBe('<p>Free first paragraph.</p>');
    const reader = await registerSiteUser(server);
    expect((await read(registrationId, { siteUserToken: reader.token }))?.body).toBe(BODY);
  });

  it('hides the media and download blocks of a gated item from a reader without access (002 §4)', async () => {
    // The seeded Premium schematic (a document with its PDF) on the demo's article layout, which
    // shows a document's download button under the body and the item's sidebars beside it.
    const edr = await tenantIdOf(server, 'edr');
    const [schematic] = await server.database.db
      .select({ id: content.id, alias: content.alias, details: content.details })
      .from(content)
      .where(and(eq(content.tenantId, edr), eq(content.type, 'Document'), sql`${premium.id} = any(${content.membershipIds})`));
    await server.database.db
      .update(content)
      .set({ details: { ...schematic!.details, sidebars: [{ title: 'Bill of materials', body: '<p>SECRET parts list.</p>' }] } })
      .where(eq(content.id, schematic!.id));
    await announceDirectChange(server, { tenantId: edr, tags: [`Content:${schematic!.id}`] });
    const blocksOf = async (options: Parameters<typeof execute>[3] = {}) => {
      const answer = await execute(server, GetWebsiteLayoutPageDocument, { alias: schematic!.alias }, { tenantKey: 'edr', ...options });
      const grid = answer.getWebsiteLayoutPage!.primaryGrid as { rows: { columns: { blocks: { type: string; data: unknown }[] }[] }[] };
      return { types: grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.map((block) => block.type))), json: JSON.stringify(grid) };
    };
    const anonymous = await blocksOf();
    expect(anonymous.types).toContain('content_body');
    expect(anonymous.types).not.toContain('document_download');
    expect(anonymous.types).not.toContain('content_sidebars');
    expect(anonymous.json).not.toContain('/files/');
    expect(anonymous.json).not.toContain('SECRET');

    const crawler = await blocksOf({ headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(crawler.types).toEqual(expect.arrayContaining(['document_download', 'content_sidebars']));
    expect(crawler.json).toMatch(/"url":"\/files\/[^"]+\.pdf"/);
    expect(crawler.json).toContain('SECRET parts list.');
  });

  it('does not gate when the membership system is off on the site', async () => {
    const edr = await tenantIdOf(server, 'edr');
    await server.database.db.execute(sql`update tenant_modules set memberships = false where tenant_id = ${edr}`);
    await announceDirectChange(server, { tenantId: edr, kinds: ['modules'] });
    try {
      expect((await read(gatedId))?.body).toBe(BODY);
    } finally {
      await server.database.db.execute(sql`update tenant_modules set memberships = true where tenant_id = ${edr}`);
      await announceDirectChange(server, { tenantId: edr, kinds: ['modules'] });
    }
  });
});
