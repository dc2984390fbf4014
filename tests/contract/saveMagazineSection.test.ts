import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveMagazineSectionDocument, type MagazineSectionInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, expectFieldErrors, lastHistory, newSection, publicationRows, sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;
let issuer: string;
let sectioner: string;
let publicationId: number;
let otherPublicationId: number;

beforeAll(async () => {
  ({ server, manager, fotManager, editor, issuer, sectioner } = await startMagazineServer());
  const publications = await publicationRows(server, 'edr');
  publicationId = publications.find((p) => p.alias === 'edr-magazine')!.id;
  otherPublicationId = publications.find((p) => p.alias === 'power-supplement')!.id;
});
afterAll(() => server.close());

const save = async (input: MagazineSectionInput, token = manager) => (await execute(server, SaveMagazineSectionDocument, { input }, { tenantKey: 'edr', cmsToken: token })).saveMagazineSection;
const postSave = (input: unknown, token = manager, tenantKey = 'edr') => as(server, token, tenantKey).post('saveMagazineSection', { input });

describe('saveMagazineSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMagazineSection'));

  it('creates a section of a publication (sequence 0 by default) and updates it from its version', async () => {
    const created = await save(newSection(publicationId, { name: 'Letters' }));
    expect(created).toMatchObject({ __typename: 'MagazineSection', name: 'Letters', sequence: 0, publicationId, publication: { id: publicationId }, contentCount: 0, version: 1 });
    expect(await lastHistory(server, 'MagazineSection', created.id)).toMatchObject({ action: 'create' });
    const updated = await save({ id: created.id, version: created.version, publicationId, name: 'Letters to the Editor', sequence: 90 });
    expect(updated).toMatchObject({ name: 'Letters to the Editor', sequence: 90, version: 2 });
    const stale = await postSave({ id: created.id, version: created.version, publicationId, name: 'Lost' });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This section was changed by .+ since you opened it\./);
  });

  it("answers bad input as field errors: required name, a name the publication has, bounds, another publication or site's", async () => {
    const [existing] = (await sectionRows(server, 'edr')).filter((row) => row.publicationId === publicationId);
    const [fotPublication] = await publicationRows(server, 'fot');
    expectFieldErrors(await postSave({ publicationId, name: ' ', sequence: -1 }), { name: 'Field is required', sequence: 'Enter a whole number from 0 to 10000.' });
    expectFieldErrors(await postSave({ publicationId, name: existing!.name.toUpperCase() }), { name: `This publication already has a section named '${existing!.name.toUpperCase()}'.` });
    // Another publication may have a section of the same name.
    expect((await save(newSection(otherPublicationId, { name: existing!.name }))).publicationId).toBe(otherPublicationId);
    expectFieldErrors(await postSave({ id: existing!.id, version: existing!.version, publicationId: otherPublicationId, name: existing!.name }), {
      publicationId: 'A section stays with its publication: add a new section to the other publication instead.',
    });
    expectFieldErrors(await postSave(newSection(fotPublication!.id)), { publicationId: `No magazine publication with id ${fotPublication!.id} was found on this site.` });
    expectFieldErrors(await postSave({ ...newSection(publicationId), id: existing!.id }), { version: 'Field is required' });
    await expectBadVariablesRefused(server, 'saveMagazineSection', { input: { name: 'x' } }, /publicationId/);
  });

  it('needs manage_magazine_sections on this site', async () => {
    const variables = { input: newSection(publicationId) };
    expect((await save(newSection(publicationId), sectioner)).id).toBeGreaterThan(0);
    await expectForbidden(server, 'saveMagazineSection', variables, editor);
    await expectForbidden(server, 'saveMagazineSection', variables, issuer);
    await expectUnauthenticated(server, 'saveMagazineSection', variables);
    await expectUnknownTenantRefused(server, 'saveMagazineSection', variables);
    expect(codeOf(await postSave(newSection(publicationId), fotManager, 'edr'))).toBe('FORBIDDEN');
  });
});
