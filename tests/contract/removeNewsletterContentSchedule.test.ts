import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoveNewsletterContentScheduleDocument, SaveNewsletterContentSchedulesDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { contentIdsOf, insertTemplate, issueRows, lastIssueHistory, nextIssueDate, startNewsletterContentServer } from '../helpers/newsletterContent.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;
let viewer: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor, viewer } = await startNewsletterContentServer());
});
afterAll(() => server.close());

async function issueOf(ids: number[]) {
  const templateId = await insertTemplate(server, 'edr');
  const issueDate = nextIssueDate();
  await execute(server, SaveNewsletterContentSchedulesDocument, { input: { templateId, issueDate, entries: ids.map((contentId) => ({ contentId })) } }, { cmsToken: manager.token });
  return { templateId, issueDate, rows: await issueRows(server, templateId, issueDate) };
}

describe('removeNewsletterContentSchedule', () => {
  it('is served as text', () => expectDocumentServed(server, 'removeNewsletterContentSchedule'));

  it('takes one item off the issue, the others keep their order (an editor with manage_content may)', async () => {
    const [a, b, c] = await contentIdsOf(server, 'edr', 3);
    const { templateId, issueDate, rows } = await issueOf([a!, b!, c!]);
    const removed = await execute(server, RemoveNewsletterContentScheduleDocument, { id: rows[1]!.id }, { cmsToken: editor });
    expect(removed.removeNewsletterContentSchedule).toBe(true);
    expect((await issueRows(server, templateId, issueDate)).map((r) => r.contentId)).toEqual([a, c]);
    expect(await lastIssueHistory(server, templateId, issueDate)).toMatchObject({ action: 'update' });
    // Removing it again: NOT_FOUND.
    expect(codeOf(await post(server, 'removeNewsletterContentSchedule', { id: rows[1]!.id }, bearer(manager.token, 'edr')))).toBe('NOT_FOUND');
    await execute(server, RemoveNewsletterContentScheduleDocument, { id: rows[0]!.id }, { cmsToken: manager.token });
    await execute(server, RemoveNewsletterContentScheduleDocument, { id: rows[2]!.id }, { cmsToken: manager.token });
    expect(await lastIssueHistory(server, templateId, issueDate)).toMatchObject({ action: 'delete', userId: manager.id });
  });

  it("answers NOT_FOUND for another site's schedule and leaves it", async () => {
    const [a] = await contentIdsOf(server, 'edr', 1);
    const { templateId, issueDate, rows } = await issueOf([a!]);
    const response = await post(server, 'removeNewsletterContentSchedule', { id: rows[0]!.id }, bearer(fotManager, 'fot'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No newsletter schedule with id ${rows[0]!.id} was found on this site.`);
    expect(await issueRows(server, templateId, issueDate)).toHaveLength(1);
    await expectBadVariablesRefused(server, 'removeNewsletterContentSchedule', { id: 'first' }, /id/);
  });

  it('needs a newsletter permission or manage_content on this site', async () => {
    const [a] = await contentIdsOf(server, 'edr', 1);
    const { rows } = await issueOf([a!]);
    const variables = { id: rows[0]!.id };
    await expectForbidden(server, 'removeNewsletterContentSchedule', variables, viewer);
    await expectUnauthenticated(server, 'removeNewsletterContentSchedule', variables);
    await expectUnknownTenantRefused(server, 'removeNewsletterContentSchedule', variables);
    expect(codeOf(await post(server, 'removeNewsletterContentSchedule', variables, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
