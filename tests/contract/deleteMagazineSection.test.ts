import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteMagazineSectionDocument, SaveMagazineSectionDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, issueRows, lastHistory, newSection, publicationRows, scheduleRows, sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('deleteMagazineSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteMagazineSection'));

  it('deletes a section no content is filed under, with history', async () => {
    const [publication] = await publicationRows(server, 'edr');
    const section = (await execute(server, SaveMagazineSectionDocument, { input: newSection(publication!.id) }, { tenantKey: 'edr', cmsToken: manager })).saveMagazineSection;
    expect(await execute(server, DeleteMagazineSectionDocument, { id: section.id }, { tenantKey: 'edr', cmsToken: manager })).toEqual({ deleteMagazineSection: true });
    expect((await sectionRows(server, 'edr')).some((row) => row.id === section.id)).toBe(false);
    expect(await lastHistory(server, 'MagazineSection', section.id)).toMatchObject({ action: 'delete' });
    expect(codeOf(await as(server, manager).post('deleteMagazineSection', { id: section.id }))).toBe('NOT_FOUND');
  });

  it('refuses while content is filed under the section, naming how many', async () => {
    const newest = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const filed = (await scheduleRows(server, newest.id)).find((row) => row.sectionId !== null)!;
    const section = (await sectionRows(server, 'edr')).find((row) => row.id === filed.sectionId)!;
    const refused = await as(server, manager).post('deleteMagazineSection', { id: section.id });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toMatch(new RegExp(`^'${section.name}' cannot be deleted: \\d+ content items? (is|are) scheduled to it\\. Move (it|them) to another section first\\.$`));
  });

  it('needs manage_magazine_sections on this site', async () => {
    const [section] = await sectionRows(server, 'edr');
    const variables = { id: section!.id };
    await expectForbidden(server, 'deleteMagazineSection', variables, editor);
    await expectUnauthenticated(server, 'deleteMagazineSection', variables);
    await expectUnknownTenantRefused(server, 'deleteMagazineSection', variables);
    expect(codeOf(await as(server, fotManager, 'fot').post('deleteMagazineSection', variables))).toBe('NOT_FOUND');
  });
});
