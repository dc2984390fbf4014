import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveNewsletterContentSchedulesDocument, ScheduleContentToNewsletterDocument, type ScheduleContentToNewsletterInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { BLOCKS, contentIdsOf, insertContent, insertTemplate, issueRows, lastIssueHistory, nextIssueDate, startNewsletterContentServer } from '../helpers/newsletterContent.js';
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

const schedule = async (input: ScheduleContentToNewsletterInput, token = editor, tenantKey = 'edr') =>
  (await execute(server, ScheduleContentToNewsletterDocument, { input }, { tenantKey, cmsToken: token })).scheduleContentToNewsletter;
const postSchedule = (input: unknown, token = editor, tenantKey = 'edr') => post(server, 'scheduleContentToNewsletter', { input }, bearer(token, tenantKey));

describe('scheduleContentToNewsletter', () => {
  it('is served as text', () => expectDocumentServed(server, 'scheduleContentToNewsletter'));

  it('appends the item at the end of the issue (an editor with manage_content may) and writes history', async () => {
    const templateId = await insertTemplate(server, 'edr', { name: 'EDR Schedule' });
    const [a, b, c] = await contentIdsOf(server, 'edr', 3);
    const issueDate = nextIssueDate();
    await execute(server, SaveNewsletterContentSchedulesDocument, { input: { templateId, issueDate, entries: [{ contentId: a! }, { contentId: b! }] } }, { cmsToken: manager.token });
    const entry = await schedule({ contentId: c!, templateId, issueDate, blockId: BLOCKS.manual });
    expect(entry).toMatchObject({
      __typename: 'NewsletterContentSchedule',
      templateId,
      templateName: 'EDR Schedule',
      issueDate,
      blockId: BLOCKS.manual,
      blockTitle: 'Sponsor picks',
      content: { __typename: 'NewsletterScheduledContent', id: c },
    });
    expect((await issueRows(server, templateId, issueDate)).map((r) => r.contentId)).toEqual([a, b, c]);
    expect(await lastIssueHistory(server, templateId, issueDate)).toMatchObject({ action: 'update' });
    // The first item of an empty issue.
    const fresh = nextIssueDate();
    expect((await schedule({ contentId: a!, templateId, issueDate: fresh }, manager.token)).position).toBe(0);
    expect(await lastIssueHistory(server, templateId, fresh)).toMatchObject({ action: 'create', userId: manager.id });
  });

  it('keeps the place of an item already in the issue and only changes its block', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a, b, c] = await contentIdsOf(server, 'edr', 3);
    const issueDate = nextIssueDate();
    await execute(server, SaveNewsletterContentSchedulesDocument, { input: { templateId, issueDate, entries: [{ contentId: a! }, { contentId: b! }, { contentId: c! }] } }, { cmsToken: manager.token });
    const before = await issueRows(server, templateId, issueDate);
    const moved = await schedule({ contentId: b!, templateId, issueDate, blockId: BLOCKS.manual });
    expect(moved).toMatchObject({ id: before[1]!.id, position: 1, blockId: BLOCKS.manual });
    const back = await schedule({ contentId: b!, templateId, issueDate, blockId: null });
    expect(back).toMatchObject({ id: before[1]!.id, position: 1, blockId: null, blockTitle: null });
    expect((await issueRows(server, templateId, issueDate)).map((r) => r.contentId)).toEqual([a, b, c]);
  });

  it('refuses a block that is not a manual content list, a deleted item, an inactive template and a bad date', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a] = await contentIdsOf(server, 'edr', 1);
    const issueDate = nextIssueDate();
    const auto = await postSchedule({ contentId: a!, templateId, issueDate, blockId: BLOCKS.automatic2 });
    expect(codeOf(auto)).toBe('BAD_USER_INPUT');
    expect(auto.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      blockId: "'More news' is not a manual content list. Choose one of the template's manual content lists, or Automatic.",
    });
    const deleted = await insertContent(server, 'edr', 0);
    expect((await postSchedule({ contentId: deleted, templateId, issueDate })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      contentId: 'This content item is deleted: take it off the list (or restore it first).',
    });
    const inactive = await insertTemplate(server, 'edr', { status: 0 });
    expect((await postSchedule({ contentId: a!, templateId: inactive, issueDate })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      templateId: 'Choose an active newsletter template.',
    });
    expect((await postSchedule({ contentId: a!, templateId, issueDate: '2031-13-01' })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      issueDate: 'Enter a date such as 2026-11-27.',
    });
    expect(await issueRows(server, templateId, issueDate)).toEqual([]);
    await expectBadVariablesRefused(server, 'scheduleContentToNewsletter', { input: { contentId: a, issueDate } }, /templateId/);
  });

  it("answers NOT_FOUND for another site's content item or template", async () => {
    const templateId = await insertTemplate(server, 'edr');
    const fotTemplate = await insertTemplate(server, 'fot');
    const [edrItem] = await contentIdsOf(server, 'edr', 1);
    const [fotItem] = await contentIdsOf(server, 'fot', 1);
    const issueDate = nextIssueDate();
    const foreignItem = await postSchedule({ contentId: fotItem!, templateId, issueDate });
    expect(codeOf(foreignItem)).toBe('NOT_FOUND');
    expect(foreignItem.body.errors?.[0]?.message).toBe(`No content item with id ${fotItem} was found on this site.`);
    expect(codeOf(await postSchedule({ contentId: edrItem!, templateId: fotTemplate, issueDate }))).toBe('NOT_FOUND');
    // A fot manager on fot cannot use edr's template either.
    expect(codeOf(await postSchedule({ contentId: fotItem!, templateId, issueDate }, fotManager, 'fot'))).toBe('NOT_FOUND');
  });

  it('needs a newsletter permission or manage_content on this site', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a] = await contentIdsOf(server, 'edr', 1);
    const variables = { input: { contentId: a!, templateId, issueDate: nextIssueDate() } };
    await expectForbidden(server, 'scheduleContentToNewsletter', variables, viewer);
    await expectUnauthenticated(server, 'scheduleContentToNewsletter', variables);
    await expectUnknownTenantRefused(server, 'scheduleContentToNewsletter', variables);
    expect(codeOf(await postSchedule(variables.input, fotManager, 'edr'))).toBe('FORBIDDEN');
  });
});
