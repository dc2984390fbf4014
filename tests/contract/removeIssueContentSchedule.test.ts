import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentStreamDocument, RemoveIssueContentScheduleDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, issueRows, lastHistory, scheduleRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor: string;
let viewer: string;
let fotManager: string;

beforeAll(async () => {
  ({ server, editor, viewer, fotManager } = await startMagazineServer());
});
afterAll(() => server.close());

describe('removeIssueContentSchedule', () => {
  it('is served as text', () => expectDocumentServed(server, 'removeIssueContentSchedule'));

  it('takes an item off an issue: the issue no longer lists it, history is written', async () => {
    const issue = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const [entry] = await scheduleRows(server, issue.id);
    expect(await execute(server, RemoveIssueContentScheduleDocument, { id: entry!.id }, { tenantKey: 'edr', cmsToken: editor })).toEqual({ removeIssueContentSchedule: true });
    expect((await scheduleRows(server, issue.id)).some((row) => row.id === entry!.id)).toBe(false);
    expect(await lastHistory(server, 'IssueContentSchedule', entry!.id)).toMatchObject({ action: 'delete' });
    const listed = await execute(server, GetContentStreamDocument, { issueId: issue.id, limit: 100 });
    expect(listed.getContentStream.edges.map((e) => e.node.id)).not.toContain(entry!.contentId);
    const again = await as(server, editor).post('removeIssueContentSchedule', { id: entry!.id });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.body.errors?.[0]?.message).toBe(`No magazine schedule with id ${entry!.id} was found on this site.`);
  });

  it('needs manage_content or manage_magazine_issues on this site', async () => {
    const issue = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const [entry] = await scheduleRows(server, issue.id);
    const variables = { id: entry!.id };
    await expectForbidden(server, 'removeIssueContentSchedule', variables, viewer);
    await expectUnauthenticated(server, 'removeIssueContentSchedule', variables);
    await expectUnknownTenantRefused(server, 'removeIssueContentSchedule', variables);
    expect(codeOf(await as(server, fotManager, 'fot').post('removeIssueContentSchedule', variables))).toBe('NOT_FOUND');
  });
});
