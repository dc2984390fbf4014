import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetIssueDocument, SaveMagazineIssueDocument, type MagazineIssueInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, expectFieldErrors, issueRows, lastHistory, newIssue, publicationRows, siteAsset, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;
let publisher: string;
let issuer: string;
let edrMagazine: number;
let supplement: number;

beforeAll(async () => {
  ({ server, manager, fotManager, editor, publisher, issuer } = await startMagazineServer());
  const publications = await publicationRows(server, 'edr');
  edrMagazine = publications.find((p) => p.alias === 'edr-magazine')!.id;
  supplement = publications.find((p) => p.alias === 'power-supplement')!.id;
});
afterAll(() => server.close());

const save = async (input: MagazineIssueInput, token = manager) => (await execute(server, SaveMagazineIssueDocument, { input }, { tenantKey: 'edr', cmsToken: token })).saveMagazineIssue;
const postSave = (input: unknown, token = manager, tenantKey = 'edr') => as(server, token, tenantKey).post('saveMagazineIssue', { input });

describe('saveMagazineIssue', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMagazineIssue'));

  it('creates an issue: alias from the name, cover, digital edition, its page path, history', async () => {
    const coverImageId = await siteAsset(server, 'edr');
    const created = await save(
      newIssue(supplement, { name: 'Summer 2031', mailingDate: '2031-06-15', coverImageId, digitalEditionUrl: 'https://viewer.zmags.com/publication/abcd1234#/2', description: 'GaN everywhere.' }),
    );
    expect(created).toMatchObject({
      __typename: 'MagazineIssue',
      publicationId: supplement,
      publication: { __typename: 'Publication', id: supplement, alias: 'power-supplement' },
      name: 'Summer 2031',
      alias: 'summer-2031',
      mailingDate: '2031-06-15',
      description: 'GaN everywhere.',
      coverImageId,
      coverImage: { id: coverImageId, kind: 'image' },
      digitalEditionUrl: 'https://viewer.zmags.com/publication/abcd1234#/2',
      status: 1,
      canonicalPath: '/magazine/power-supplement/summer-2031',
      contentCount: 0,
      version: 1,
    });
    expect(await lastHistory(server, 'MagazineIssue', created.id)).toMatchObject({ action: 'create' });
    expect((await save(newIssue(supplement, { name: 'Summer 2031' }))).alias).toBe('summer-2031-2');
    // The same alias in another publication is another page.
    expect((await save(newIssue(edrMagazine, { name: 'Summer 2031' }))).canonicalPath).toBe('/magazine/edr-magazine/summer-2031');
  });

  it('updates from its version (keeping its alias and publication) and refuses a stale one with CONFLICT', async () => {
    const created = await save(newIssue(supplement, { name: 'Autumn 2031' }));
    const updated = await save({ id: created.id, version: created.version, publicationId: supplement, name: 'Fall 2031', mailingDate: '2031-09-01', status: 0 });
    expect(updated).toMatchObject({ name: 'Fall 2031', alias: 'autumn-2031', mailingDate: '2031-09-01', status: 0, version: 2 });
    expectFieldErrors(await postSave({ id: created.id, version: updated.version, publicationId: edrMagazine, name: 'Fall 2031', mailingDate: '2031-09-01', status: 0 }), {
      publicationId: 'An issue stays with its publication: add a new issue to the other publication instead.',
    });
    const stale = await postSave({ id: created.id, version: created.version, publicationId: supplement, name: 'Lost', mailingDate: '2031-09-01', status: 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This issue was changed by .+ since you opened it\./);
    expect((await execute(server, GetIssueDocument, { id: created.id }, { tenantKey: 'edr', cmsToken: manager })).getIssue.name).toBe('Fall 2031');
  });

  it("answers bad input as field errors in the spec's words", async () => {
    const [newest] = (await issueRows(server, 'edr')).filter((row) => row.publicationId === edrMagazine);
    const [fotPublication] = await publicationRows(server, 'fot');
    expectFieldErrors(
      await postSave({ publicationId: edrMagazine, name: ' ', alias: 'March 2026', mailingDate: '2026-02-30', status: 5, digitalEditionUrl: 'https://evil.example/publication/1', coverImageId: -1 }),
      {
        name: 'Field is required',
        alias: 'Use lower-case letters, digits and single hyphens, e.g. march-2026.',
        mailingDate: 'Enter a date such as 2026-11-27.',
        status: 'Status must be 1 (active) or 0 (inactive).',
        digitalEditionUrl: 'Enter the address of a Zmags publication, like https://viewer.zmags.com/publication/1a2b3c4d.',
        coverImageId: "Choose an image from this site's media library.",
      },
    );
    expectFieldErrors(await postSave(newIssue(edrMagazine, { alias: newest!.alias, coverImageId: await siteAsset(server, 'fot') })), {
      alias: `This alias is already used by the issue '${newest!.name}' of this publication.`,
      coverImageId: "Choose an image from this site's media library.",
    });
    expectFieldErrors(await postSave(newIssue(fotPublication!.id)), { publicationId: `No magazine publication with id ${fotPublication!.id} was found on this site.` });
    expectFieldErrors(await postSave({ ...newIssue(edrMagazine), id: newest!.id }), { version: 'Field is required' });
    await expectBadVariablesRefused(server, 'saveMagazineIssue', { input: { publicationId: edrMagazine, name: 'x', status: 1 } }, /mailingDate/);
  });

  it('needs manage_magazine_issues on this site', async () => {
    const variables = { input: newIssue(edrMagazine) };
    expect((await save(newIssue(edrMagazine), issuer)).status).toBe(1);
    await expectForbidden(server, 'saveMagazineIssue', variables, editor);
    await expectForbidden(server, 'saveMagazineIssue', variables, publisher);
    await expectUnauthenticated(server, 'saveMagazineIssue', variables);
    await expectUnknownTenantRefused(server, 'saveMagazineIssue', variables);
    expect(codeOf(await postSave(newIssue(edrMagazine), fotManager, 'edr'))).toBe('FORBIDDEN');
  });
});
