import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteRedirectDocument, GetWebsiteSectionsHierarchyDocument, SaveWebsiteSectionDocument } from '../../src/gql/graphql.js';
import { CONTENT_STATUS, content, history, redirects, websiteSections } from '../../src/server/db/schema/index.js';
import { createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Issue 4 §3: when a section's alias changes, the paths of the section, its descendants and the
// content filed under them follow, and the old published paths keep working as redirects.
let server: TestServer;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  manager = (await createUser(server, { role: 'managing_editor' })).token;
});
afterAll(() => server.close());

describe('section alias change', () => {
  it('moves descendants and content, writes redirects and history in one go', async () => {
    const tenantId = await tenantIdOf(server, 'edr');
    const db = server.database.db;
    // A top-level seeded section with published content below it (in it or in a subsection).
    const tree = (await execute(server, GetWebsiteSectionsHierarchyDocument, {})).getWebsiteSectionsHierarchy;
    const tops = tree.filter((s) => s.depth === 1);
    let chosen: { top: (typeof tree)[number]; ids: number[]; items: (typeof content.$inferSelect)[] } | null = null;
    for (const top of tops) {
      const ids = tree.filter((s) => s.hierarchy.some((h) => h.id === top.id)).map((s) => s.id);
      const items = await db.select().from(content).where(and(eq(content.tenantId, tenantId), inArray(content.primarySectionId, ids)));
      if (items.some((i) => i.status === CONTENT_STATUS.PUBLISHED) && ids.length > 1) {
        chosen = { top, ids, items };
        break;
      }
    }
    if (!chosen) throw new Error('No seeded section tree with published content');
    const { top, ids, items } = chosen;
    const oldSections = tree.filter((s) => ids.includes(s.id));

    const saved = (
      await execute(
        server,
        SaveWebsiteSectionDocument,
        { input: { id: top.id, version: top.version, name: top.name, manualAlias: 'renamed-top', description: top.description, gamAlias: top.gamAlias } },
        { cmsToken: manager },
      )
    ).saveWebsiteSection;
    expect(saved.alias).toBe('renamed-top');

    // Every section of the subtree now lives under the new prefix.
    const sections = await db.select().from(websiteSections).where(inArray(websiteSections.id, ids));
    for (const section of sections) {
      const before = oldSections.find((s) => s.id === section.id);
      expect(section.alias).toBe(`renamed-top${before?.alias.slice(top.alias.length)}`);
    }
    // Every content item keeps its slug after the new section prefix.
    const moved = await db.select().from(content).where(inArray(content.id, items.map((i) => i.id)));
    for (const item of moved) {
      const before = items.find((i) => i.id === item.id);
      expect(item.alias).toBe(`renamed-top${before?.alias.slice(top.alias.length)}`);
      expect(item.canonicalPath).toBe(`/${item.alias}`);
      expect(item.version).toBe((before?.version ?? 0) + 1);
    }

    // Old paths answer the new ones: the section itself and a published article.
    const lookup = async (from: string, preserveQueryString = false) =>
      (await execute(server, GetWebsiteRedirectDocument, { from, preserveQueryString })).getWebsiteRedirect;
    expect(await lookup(`/${top.alias}`)).toEqual({ __typename: 'WebsiteRedirectTarget', from: `/${top.alias}`, to: '/renamed-top' });
    const published = items.find((i) => i.status === CONTENT_STATUS.PUBLISHED);
    if (!published) throw new Error('unreachable');
    const target = moved.find((i) => i.id === published.id)?.canonicalPath;
    expect((await lookup(`${published.canonicalPath}?utm_source=mail`, true))?.to).toBe(`${target}?utm_source=mail`);
    const sources = await db.select({ source: redirects.source }).from(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, published.canonicalPath)));
    expect(sources).toEqual([{ source: 'content-alias' }]);
    // Drafts move too but leave no redirect (they had no public URL).
    const draft = items.find((i) => i.status !== CONTENT_STATUS.PUBLISHED);
    if (draft) expect(await lookup(draft.canonicalPath)).toBeNull();

    // History: the section, its moved descendants and each moved content item, in one batch.
    const rows = await db.select().from(history).where(and(eq(history.tenantId, tenantId), eq(history.entityType, 'Content'), eq(history.entityId, String(published.id))));
    expect(rows.at(-1)?.changes).toEqual({ alias: [published.alias, target?.slice(1)], canonicalPath: [published.canonicalPath, target] });
    // The snapshot stays the editable document, so the revision can be restored like any other.
    expect(rows.at(-1)?.snapshot).toMatchObject({ id: published.id, name: published.name, primarySectionId: published.primarySectionId, alias: target?.slice(1) });
    const batch = rows.at(-1)?.batchId;
    expect(batch).toBeTruthy();
    const batchRows = await db.select().from(history).where(eq(history.batchId, batch ?? ''));
    expect(batchRows.filter((r) => r.entityType === 'WebsiteSection').length).toBe(ids.length);

    // Renaming back: the new paths redirect to the old ones again, with no chain or self-redirect.
    const again = (await execute(server, GetWebsiteSectionsHierarchyDocument, {})).getWebsiteSectionsHierarchy.find((s) => s.id === top.id);
    await execute(
      server,
      SaveWebsiteSectionDocument,
      { input: { id: top.id, version: again?.version ?? 0, name: top.name, manualAlias: null, description: top.description, gamAlias: top.gamAlias } },
      { cmsToken: manager },
    );
    expect(await lookup(`/${top.alias}`)).toBeNull();
    expect((await lookup('/renamed-top'))?.to).toBe(`/${top.alias}`);
    expect(await lookup(published.canonicalPath)).toBeNull();
  });
});
