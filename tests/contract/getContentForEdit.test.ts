import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteContentDocument, GetContentForEditDocument, SaveContentDocument } from '../../src/gql/graphql.js';
import { content, persons } from '../../src/server/db/schema/index.js';
import { createUser } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor: Awaited<ReturnType<typeof createUser>>;
let viewer: Awaited<ReturnType<typeof createUser>>;
let personId: number;

beforeAll(async () => {
  server = await startTestServer();
  [editor, viewer] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'viewer' })]);
  const edrId = await tenantIdOf(server, 'edr');
  const [person] = await server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.tenantId, edrId)).limit(1);
  personId = person?.id ?? 0;
});
afterAll(() => server.close());

describe('getContentForEdit', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContentForEdit'));

  it('gives CMS users the editable document with the labels of its relations', async () => {
    const saved = (
      await execute(
        server,
        SaveContentDocument,
        { input: { type: 'Podcast', status: 2, name: 'Episode 12', authorIds: [personId], details: { audioUrl: 'https://cdn.example.com/12.mp3', durationSeconds: 900 } } },
        { cmsToken: editor.token },
      )
    ).saveContent;
    expect(saved.editDocument).toMatchObject({ id: saved.id, type: 'Podcast', name: 'Episode 12' });
    // Any CMS user of the site may read it (the screen is read-only without manage_content).
    const item = (await execute(server, GetContentForEditDocument, { id: saved.id }, { cmsToken: viewer.token })).getContent;
    expect(item).toMatchObject({ __typename: 'Content', id: saved.id, status: 2, version: 1 });
    expect(item.editDocument).toEqual({
      id: saved.id,
      type: 'Podcast',
      status: 2,
      name: 'Episode 12',
      teaser: null,
      body: null,
      seoTitle: null,
      manualAlias: null,
      published: null,
      unpublished: null,
      primarySectionId: null,
      websiteSchedules: [],
      taxonomyIds: [],
      authorIds: [personId],
      primaryImageId: null,
      imageIds: [],
      labels: [],
      companyId: null,
      membershipIds: [],
      userRegistrationRequired: false,
      gatingSurveyType: null,
      excludeAds: { welcomeAd: false, headerLeaderboardAd: false, stickyLeaderboardAd: false, contentBodyNativeAd: false, contentBodyEmbedAd: false, contentListNativeAd: false, reskinAd: false },
      metadata: { description: null, keywords: [] },
      startDate: null,
      endDate: null,
      venue: null,
      address1: null,
      address2: null,
      city: null,
      postalCode: null,
      state: null,
      country: null,
      linkUrl: null,
      embedCode: null,
      details: { audioUrl: 'https://cdn.example.com/12.mp3', durationSeconds: 900 },
    });
    expect(item.authors.edges.map((e) => e.node.id)).toEqual([personId]);
    // Visitors never read drafts.
    expect(codeOf(await post(server, 'getContentForEdit', { id: saved.id }))).toBe('NOT_FOUND');
  });

  it('opens deleted items when asked for status 0', async () => {
    const saved = (await execute(server, SaveContentDocument, { input: { type: 'Blog', status: 2, name: 'Gone soon' } }, { cmsToken: editor.token })).saveContent;
    await execute(server, DeleteContentDocument, { id: saved.id, version: saved.version }, { cmsToken: editor.token });
    expect(codeOf(await post(server, 'getContentForEdit', { id: saved.id }, bearer(editor.token)))).toBe('NOT_FOUND');
    const item = (await execute(server, GetContentForEditDocument, { id: saved.id, status: 0 }, { cmsToken: editor.token })).getContent;
    expect(item.editDocument).toMatchObject({ status: 0, name: 'Gone soon' });
  });

  it('gives visitors no editable document and no other site’s items', async () => {
    const edrId = await tenantIdOf(server, 'edr');
    const fotId = await tenantIdOf(server, 'fot');
    const published = (await server.database.db.select().from(content).where(eq(content.tenantId, edrId))).find((r) => r.status === 1 && r.published && r.published < new Date() && !r.unpublished);
    expect(published).toBeDefined();
    const asVisitor = (await execute(server, GetContentForEditDocument, { id: published?.id ?? 0 })).getContent;
    expect(asVisitor.editDocument).toBeNull();
    const [fot] = await server.database.db.select().from(content).where(eq(content.tenantId, fotId)).limit(1);
    expect(codeOf(await post(server, 'getContentForEdit', { id: fot?.id }, bearer(editor.token)))).toBe('NOT_FOUND');
  });
});
