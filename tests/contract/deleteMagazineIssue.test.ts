import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteMagazineIssueDocument, SaveMagazineIssueDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, issueRows, lastHistory, newIssue, publicationRows, scheduleRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startMagazineServer());
});
afterAll(() => server.close());

describe('deleteMagazineIssue', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteMagazineIssue'));

  it('deletes an issue nothing is scheduled to, with history', async () => {
    const [publication] = await publicationRows(server, 'edr');
    const issue = (await execute(server, SaveMagazineIssueDocument, { input: newIssue(publication!.id) }, { tenantKey: 'edr', cmsToken: manager })).saveMagazineIssue;
    expect(await execute(server, DeleteMagazineIssueDocument, { id: issue.id }, { tenantKey: 'edr', cmsToken: manager })).toEqual({ deleteMagazineIssue: true });
    expect((await issueRows(server, 'edr')).some((row) => row.id === issue.id)).toBe(false);
    expect(await lastHistory(server, 'MagazineIssue', issue.id)).toMatchObject({ action: 'delete' });
    expect(codeOf(await as(server, manager).post('deleteMagazineIssue', { id: issue.id }))).toBe('NOT_FOUND');
  });

  it('refuses while content is scheduled to the issue, naming how many', async () => {
    const issues = await issueRows(server, 'edr');
    const withContent = issues.find((row) => row.status === 1);
    const count = (await scheduleRows(server, withContent!.id)).length;
    expect(count).toBeGreaterThan(0);
    const refused = await as(server, manager).post('deleteMagazineIssue', { id: withContent!.id });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe(
      `'${withContent!.name}' cannot be deleted: ${count} content items are scheduled to it. Remove them from the issue first, or set the issue inactive.`,
    );
  });

  it('needs manage_magazine_issues on this site', async () => {
    const [issue] = await issueRows(server, 'edr');
    const variables = { id: issue!.id };
    await expectForbidden(server, 'deleteMagazineIssue', variables, editor);
    await expectUnauthenticated(server, 'deleteMagazineIssue', variables);
    await expectUnknownTenantRefused(server, 'deleteMagazineIssue', variables);
    expect(codeOf(await as(server, fotManager, 'fot').post('deleteMagazineIssue', variables))).toBe('NOT_FOUND');
  });
});
