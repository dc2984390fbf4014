import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMagazineSectionDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getMagazineSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMagazineSection'));

  it('answers a section of the site to anyone, with its publication and how much is filed under it', async () => {
    const [section] = await sectionRows(server, 'edr');
    const { getMagazineSection: answer } = await execute(server, GetMagazineSectionDocument, { id: section!.id });
    expect(answer).toMatchObject({
      __typename: 'MagazineSection',
      id: section!.id,
      name: section!.name,
      sequence: section!.sequence,
      publicationId: section!.publicationId,
      publication: { __typename: 'Publication', id: section!.publicationId },
      contentCount: expect.any(Number),
      version: 1,
    });
  });

  it("answers NOT_FOUND for another site's section and refuses an unknown site", async () => {
    const [fot] = await sectionRows(server, 'fot');
    const response = await post(server, 'getMagazineSection', { id: fot!.id }, onSite('edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No magazine section with id ${fot!.id} was found on this site.`);
    await expectUnknownTenantRefused(server, 'getMagazineSection', { id: fot!.id });
  });
});
