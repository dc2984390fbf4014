import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetIssueSchedulesForContentDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, issueRows, liveItem, scheduleRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor: string;
let viewer: string;
let fotManager: string;

beforeAll(async () => {
  ({ server, editor, viewer, fotManager } = await startMagazineServer());
});
afterAll(() => server.close());

describe('getIssueSchedulesForContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'getIssueSchedulesForContent'));

  it('lists the issues an item is in, newest issue first, with publication and section', async () => {
    const issue = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const [entry] = await scheduleRows(server, issue.id);
    const { getIssueSchedulesForContent: list } = await execute(server, GetIssueSchedulesForContentDocument, { contentId: entry!.contentId }, { tenantKey: 'edr', cmsToken: editor });
    expect(list[0]).toMatchObject({
      __typename: 'IssueContentSchedule',
      id: entry!.id,
      contentId: entry!.contentId,
      issueId: issue.id,
      issue: { __typename: 'MagazineIssue', id: issue.id, name: issue.name, publication: { id: issue.publicationId } },
      sectionId: entry!.sectionId,
      sequence: entry!.sequence,
    });
    if (entry!.sectionId !== null) expect(list[0]!.section).toMatchObject({ id: entry!.sectionId });
    const none = await execute(server, GetIssueSchedulesForContentDocument, { contentId: (await liveItem(server, 'edr')).id }, { tenantKey: 'edr', cmsToken: editor });
    expect(none.getIssueSchedulesForContent).toEqual([]);
  });

  it("answers NOT_FOUND for another site's item and needs manage_content or manage_magazine_issues", async () => {
    const fotItem = await liveItem(server, 'fot');
    const missing = await as(server, editor).post('getIssueSchedulesForContent', { contentId: fotItem.id });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.body.errors?.[0]?.message).toBe(`No content item with id ${fotItem.id} was found on this site.`);
    const variables = { contentId: (await liveItem(server, 'edr')).id };
    await expectForbidden(server, 'getIssueSchedulesForContent', variables, viewer);
    await expectUnauthenticated(server, 'getIssueSchedulesForContent', variables);
    await expectUnknownTenantRefused(server, 'getIssueSchedulesForContent', variables);
    expect(codeOf(await as(server, fotManager).post('getIssueSchedulesForContent', variables))).toBe('FORBIDDEN');
  });
});
