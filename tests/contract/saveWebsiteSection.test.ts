import { and, desc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteRedirectDocument, GetWebsiteSectionsHierarchyDocument, SaveWebsiteSectionDocument, type WebsiteSectionInput } from '../../src/gql/graphql.js';
import { content, history, websiteSections } from '../../src/server/db/schema/index.js';
import { SECTION_MESSAGES } from '../../src/shared/sections.js';
import { expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let viewerOnly: string;
let fotManager: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ manager, editor: viewerOnly, fotManager } = await siteManagerTokens(server));
});
afterAll(() => server.close());

const save = async (input: WebsiteSectionInput, token = manager) =>
  (await execute(server, SaveWebsiteSectionDocument, { input }, { cmsToken: token })).saveWebsiteSection;
const attempt = (input: WebsiteSectionInput, token = manager, tenantKey?: string) => post(server, 'saveWebsiteSection', { input }, bearer(token, tenantKey));

function expectFieldError(response: RawResponse, field: string, message: string | RegExp) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  const fieldErrors = response.body.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
  expect(fieldErrors[field]).toMatch(message);
}

describe('saveWebsiteSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveWebsiteSection'));

  it('needs a login and manage_site_sections (view_site_sections is not enough)', async () => {
    await expectUnauthenticated(server, 'saveWebsiteSection', { input: { name: 'Nope' } });
    await expectForbidden(server, 'saveWebsiteSection', { input: { name: 'Nope' } }, viewerOnly);
  });

  it('creates sections with derived system alias, manual alias and depth, visible at once in the tree', async () => {
    const top = await save({ name: 'Robotics Hub', description: ' Robots ', gamAlias: 'robotics_hub' });
    expect(top).toMatchObject({
      __typename: 'WebsiteSection',
      name: 'Robotics Hub',
      systemAlias: 'robotics-hub',
      manualAlias: null,
      alias: 'robotics-hub',
      canonicalPath: '/robotics-hub',
      description: 'Robots',
      gamAlias: 'robotics_hub',
      depth: 1,
      parentId: null,
      version: 1,
    });
    const child = await save({ name: 'Industrial Arms', parentId: top.id, manualAlias: ' Arms ' });
    expect(child).toMatchObject({ systemAlias: 'robotics-hub/industrial-arms', manualAlias: 'arms', alias: 'robotics-hub/arms', depth: 2, fullName: 'Robotics Hub > Industrial Arms' });
    const tree = (await execute(server, GetWebsiteSectionsHierarchyDocument, {})).getWebsiteSectionsHierarchy;
    expect(tree.find((s) => s.id === child.id)).toMatchObject({ alias: 'robotics-hub/arms', parentId: top.id });
    const [row] = await server.database.db.select().from(history).where(and(eq(history.entityType, 'WebsiteSection'), eq(history.entityId, String(child.id))));
    expect(row).toMatchObject({ action: 'create' });
  });

  it('renames a section and moves its descendants with it', async () => {
    const top = await save({ name: 'Drones' });
    const child = await save({ name: 'Delivery', parentId: top.id });
    const grandchild = await save({ name: 'Last Mile', parentId: child.id });
    const renamed = await save({ id: top.id, version: top.version, name: 'Aerial Drones' });
    expect(renamed).toMatchObject({ alias: 'aerial-drones', version: 2 });
    const rows = await server.database.db.select().from(websiteSections).where(eq(websiteSections.parentId, child.id));
    expect(rows.map((r) => [r.id, r.alias, r.systemAlias, r.depth])).toEqual([[grandchild.id, 'aerial-drones/delivery/last-mile', 'aerial-drones/delivery/last-mile', 3]]);
  });

  it('moves a section to another parent, last among its new siblings, leaving a redirect', async () => {
    const from = await save({ name: 'Old Home' });
    const to = await save({ name: 'New Home' });
    await save({ name: 'Sibling', parentId: to.id });
    const child = await save({ name: 'Wanderer', parentId: from.id });
    const moved = await save({ id: child.id, version: child.version, name: 'Wanderer', parentId: to.id });
    expect(moved).toMatchObject({ alias: 'new-home/wanderer', systemAlias: 'new-home/wanderer', parentId: to.id, depth: 2, fullName: 'New Home > Wanderer' });
    const siblings = (await execute(server, GetWebsiteSectionsHierarchyDocument, {})).getWebsiteSectionsHierarchy.filter((s) => s.parentId === to.id);
    expect(siblings.map((s) => s.name)).toEqual(['Sibling', 'Wanderer']);
    const redirect = (await execute(server, GetWebsiteRedirectDocument, { from: '/old-home/wanderer' })).getWebsiteRedirect;
    expect(redirect?.to).toBe('/new-home/wanderer');
  });

  it('refuses blank names, a fourth level, moves under itself and bad manual aliases', async () => {
    expectFieldError(await attempt({ name: '  ' }), 'name', 'Field is required');
    const a = await save({ name: 'Level One' });
    const b = await save({ name: 'Level Two', parentId: a.id });
    const c = await save({ name: 'Level Three', parentId: b.id });
    expectFieldError(await attempt({ name: 'Level Four', parentId: c.id }), 'parentId', /at most 3 levels deep/);
    expectFieldError(await attempt({ id: a.id, version: a.version, name: a.name, parentId: c.id }), 'parentId', SECTION_MESSAGES.cycle);
    expectFieldError(await attempt({ name: 'X', manualAlias: 'a/b' }), 'manualAlias', SECTION_MESSAGES.manualAliasOneSegment);
    expectFieldError(await attempt({ name: 'X', gamAlias: 'has space' }), 'gamAlias', SECTION_MESSAGES.gamAlias);
    expectFieldError(await attempt({ id: a.id, name: 'No version' }), 'version', 'Field is required');
  });

  it('refuses a path already used by a section or a content item', async () => {
    await save({ name: 'Unique Place' });
    expectFieldError(await attempt({ name: 'Unique Place' }), 'manualAlias', 'The path /unique-place is already used by the section "Unique Place". Choose another name or manual alias.');
    const tenantId = await tenantIdOf(server, 'edr');
    const [item] = await server.database.db
      .select({ alias: content.alias, name: content.name, sectionId: websiteSections.id })
      .from(content)
      .innerJoin(websiteSections, eq(websiteSections.id, content.primarySectionId))
      .where(and(eq(content.tenantId, tenantId), lt(websiteSections.depth, 3)))
      .orderBy(desc(content.id))
      .limit(1);
    if (!item) throw new Error('No seeded content in a section');
    const last = item.alias.split('/').pop() ?? '';
    const response = await attempt({ name: 'Anything', manualAlias: last, parentId: item.sectionId });
    expectFieldError(response, 'manualAlias', `The path /${item.alias} is already used by the content item "${item.name}". Choose another name or manual alias.`);
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const section = await save({ name: 'Conflicted' });
    await save({ id: section.id, version: section.version, name: 'Conflicted', description: 'first' });
    const response = await attempt({ id: section.id, version: section.version, name: 'Conflicted', description: 'second' });
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.message).toMatch(/^This section was changed by Test User \d+ at .* since you opened it\. Reload/);
    expect(response.body.errors?.[0]?.extensions?.currentVersion).toBe(2);
  });

  it("never reaches another site's sections", async () => {
    const section = await save({ name: 'Edr Only' });
    const asFot = await attempt({ id: section.id, version: section.version, name: 'Taken over' }, fotManager, 'fot');
    expect(codeOf(asFot)).toBe('NOT_FOUND');
    expectFieldError(await attempt({ name: 'Child on fot', parentId: section.id }, fotManager, 'fot'), 'parentId', 'The chosen parent section does not exist on this site.');
  });
});
