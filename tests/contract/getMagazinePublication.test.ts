import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMagazinePublicationDocument, SaveMagazinePublicationDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { as, issueRows, newPublication, publicationRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getMagazinePublication', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMagazinePublication'));

  it('answers an active publication to anyone, with its path, issue count and logo', async () => {
    const [edrMagazine] = (await publicationRows(server, 'edr')).filter((row) => row.alias === 'edr-magazine');
    const issues = (await issueRows(server, 'edr')).filter((row) => row.publicationId === edrMagazine!.id);
    const { getMagazinePublication: publication } = await execute(server, GetMagazinePublicationDocument, { id: edrMagazine!.id });
    expect(publication).toMatchObject({
      __typename: 'Publication',
      id: edrMagazine!.id,
      name: 'Electronic Design Review Magazine',
      alias: 'edr-magazine',
      status: 1,
      canonicalPath: '/magazine/edr-magazine',
      subscribeUrl: 'https://subscribe.edr-demo.example/magazine',
      issueCount: issues.length,
      version: 1,
    });
  });

  it('hides an inactive publication from visitors and editors without a magazine permission', async () => {
    const saved = (await execute(server, SaveMagazinePublicationDocument, { input: newPublication({ status: 0 }) }, { tenantKey: 'edr', cmsToken: manager })).saveMagazinePublication;
    expect(codeOf(await post(server, 'getMagazinePublication', { id: saved.id }, onSite('edr')))).toBe('NOT_FOUND');
    expect(codeOf(await as(server, editor).post('getMagazinePublication', { id: saved.id }))).toBe('NOT_FOUND');
    expect((await as(server, manager).post('getMagazinePublication', { id: saved.id })).body.data?.getMagazinePublication).toMatchObject({ id: saved.id, status: 0 });
  });

  it("answers NOT_FOUND for another site's publication and refuses an unknown site", async () => {
    const [fot] = await publicationRows(server, 'fot');
    const response = await post(server, 'getMagazinePublication', { id: fot!.id }, onSite('edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No magazine publication with id ${fot!.id} was found on this site.`);
    await expectUnknownTenantRefused(server, 'getMagazinePublication', { id: fot!.id });
  });
});
