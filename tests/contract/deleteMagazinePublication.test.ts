import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteMagazinePublicationDocument, SaveMagazineIssueDocument, SaveMagazinePublicationDocument, SaveMagazineSectionDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, lastHistory, newIssue, newPublication, newSection, publicationRows, sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

const cms = () => ({ tenantKey: 'edr', cmsToken: manager });

describe('deleteMagazinePublication', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteMagazinePublication'));

  it('deletes a publication without issues, with its sections, and writes history', async () => {
    const publication = (await execute(server, SaveMagazinePublicationDocument, { input: newPublication() }, cms())).saveMagazinePublication;
    await execute(server, SaveMagazineSectionDocument, { input: newSection(publication.id) }, cms());
    expect(await execute(server, DeleteMagazinePublicationDocument, { id: publication.id }, cms())).toEqual({ deleteMagazinePublication: true });
    expect((await publicationRows(server, 'edr')).some((row) => row.id === publication.id)).toBe(false);
    expect((await sectionRows(server, 'edr')).some((row) => row.publicationId === publication.id)).toBe(false);
    expect(await lastHistory(server, 'MagazinePublication', publication.id)).toMatchObject({ action: 'delete' });
    expect(codeOf(await as(server, manager).post('deleteMagazinePublication', { id: publication.id }))).toBe('NOT_FOUND');
  });

  it('refuses while the publication has issues, naming how many', async () => {
    const publication = (await execute(server, SaveMagazinePublicationDocument, { input: newPublication({ name: 'Has Issues' }) }, cms())).saveMagazinePublication;
    await execute(server, SaveMagazineIssueDocument, { input: newIssue(publication.id) }, cms());
    const refused = await as(server, manager).post('deleteMagazinePublication', { id: publication.id });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe("'Has Issues' cannot be deleted: it has 1 issue. Delete it first, or set the publication inactive.");
    expect((await publicationRows(server, 'edr')).some((row) => row.id === publication.id)).toBe(true);
  });

  it('needs manage_magazine_publications on this site', async () => {
    const [seeded] = await publicationRows(server, 'edr');
    const variables = { id: seeded!.id };
    await expectForbidden(server, 'deleteMagazinePublication', variables, editor);
    await expectUnauthenticated(server, 'deleteMagazinePublication', variables);
    await expectUnknownTenantRefused(server, 'deleteMagazinePublication', variables);
    expect(codeOf(await as(server, fotManager, 'fot').post('deleteMagazinePublication', variables))).toBe('NOT_FOUND');
  });
});
