import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMagazineSectionStreamDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { publicationRows, sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getMagazineSectionStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMagazineSectionStream'));

  it("lists a publication's sections in order, or every publication's, and pages", async () => {
    const magazine = (await publicationRows(server, 'edr')).find((p) => p.alias === 'edr-magazine')!;
    const { getMagazineSectionStream: one } = await execute(server, GetMagazineSectionStreamDocument, { publicationId: magazine.id });
    expect(one.edges.map((e) => e.node.name)).toEqual(['Cover Story', 'Features', 'Design Solutions', 'Departments']);
    expect(one.totalCount).toBe(4);
    const rows = await sectionRows(server, 'edr');
    const { getMagazineSectionStream: all } = await execute(server, GetMagazineSectionStreamDocument, {});
    expect(all.totalCount).toBe(rows.length);
    const { getMagazineSectionStream: page } = await execute(server, GetMagazineSectionStreamDocument, { pagination: { limit: 2, skip: 2 } });
    expect(page.edges.map((e) => e.node.id)).toEqual(all.edges.slice(2, 4).map((e) => e.node.id));
  });

  it("refuses another site's publication, bad paging and an unknown site", async () => {
    const [fot] = await publicationRows(server, 'fot');
    expect(codeOf(await post(server, 'getMagazineSectionStream', { publicationId: fot!.id }, onSite('edr')))).toBe('NOT_FOUND');
    expect(codeOf(await post(server, 'getMagazineSectionStream', { pagination: { limit: 0 } }))).toBe('BAD_USER_INPUT');
    await expectUnknownTenantRefused(server, 'getMagazineSectionStream', {});
  });
});
