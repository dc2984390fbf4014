import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetIssueDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { as, issueRows, scheduleRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getIssue', () => {
  it('is served as text', () => expectDocumentServed(server, 'getIssue'));

  it('answers an active issue of an active publication to anyone: publication, cover, edition, path, contents count', async () => {
    const issues = await issueRows(server, 'edr');
    const newest = issues.find((row) => row.status === 1)!;
    const { getIssue: issue } = await execute(server, GetIssueDocument, { id: newest.id });
    expect(issue).toMatchObject({
      __typename: 'MagazineIssue',
      id: newest.id,
      name: newest.name,
      mailingDate: newest.mailingDate,
      status: 1,
      publication: { __typename: 'Publication', id: newest.publicationId },
      digitalEditionUrl: expect.stringMatching(/^https:\/\/viewer\.zmags\.com\/publication\/[0-9a-f]{8}$/),
      contentCount: (await scheduleRows(server, newest.id)).length,
    });
    expect(issue.canonicalPath).toBe(`/magazine/${issue.publication.alias}/${newest.alias}`);
    expect(issue.coverImage).toMatchObject({ __typename: 'Asset', kind: 'image' });
  });

  it('hides an inactive issue (the seeded draft of next month) from visitors and editors, not from magazine managers', async () => {
    const draft = (await issueRows(server, 'edr')).find((row) => row.status === 0)!;
    expect(codeOf(await post(server, 'getIssue', { id: draft.id }, onSite('edr')))).toBe('NOT_FOUND');
    expect(codeOf(await as(server, editor).post('getIssue', { id: draft.id }))).toBe('NOT_FOUND');
    expect((await as(server, manager).post('getIssue', { id: draft.id })).body.data?.getIssue).toMatchObject({ id: draft.id, status: 0 });
  });

  it("answers NOT_FOUND for another site's issue and refuses an unknown site", async () => {
    const [fot] = await issueRows(server, 'fot');
    const response = await post(server, 'getIssue', { id: fot!.id }, onSite('edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No magazine issue with id ${fot!.id} was found on this site.`);
    await expectUnknownTenantRefused(server, 'getIssue', { id: fot!.id });
  });
});
