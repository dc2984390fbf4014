import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DeleteTaxonomyTermDocument, SaveTaxonomyTermDocument } from '../../src/gql/graphql.js';
import { content, contentTaxonomy } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { seededTerm } from '../helpers/taxonomy.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const create = async (name: string) =>
  (await execute(server, SaveTaxonomyTermDocument, { input: { type: 'Tag', name } }, { cmsToken: admin, tenantKey: 'edr' })).saveTaxonomyTerm;

describe('deleteTaxonomyTerm', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteTaxonomyTerm'));

  it('deletes an unused term', async () => {
    const term = await create('Short-lived');
    const { deleteTaxonomyTerm } = await execute(server, DeleteTaxonomyTermDocument, { id: term.id, version: 1 }, { cmsToken: admin, tenantKey: 'edr' });
    expect(deleteTaxonomyTerm).toBe(true);
    expect(codeOf(await post(server, 'getTaxonomyTerm', { id: term.id }, bearer(admin, 'edr')))).toBe('NOT_FOUND');
  });

  it('refuses a term with children', async () => {
    const europe = await seededTerm(server, 'edr', 'Location', 'Europe');
    const response = await post(server, 'deleteTaxonomyTerm', { id: europe.id, version: europe.version }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('This term has 3 child terms. Move or delete them first.');
  });

  it('says how many items use the term, and removes the links only when asked', async () => {
    const term = await create('Tagged twice');
    const edrId = await tenantIdOf(server, 'edr');
    const items = await server.database.db.select({ id: content.id }).from(content).where(eq(content.tenantId, edrId)).limit(2);
    await server.database.db.insert(contentTaxonomy).values(items.map((item) => ({ contentId: item.id, termId: term.id })));
    const refused = await post(server, 'deleteTaxonomyTerm', { id: term.id, version: 1 }, bearer(admin, 'edr'));
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe('2 content items are tagged with this term. Delete it anyway to remove it from them.');
    expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ removeLinks: 'Used by 2 content items' });
    const done = await execute(server, DeleteTaxonomyTermDocument, { id: term.id, version: 1, removeLinks: true }, { cmsToken: admin, tenantKey: 'edr' });
    expect(done.deleteTaxonomyTerm).toBe(true);
    const links = await server.database.db.select().from(contentTaxonomy).where(eq(contentTaxonomy.termId, term.id));
    expect(links).toHaveLength(0);
  });

  it('refuses a stale version with CONFLICT', async () => {
    const term = await create('Stale term');
    const response = await post(server, 'deleteTaxonomyTerm', { id: term.id, version: 5 }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('CONFLICT');
  });

  it('needs manage_taxonomy and cannot reach another site\'s term', async () => {
    const term = await create('Guarded term');
    await expectUnauthenticated(server, 'deleteTaxonomyTerm', { id: term.id, version: 1 });
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'deleteTaxonomyTerm', { id: term.id, version: 1 }, viewer.token);
    expect(codeOf(await post(server, 'deleteTaxonomyTerm', { id: term.id, version: 1 }, bearer(admin, 'fot')))).toBe('NOT_FOUND');
  });
});
