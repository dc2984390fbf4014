import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, SaveContentDocument, type ContentInput } from '../../src/gql/graphql.js';
import { assets, content, history, persons, redirects, taxonomyTerms, websiteSections } from '../../src/server/db/schema/index.js';
import { CONTENT_TYPES, type ContentType } from '../../src/shared/contentTypes.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let editor: Awaited<ReturnType<typeof createUser>>;
let viewer: Awaited<ReturnType<typeof createUser>>;
let edrId: number;
let fotId: number;
let section: { id: number; alias: string };
let otherSection: { id: number; alias: string };
let fotSection: number;
let personId: number;
let termId: number;
let imageId: number;
let fileId: number;
let fotImageId: number;

const save = (input: ContentInput, token = editor.token) => execute(server, SaveContentDocument, { input }, { cmsToken: token });
const saveRaw = (input: unknown, token = editor.token, tenantKey?: string) => post(server, 'saveContent', { input }, bearer(token, tenantKey));
const fieldErrors = (r: RawResponse) => r.body.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Seed data missing');
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId, fotId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr'), tenantIdOf(server, 'fot')]);
  [editor, viewer] = await Promise.all([
    createUser(server, { role: 'editor', firstName: 'Edna', lastName: 'Saver' }),
    createUser(server, { role: 'viewer' }),
  ]);
  const db = server.database.db;
  const sections = await db
    .select({ id: websiteSections.id, alias: websiteSections.alias })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.status, 1)))
    .limit(2);
  section = sections[0] as { id: number; alias: string };
  otherSection = sections[1] as { id: number; alias: string };
  fotSection = (await first(db.select({ id: websiteSections.id }).from(websiteSections).where(eq(websiteSections.tenantId, fotId)).limit(1))).id;
  personId = (await first(db.select({ id: persons.id }).from(persons).where(eq(persons.tenantId, edrId)).limit(1))).id;
  termId = (await first(db.select({ id: taxonomyTerms.id }).from(taxonomyTerms).where(eq(taxonomyTerms.tenantId, edrId)).limit(1))).id;
  imageId = (await first(db.select({ id: assets.id }).from(assets).where(and(eq(assets.tenantId, edrId), eq(assets.kind, 'image'))).limit(1))).id;
  fileId = (await first(db.select({ id: assets.id }).from(assets).where(and(eq(assets.tenantId, edrId), eq(assets.kind, 'file'))).limit(1))).id;
  fotImageId = (await first(db.select({ id: assets.id }).from(assets).where(and(eq(assets.tenantId, fotId), eq(assets.kind, 'image'))).limit(1))).id;
});
afterAll(() => server.close());

