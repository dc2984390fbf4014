import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/server/db/schema/index.js';
import { GetContentStreamDocument, ScheduleContentToIssueDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute } from '../helpers/execute.js';
import { as, expectFieldErrors, issueRows, lastHistory, liveItem, scheduleRows, sectionRows, startMagazineServer } from '../helpers/magazines.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let fotManager: string;
let editor: string;
let viewer: string;
let issuer: string;

beforeAll(async () => {
  ({ server, fotManager, editor, viewer, issuer } = await startMagazineServer());
});
afterAll(() => server.close());

const schedule = async (input: { contentId: number; issueId: number; sectionId?: number | null }, token = editor) =>
  (await execute(server, ScheduleContentToIssueDocument, { input }, { tenantKey: 'edr', cmsToken: token })).scheduleContentToIssue;

describe('scheduleContentToIssue', () => {
  it('is served as text', () => expectDocumentServed(server, 'scheduleContentToIssue'));

  it('puts an item last into an issue, in a section of its publication, and the issue lists it at once', async () => {
    const issue = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const section = (await sectionRows(server, 'edr')).find((row) => row.publicationId === issue.publicationId)!;
    const item = await liveItem(server, 'edr');
    const before = await scheduleRows(server, issue.id);
    const saved = await schedule({ contentId: item.id, issueId: issue.id, sectionId: section.id });
    expect(saved).toMatchObject({
      __typename: 'IssueContentSchedule',
      contentId: item.id,
      content: { __typename: 'ContentReference', id: item.id, name: item.name, canonicalPath: item.canonicalPath },
      issueId: issue.id,
      issue: { id: issue.id, name: issue.name },
      sectionId: section.id,
      section: { id: section.id, name: section.name },
      sequence: Math.max(...before.map((row) => row.sequence)) + 1,
    });
    expect(await lastHistory(server, 'IssueContentSchedule', saved.id)).toMatchObject({ action: 'create' });
    const listed = await execute(server, GetContentStreamDocument, { issueId: issue.id, limit: 100 });
    expect(listed.getContentStream.edges.map((e) => e.node.id)).toContain(item.id);
    const inSection = await execute(server, GetContentStreamDocument, { issueId: issue.id, issueSectionId: section.id, limit: 100 });
    expect(inSection.getContentStream.edges.map((e) => e.node.id)).toContain(item.id);
  });

  it('files an item already in the issue under another section (or none) instead of adding it twice', async () => {
    const issue = (await issueRows(server, 'edr')).filter((row) => row.status === 1)[1]!;
    const item = await liveItem(server, 'edr', 1);
    const first = await schedule({ contentId: item.id, issueId: issue.id }, issuer);
    expect(first.sectionId).toBeNull();
    const section = (await sectionRows(server, 'edr')).find((row) => row.publicationId === issue.publicationId)!;
    const moved = await schedule({ contentId: item.id, issueId: issue.id, sectionId: section.id }, issuer);
    expect(moved).toMatchObject({ id: first.id, sectionId: section.id, sequence: first.sequence });
    expect((await scheduleRows(server, issue.id)).filter((row) => row.contentId === item.id)).toHaveLength(1);
    expect(await lastHistory(server, 'IssueContentSchedule', first.id)).toMatchObject({ action: 'update' });
  });

  it("refuses a section of another publication, a deleted item, and another site's item or issue", async () => {
    const issues = await issueRows(server, 'edr');
    const issue = issues.find((row) => row.status === 1)!;
    const otherSection = (await sectionRows(server, 'edr')).find((row) => row.publicationId !== issue.publicationId)!;
    const item = await liveItem(server, 'edr', 2);
    expectFieldErrors(await as(server, editor).post('scheduleContentToIssue', { input: { contentId: item.id, issueId: issue.id, sectionId: otherSection.id } }), {
      sectionId: "Choose one of the sections of the issue's publication.",
    });
    await server.database.db.update(content).set({ status: 0 }).where(eq(content.id, item.id));
    expectFieldErrors(await as(server, editor).post('scheduleContentToIssue', { input: { contentId: item.id, issueId: issue.id } }), {
      contentId: 'A deleted item cannot be scheduled to an issue.',
    });
    const fotItem = await liveItem(server, 'fot');
    const [fotIssue] = await issueRows(server, 'fot');
    expect(codeOf(await as(server, editor).post('scheduleContentToIssue', { input: { contentId: fotItem.id, issueId: issue.id } }))).toBe('NOT_FOUND');
    const wrongIssue = await as(server, editor).post('scheduleContentToIssue', { input: { contentId: (await liveItem(server, 'edr', 3)).id, issueId: fotIssue!.id } });
    expect(codeOf(wrongIssue)).toBe('NOT_FOUND');
    expect(wrongIssue.body.errors?.[0]?.message).toBe(`No magazine issue with id ${fotIssue!.id} was found on this site.`);
  });

  it('needs manage_content or manage_magazine_issues on this site', async () => {
    const issue = (await issueRows(server, 'edr')).find((row) => row.status === 1)!;
    const variables = { input: { contentId: (await liveItem(server, 'edr', 4)).id, issueId: issue.id } };
    await expectForbidden(server, 'scheduleContentToIssue', variables, viewer);
    await expectUnauthenticated(server, 'scheduleContentToIssue', variables);
    await expectUnknownTenantRefused(server, 'scheduleContentToIssue', variables);
    expect(codeOf(await as(server, fotManager).post('scheduleContentToIssue', variables))).toBe('FORBIDDEN');
  });
});
