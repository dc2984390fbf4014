import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipSettingsDocument, GetWebsiteLayoutPageDocument, SaveContentDocument, SaveMembershipSettingsDocument, SaveWebLayoutDocument } from '../../src/gql/graphql.js';
import { content, websiteSections } from '../../src/server/db/schema/index.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { block, layoutInput, row } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let article: { id: number; alias: string; type: string; primarySectionId: number | null };
let sectionAlias: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  const db = server.database.db;
  const edrId = await tenantIdOf(server, 'edr');
  const [row0] = await db
    .select({ id: content.id, alias: content.alias, type: content.type, primarySectionId: content.primarySectionId })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, new Date())))
    .limit(1);
  article = row0!;
  const [section] = await db.select({ alias: websiteSections.alias }).from(websiteSections).where(eq(websiteSections.id, article.primarySectionId!));
  sectionAlias = section!.alias;
});
afterAll(() => server.close());

const page = async (alias: string, options: { preview?: boolean; token?: string; tenantKey?: string } = {}) =>
  (await execute(server, GetWebsiteLayoutPageDocument, { alias, ...(options.preview ? { preview: true } : {}) }, { cmsToken: options.token, tenantKey: options.tenantKey }))
    .getWebsiteLayoutPage;

const blocksOf = (grid: unknown) => (grid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));

describe('getWebsiteLayoutPage', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteLayoutPage'));

  it('assembles the home page from the seeded home layout, lists de-duplicated in page order', async () => {
    const home = await page('/');
    expect(home).toMatchObject({ name: 'Home page', layoutType: { type: 'section' }, loadMoreType: { type: 'none' }, pageData: { canonicalPath: '/', alias: '' } });
    const lists = blocksOf(home!.primaryGrid).filter((b) => b.type === 'content_list');
    expect(lists.length).toBeGreaterThan(3);
    const ids = lists.flatMap((b) => ((b.data as { items: { id: number }[] } | null)?.items ?? []).map((item) => item.id));
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(home!.usedContentIds).toEqual(expect.arrayContaining(ids));
    expect(home!.hasErrors).toBe(false);
  });

  it('puts a lock beside gated titles only while the membership settings show title locks', async () => {
    const listed = async () =>
      blocksOf((await page('/'))!.primaryGrid)
        .filter((b) => b.type === 'content_list')
        .flatMap((b) => (b.data as { items: { id: number; gated: boolean }[] } | null)?.items ?? []);
    const gatedIds = new Set(
      (await server.database.db.select({ id: content.id, m: content.membershipIds, r: content.userRegistrationRequired }).from(content)).filter((c) => c.m.length > 0 || c.r).map((c) => c.id),
    );
    const before = await listed();
    expect(before.some((item) => gatedIds.has(item.id))).toBe(true);
    // The seed shows title locks on edr.
    for (const item of before) expect(item.gated).toBe(gatedIds.has(item.id));
    const current = (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey: 'edr', cmsToken: admin })).getMembershipSettings;
    await execute(server, SaveMembershipSettingsDocument, { payload: { ...(current.payload as object), showTitleLocks: false }, version: current.version }, { tenantKey: 'edr', cmsToken: admin });
    expect((await listed()).filter((item) => item.gated)).toEqual([]);
    const saved = (await execute(server, GetMembershipSettingsDocument, {}, { tenantKey: 'edr', cmsToken: admin })).getMembershipSettings;
    await execute(server, SaveMembershipSettingsDocument, { payload: { ...(saved.payload as object), showTitleLocks: true }, version: saved.version }, { tenantKey: 'edr', cmsToken: admin });
  });

  it('assembles a content page with its content item and the article layout, and a section page', async () => {
    const answer = await page(`/${article.alias}`);
    expect(answer).toMatchObject({ name: 'Article pages', layoutType: { type: 'content' }, redirectTo: null });
    expect(answer!.pageData).toMatchObject({ id: `content-${article.id}`, type: 'Article', contentId: article.id, canonicalPath: `/${article.alias}` });
    expect(answer!.pageData.content?.id).toBe(article.id);
    expect(blocksOf(answer!.primaryGrid).map((b) => b.type)).toContain('content_body');
    expect(answer!.usedContentIds[0]).toBe(article.id);

    const section = await page(`/${sectionAlias}`);
    expect(section).toMatchObject({ name: 'Section pages', pageData: { type: 'section', alias: sectionAlias } });
    const title = blocksOf(section!.primaryGrid).find((b) => b.type === 'content_list')?.settings.title;
    expect(title).toBe(section!.pageData.name); // '[sectionname]' replaced
  });

  it('answers the canonical path for a non-canonical one (id in the path, other letter case, trailing slash)', async () => {
    expect((await page(`/${sectionAlias}/${article.id}/old-title`))?.redirectTo).toBe(`/${article.alias}`);
    expect((await page(`/${article.alias.toUpperCase()}`))?.redirectTo).toBe(`/${article.alias}`);
    expect((await page(`/${article.alias}/`))?.redirectTo).toBe(`/${article.alias}`);
    expect((await page('/home'))?.redirectTo).toBe('/');
  });

  it('answers null, without an error, when nothing lives at the alias', async () => {
    const response = await post(server, 'getWebsiteLayoutPage', { alias: '/no/such/page' });
    expect(response.body).toEqual({ data: { getWebsiteLayoutPage: null } });
  });

  it('shows a draft only in preview, and only to CMS users', async () => {
    const draft = (await execute(server, SaveContentDocument, { input: { type: 'Article', status: 2, name: 'Contract preview draft', body: '<p>Draft.</p>' } }, { cmsToken: admin }))
      .saveContent;
    expect(await page(`/${draft.alias}`)).toBeNull();
    expect(await page(`/${draft.alias}`, { preview: true })).toBeNull();
    expect((await page(`/${draft.alias}`, { preview: true, token: admin }))?.pageData.contentId).toBe(draft.id);
  });

  it('applies a saved override at once, flags a failing block and drops empty ones', async () => {
    const saved = (
      await execute(
        server,
        SaveWebLayoutDocument,
        {
          input: layoutInput({
            name: 'Contract article override',
            type: 'content-override',
            aliases: [article.alias],
            contentTypes: ['Article'],
            primaryGrid: { rows: [row('r1', '1_1', [[block('b1', 'content_title'), block('b2', 'rich_text', { html: '' })], [block('b3', 'content_list', { limit: 3, sectionId: 999999 })]])] },
          }),
        },
        { cmsToken: admin },
      )
    ).saveWebLayout;
    const answer = await page(`/${article.alias}`);
    expect(answer).toMatchObject({ layoutId: saved.id, name: 'Contract article override', layoutType: { type: 'content-override' } });
    // The empty rich text and the list of a section that does not exist are dropped; the title stays.
    expect(blocksOf(answer!.primaryGrid).map((b) => b.type)).toEqual(['content_title']);
  });

  it("never shows another site's content", async () => {
    expect(await page(`/${article.alias}`, { tenantKey: 'fot' })).toBeNull();
  });

  it('refuses an unknown tenant and an absurd alias', async () => {
    await expectUnknownTenantRefused(server, 'getWebsiteLayoutPage', { alias: '/' });
    const long = await post(server, 'getWebsiteLayoutPage', { alias: `/${'a'.repeat(3000)}` });
    expect(long.status).toBeLessThan(500);
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
