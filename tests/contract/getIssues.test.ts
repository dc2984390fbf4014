import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetIssuesDocument } from '../../src/gql/graphql.js';
import { expectForbidden } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { issueRows, publicationRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getIssues', () => {
  it('is served as text', () => expectDocumentServed(server, 'getIssues'));

  it("lists what visitors see, newest mailing date first: active issues of the site's active publications, 12 by default", async () => {
    const rows = await issueRows(server, 'edr');
    const active = rows.filter((row) => row.status === 1);
    const { getIssues: all } = await execute(server, GetIssuesDocument, {});
    expect(all.totalCount).toBe(active.length);
    expect(all.edges).toHaveLength(12);
    expect(all.edges.map((e) => e.node.id)).toEqual(active.slice(0, 12).map((row) => row.id));
    expect(all.edges.every((e) => e.node.status === 1)).toBe(true);
    const dates = all.edges.map((e) => e.node.mailingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by publication, leaves out excludeIssueIds, matches a phrase and pages', async () => {
    const supplement = (await publicationRows(server, 'edr')).find((p) => p.alias === 'power-supplement')!;
    const { getIssues: ofSupplement } = await execute(server, GetIssuesDocument, { publicationId: supplement.id, limit: 50 });
    expect(ofSupplement.edges).toHaveLength(4);
    expect(ofSupplement.edges.every((e) => e.node.publicationId === supplement.id)).toBe(true);
    const [first, second] = ofSupplement.edges.map((e) => e.node);
    const { getIssues: rest } = await execute(server, GetIssuesDocument, { publicationId: supplement.id, excludeIssueIds: [first!.id], limit: 1 });
    expect(rest.edges.map((e) => e.node.id)).toEqual([second!.id]);
    expect(rest.pageInfo.hasNextPage).toBe(true);
    const { getIssues: named } = await execute(server, GetIssuesDocument, { publicationId: supplement.id, phrase: first!.name });
    expect(named.edges.map((e) => e.node.id)).toEqual([first!.id]);
  });

  it('lists inactive issues to magazine managers asking for a status', async () => {
    const draft = (await issueRows(server, 'edr')).find((row) => row.status === 0)!;
    const { getIssues: drafts } = await execute(server, GetIssuesDocument, { status: [0] }, { tenantKey: 'edr', cmsToken: manager });
    expect(drafts.edges.map((e) => e.node.id)).toEqual([draft.id]);
    await expectForbidden(server, 'getIssues', { status: [0] }, editor);
    expect(codeOf(await post(server, 'getIssues', { status: [1] }, onSite('edr')))).toBe('UNAUTHENTICATED');
  });

  it("refuses bad input, another site's publication and an unknown site", async () => {
    const [fot] = await publicationRows(server, 'fot');
    expect(codeOf(await post(server, 'getIssues', { publicationId: fot!.id }, onSite('edr')))).toBe('NOT_FOUND');
    expect(codeOf(await post(server, 'getIssues', { limit: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getIssues', { limit: 201 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getIssues', { status: [3] }))).toBe('BAD_USER_INPUT');
    await expectUnknownTenantRefused(server, 'getIssues', {});
    // The other site's issues never come back.
    const fotIssues = new Set((await issueRows(server, 'fot')).map((row) => row.id));
    const { getIssues: edr } = await execute(server, GetIssuesDocument, { limit: 200 });
    expect(edr.edges.some((e) => fotIssues.has(e.node.id))).toBe(false);
  });
});