/** The smallest valid published document of each type. */
function minimal(type: ContentType, name: string): ContentInput {
  const base: ContentInput = { type, status: 1, name };
  switch (type) {
    case 'Event':
      return { ...base, startDate: '2031-05-01T15:00:00.000Z', endDate: '2031-05-02T15:00:00.000Z', venue: { name: 'Hall 4', city: 'Chicago' } };
    case 'Webinar':
      return { ...base, startDate: '2031-05-01T15:00:00.000Z', linkUrl: 'https://example.com/webinar' };
    case 'Video':
      return { ...base, embedCode: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    case 'Document':
      return { ...base, details: { fileAssetId: fileId } };
    case 'Podcast':
      return { ...base, details: { audioUrl: 'https://cdn.example.com/ep1.mp3', durationSeconds: 1800 } };
    case 'Promotion':
      return { ...base, linkUrl: 'https://example.com/offer' };
    case 'Contact':
      return { ...base, details: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 312 555 0100' } };
    case 'MediaGallery':
      return { ...base, imageIds: [imageId] };
    default:
      return base;
  }
}

describe('saveContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveContent'));

  it('creates an item of each of the 16 types, with a derived alias and a history row', async () => {
    for (const type of CONTENT_TYPES) {
      const name = `Contract ${type} Qzx ${Date.now()}`;
      const saved = (await save(minimal(type, name))).saveContent;
      expect(saved).toMatchObject({ __typename: 'Content', type, status: 1, name, version: 1 });
      expect(String(saved.id)).toMatch(/^\d{8}$/);
      expect(saved.canonicalPath).toBe(`/${saved.alias}`);
      expect(saved.alias).toMatch(/^contract-[a-z]+-qzx-\d+$/);
      expect(saved.published).not.toBeNull();
      const [row] = await server.database.db
        .select()
        .from(history)
        .where(and(eq(history.entityType, 'Content'), eq(history.entityId, String(saved.id))));
      expect(row).toMatchObject({ action: 'create', userId: editor.id, tenantId: edrId });
      expect(row?.snapshot).toMatchObject({ id: saved.id, type, name, status: 1 });
      expect(row?.snapshot).not.toHaveProperty('version');
    }
  });

  it('stores relations and derives the alias from the primary section', async () => {
    const saved = (
      await save({
        type: 'Article',
        status: 1,
        name: 'GaN Chargers Shrink Again!',
        teaser: '<b>Plain</b> teaser',
        body: '<p>Hello <strong>world</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
        primarySectionId: section.id,
        websiteSchedules: [{ sectionId: section.id, option: 'Featured', start: '2026-01-01T00:00:00.000Z' }],
        authorIds: [personId],
        taxonomyIds: [termId],
        primaryImageId: imageId,
        labels: ['Sponsored'],
        metadata: { description: 'About chargers', keywords: ['gan', 'power'] },
        excludeAds: { welcomeAd: true },
      })
    ).saveContent;
    expect(saved.alias).toBe(`${section.alias}/gan-chargers-shrink-again`);
    const item = (await execute(server, GetContentDocument, { id: saved.id }, { cmsToken: editor.token })).getContent;
    expect(item.body).toBe('<p>Hello <strong>world</strong></p>');
    expect(item.teaser).toBe('Plain teaser');
    expect(item.websiteSchedules).toMatchObject([{ option: 'Featured', section: { id: section.id } }]);
    expect(item.authors.edges.map((e) => e.node.id)).toEqual([personId]);
    expect(item.taxonomy.edges.map((e) => e.node.id)).toEqual([termId]);
    expect(item.primaryImage?.id).toBe(imageId);
    expect(item.labels).toEqual(['Sponsored']);
    expect(item.metadata).toMatchObject({ description: 'About chargers', keywords: ['gan', 'power'] });
    expect(item.excludeAds.welcomeAd).toBe(true);
    // The same name again gets a -2 suffix; a manual alias that is taken is refused.
    const again = (await save({ type: 'News', status: 2, name: 'GaN Chargers Shrink Again', primarySectionId: section.id })).saveContent;
    expect(again.alias).toBe(`${section.alias}/gan-chargers-shrink-again-2`);
    const taken = await saveRaw({ type: 'News', status: 2, name: 'Other', primarySectionId: section.id, manualAlias: 'GaN chargers shrink again' });
    expect(codeOf(taken)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(taken)?.manualAlias).toMatch(/already used/);
  });

  it('schedules an item to its primary section (Standard) when it is filed there, and keeps a schedule the editor removed removed', async () => {
    const schedulesOf = async (id: number) =>
      (await execute(server, GetContentDocument, { id }, { cmsToken: editor.token })).getContent.websiteSchedules.map((s) => [s.section.id, s.option]);
    // A new item filed under a section appears on that section's page.
    const created = (await save({ type: 'News', status: 2, name: 'Filed under a section', primarySectionId: section.id })).saveContent;
    expect(await schedulesOf(created.id)).toEqual([[section.id, 'Standard']]);
    // The editor removes that schedule and saves: it stays removed (the section did not change).
    const removed = (await save({ id: created.id, version: created.version, type: 'News', status: 2, name: 'Filed under a section', primarySectionId: section.id, websiteSchedules: [] })).saveContent;
    expect(await schedulesOf(created.id)).toEqual([]);
    // Moved to another section: scheduled there.
    await save({ id: created.id, version: removed.version, type: 'News', status: 2, name: 'Filed under a section', primarySectionId: otherSection.id, websiteSchedules: [] });
    expect(await schedulesOf(created.id)).toEqual([[otherSection.id, 'Standard']]);
    // Without a primary section nothing is added.
    const loose = (await save({ type: 'News', status: 2, name: 'Filed nowhere' })).saveContent;
    expect(await schedulesOf(loose.id)).toEqual([]);
  });

  it('updates with the version, refuses a stale version naming who changed it, and keeps the type', async () => {
    const created = (await save({ type: 'Blog', status: 2, name: 'Versioned blog post' })).saveContent;
    const updated = (await save({ id: created.id, version: created.version, type: 'Blog', status: 2, name: 'Versioned blog post, edited' })).saveContent;
    expect(updated.version).toBe(created.version + 1);
    const [row] = await server.database.db
      .select()
      .from(history)
      .where(and(eq(history.entityType, 'Content'), eq(history.entityId, String(created.id))))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row?.action).toBe('update');
    expect(row?.changes).toMatchObject({ name: ['Versioned blog post', 'Versioned blog post, edited'] });

    const stale = await saveRaw({ id: created.id, version: created.version, type: 'Blog', status: 2, name: 'Lost update' }, admin);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This blog was changed by Edna Saver at .+ UTC since you opened it/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(updated.version);

    const missingVersion = await saveRaw({ id: created.id, type: 'Blog', status: 2, name: 'No version' });
    expect(fieldErrors(missingVersion)?.version).toBe('Field is required');
    const retyped = await saveRaw({ id: created.id, version: updated.version, type: 'News', status: 2, name: 'Retyped' });
    expect(fieldErrors(retyped)?.type).toMatch(/cannot change/);
  });

  it('refuses bad input with field errors', async () => {
    const r = await saveRaw({
      type: 'Webinar',
      status: 1,
      name: '   ',
      published: '2026-02-01T00:00:00.000Z',
      unpublished: '2026-01-01T00:00:00.000Z',
      linkUrl: 'javascript:alert(1)',
      websiteSchedules: [
        { sectionId: section.id, option: 'Standard', start: '2026-02-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
        { sectionId: section.id, option: 'Standard' },
      ],
    });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.status).toBe(400);
    expect(fieldErrors(r)).toMatchObject({
      name: 'Field is required',
      unpublished: 'Must be after the published date.',
      linkUrl: expect.stringMatching(/http/),
      startDate: 'Field is required',
      'websiteSchedules.0.end': 'Must be after the start.',
      'websiteSchedules.1.sectionId': 'This section is already scheduled with this option.',
    });
    const video = await saveRaw({ type: 'Video', status: 2, name: 'Clip', embedCode: '<iframe src="https://evil.example.com/embed/1"></iframe>' });
    expect(fieldErrors(video)?.embedCode).toMatch(/Only YouTube or Vimeo/);
    const doc = await saveRaw({ type: 'Document', status: 2, name: 'Spec sheet', details: { fileAssetId: imageId } });
    expect(fieldErrors(doc)?.['details.fileAssetId']).toMatch(/Not a file/);
  });

  it('stores sidebars with sanitised bodies, in order, and refuses more than 10 or one without a body', async () => {
    const saved = (
      await save({
        type: 'Article',
        status: 2,
        name: 'Article with sidebars',
        details: {
          sidebars: [
            { title: '  Key specifications ', body: '<ul><li>800 V bus</li></ul><script>alert(1)</script><p onclick="steal()">Rated <a href="javascript:alert(2)">IP67</a></p>' },
            { title: ' ', body: '<p></p>' },
            { title: null, body: '<p>At a glance</p>' },
          ],
        },
      })
    ).saveContent;
    const item = (await execute(server, GetContentDocument, { id: saved.id }, { cmsToken: editor.token })).getContent;
    expect(item.details).toEqual({
      sidebars: [
        { title: 'Key specifications', body: '<ul><li>800 V bus</li></ul><p>Rated <a>IP67</a></p>' },
        { title: null, body: '<p>At a glance</p>' },
      ],
    });
    expect(JSON.stringify(saved.editDocument)).not.toContain('<script>');

    const panels = Array.from({ length: 11 }, (_, i) => ({ title: `Panel ${i + 1}`, body: '<p>Text</p>' }));
    const tooMany = await saveRaw({ type: 'Article', status: 2, name: 'Too many sidebars', details: { sidebars: panels } });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(tooMany)).toEqual({ 'details.sidebars': 'At most 10 sidebars.' });

    const noBody = await saveRaw({ type: 'Article', status: 2, name: 'Sidebar without body', details: { sidebars: [{ title: 'At a glance', body: '' }, { title: 'Script only', body: '<script>alert(1)</script>' }] } });
    expect(fieldErrors(noBody)).toEqual({ 'details.sidebars.0.body': 'Field is required', 'details.sidebars.1.body': 'Field is required' });
  });

  it('keeps the old URL of a published item working when its alias changes', async () => {
    const created = (await save({ type: 'Article', status: 1, name: 'Moving article', primarySectionId: section.id })).saveContent;
    const moved = (
      await save({ id: created.id, version: created.version, type: 'Article', status: 1, name: 'Moving article', primarySectionId: otherSection.id, manualAlias: 'Moved Here' })
    ).saveContent;
    expect(moved.canonicalPath).toBe(`/${otherSection.alias}/moved-here`);
    const [redirect] = await server.database.db
      .select()
      .from(redirects)
      .where(and(eq(redirects.tenantId, edrId), eq(redirects.fromPath, created.canonicalPath)));
    expect(redirect).toMatchObject({ toPath: moved.canonicalPath, source: 'content-alias' });
  });

  it('keeps sites apart: other sites’ ids are refused and their items are not found', async () => {
    const r = await saveRaw({ type: 'Article', status: 2, name: 'Cross-site', primarySectionId: fotSection, primaryImageId: fotImageId, websiteSchedules: [{ sectionId: fotSection }] });
    expect(fieldErrors(r)).toMatchObject({
      primarySectionId: expect.stringMatching(/does not exist/),
      primaryImageId: expect.stringMatching(/Not an image/),
      'websiteSchedules.0.sectionId': 'This section does not exist on this site.',
    });
    const [fotItem] = await server.database.db.select().from(content).where(eq(content.tenantId, fotId)).limit(1);
    const foreign = await saveRaw({ id: fotItem?.id, version: fotItem?.version, type: fotItem?.type, status: 2, name: 'Hijack' }, admin);
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });

  it('needs a login and manage_content', async () => {
    await expectUnauthenticated(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'x' } });
    await expectForbidden(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'x' } }, viewer.token);
    await expectUnknownTenantRefused(server, 'saveContent', { input: { type: 'Article', status: 2, name: 'x' } });
  });
});
