import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTaxonomyTermDocument, SaveTaxonomyTermDocument, type TaxonomyTermInput } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
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

const save = async (input: TaxonomyTermInput) => (await execute(server, SaveTaxonomyTermDocument, { input }, { cmsToken: admin, tenantKey: 'edr' })).saveTaxonomyTerm;
const fieldErrorsOf = async (input: TaxonomyTermInput, tenantKey = 'edr') => {
  const response = await post(server, 'saveTaxonomyTerm', { input }, bearer(admin, tenantKey));
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  return response.body.errors?.[0]?.extensions?.fieldErrors;
};

describe('saveTaxonomyTerm', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveTaxonomyTerm'));

  it('creates root and child terms with full name and alias', async () => {
    const root = await save({ type: 'Location', name: '  South America ', description: 'The continent' });
    expect(root).toMatchObject({ __typename: 'TaxonomyTerm', type: 'Location', name: 'South America', fullName: 'South America', alias: 'south-america', parentId: null, description: 'The continent', version: 1 });
    const child = await save({ type: 'Location', name: 'Brazil', parentId: root.id });
    expect(child).toMatchObject({ fullName: 'South America > Brazil', alias: 'brazil', parentId: root.id });
    const grandchild = await save({ type: 'Location', name: 'São Paulo', parentId: child.id });
    expect(grandchild).toMatchObject({ fullName: 'South America > Brazil > São Paulo', alias: 'sao-paulo' });
  });

  it('keeps the full names of descendants up to date on rename and move', async () => {
    const root = await save({ type: 'Bin', name: 'Energy' });
    const child = await save({ type: 'Bin', name: 'Solar', parentId: root.id });
    const leaf = await save({ type: 'Bin', name: 'Inverters', parentId: child.id });
    const renamed = await save({ id: root.id, version: root.version, type: 'Bin', name: 'Renewables' });
    expect(renamed).toMatchObject({ name: 'Renewables', fullName: 'Renewables', version: 2 });
    const read = async (id: number) => (await execute(server, GetTaxonomyTermDocument, { id }, { tenantKey: 'edr' })).getTaxonomyTerm;
    expect((await read(leaf.id)).fullName).toBe('Renewables > Solar > Inverters');
    // Move "Solar" to the root: its subtree follows.
    await save({ id: child.id, version: child.version, type: 'Bin', name: 'Solar', parentId: null });
    expect((await read(leaf.id)).fullName).toBe('Solar > Inverters');
    expect((await read(leaf.id)).version).toBe(1);
  });

  it('refuses blanks, parents on flat types, other types as parents, cycles and too deep trees', async () => {
    expect(await fieldErrorsOf({ type: 'Tag', name: '   ' })).toEqual({ name: 'Field is required' });
    expect(await fieldErrorsOf({ type: 'Tag', name: 'A > B' })).toEqual({ name: 'The name may not contain ">" (it separates the levels of the full name)' });
    const europe = await seededTerm(server, 'edr', 'Location', 'Europe');
    expect(await fieldErrorsOf({ type: 'Tag', name: 'Child tag', parentId: europe.id })).toEqual({ parentId: 'Tag terms have no parent; only Bin and Location terms nest' });
    const bin = await seededTerm(server, 'edr', 'Bin', 'Audience');
    expect(await fieldErrorsOf({ type: 'Location', name: 'Somewhere', parentId: bin.id })).toEqual({ parentId: 'The parent term does not exist' });
    const germany = await seededTerm(server, 'edr', 'Location', 'Germany');
    expect(await fieldErrorsOf({ id: europe.id, version: europe.version, type: 'Location', name: 'Europe', parentId: germany.id })).toEqual({
      parentId: 'A term cannot be placed under itself or one of its own children',
    });
    const l3 = await save({ type: 'Location', name: 'Bavaria', parentId: germany.id });
    const l4 = await save({ type: 'Location', name: 'Munich', parentId: l3.id });
    expect(await fieldErrorsOf({ type: 'Location', name: 'Schwabing', parentId: l4.id })).toEqual({ parentId: 'Terms nest at most 4 levels deep' });
    expect(await fieldErrorsOf({ type: 'Location', name: 'germany', parentId: europe.id })).toEqual({ name: 'A term with this name already exists here' });
    expect(await fieldErrorsOf({ id: europe.id, version: europe.version, type: 'Bin', name: 'Europe' })).toEqual({ type: 'The type of an existing term cannot be changed' });
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const term = await save({ type: 'Tag', name: 'Conflicted' });
    await save({ id: term.id, version: 1, type: 'Tag', name: 'Conflicted 2' });
    const response = await post(server, 'saveTaxonomyTerm', { input: { id: term.id, version: 1, type: 'Tag', name: 'Conflicted 3' } }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.body.errors?.[0]?.message).toMatch(/^This term was changed by Site Administrator at .+ UTC since you opened it\./);
  });

  it('needs manage_taxonomy and cannot reach another site\'s term', async () => {
    const input = { type: 'Tag', name: 'Forbidden' };
    await expectUnauthenticated(server, 'saveTaxonomyTerm', { input });
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'saveTaxonomyTerm', { input }, viewer.token);
    const europe = await seededTerm(server, 'edr', 'Location', 'Europe');
    const other = await post(server, 'saveTaxonomyTerm', { input: { id: europe.id, version: 1, type: 'Location', name: 'Hijack' } }, bearer(admin, 'fot'));
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(await fieldErrorsOf({ type: 'Location', name: 'Cross-site child', parentId: europe.id }, 'fot')).toEqual({ parentId: 'The parent term does not exist' });
  });
});
