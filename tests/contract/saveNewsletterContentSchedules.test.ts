import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterContentSchedulesDocument, SaveNewsletterContentSchedulesDocument, type NewsletterContentSchedulesInput } from '../../src/gql/graphql.js';
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
let basic: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor, basic } = await startNewsletterContentServer());
});
afterAll(() => server.close());

const save = async (input: NewsletterContentSchedulesInput, token = manager.token, tenantKey = 'edr') =>
  (await execute(server, SaveNewsletterContentSchedulesDocument, { input }, { tenantKey, cmsToken: token })).saveNewsletterContentSchedules;
const postSave = (input: unknown, token = manager.token, tenantKey = 'edr') => post(server, 'saveNewsletterContentSchedules', { input }, bearer(token, tenantKey));

function expectFieldErrors(response: Awaited<ReturnType<typeof post>>, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

describe('saveNewsletterContentSchedules', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveNewsletterContentSchedules'));

  it('stores the list in the order given, with manual blocks by title, and writes a history row', async () => {
    const templateId = await insertTemplate(server, 'edr', { name: 'EDR Content Save' });
    const [a, b, c] = await contentIdsOf(server, 'edr', 3);
    const issueDate = nextIssueDate();
    const saved = await save({ templateId, issueDate, entries: [{ contentId: c! }, { contentId: a!, blockId: BLOCKS.manual }, { contentId: b!, blockId: '' }] });
    expect(saved.map((e) => [e.content.id, e.position, e.blockId, e.blockTitle])).toEqual([
      [c, 0, null, null],
      [a, 1, BLOCKS.manual, 'Sponsor picks'],
      [b, 2, null, null],
    ]);
    expect(saved[0]).toMatchObject({ __typename: 'NewsletterContentSchedule', templateId, templateName: 'EDR Content Save', issueDate });
    expect(saved[0]!.content).toMatchObject({ __typename: 'NewsletterScheduledContent', id: c, status: 1 });
    expect(typeof saved[0]!.content.name).toBe('string');
    expect((await issueRows(server, templateId, issueDate)).map((r) => r.contentId)).toEqual([c, a, b]);
    const row = await lastIssueHistory(server, templateId, issueDate);
    expect(row).toMatchObject({ action: 'create', userId: manager.id });
    expect((row!.snapshot as { entries: unknown[] }).entries).toHaveLength(3);
  });

  it('replaces the whole list (new order, items dropped) and an empty list clears the issue', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a, b, c, d] = await contentIdsOf(server, 'edr', 4);
    const issueDate = nextIssueDate();
    await save({ templateId, issueDate, entries: [{ contentId: a! }, { contentId: b! }, { contentId: c! }] });
    const replaced = await save({ templateId, issueDate, entries: [{ contentId: d! }, { contentId: b!, blockId: BLOCKS.manual }] });
    expect(replaced.map((e) => [e.content.id, e.position, e.blockId])).toEqual([
      [d, 0, null],
      [b, 1, BLOCKS.manual],
    ]);
    expect((await lastIssueHistory(server, templateId, issueDate))?.action).toBe('update');
    // Another date of the same template is untouched.
    const other = nextIssueDate();
    await save({ templateId, issueDate: other, entries: [{ contentId: a! }] });
    expect(await save({ templateId, issueDate, entries: [] })).toEqual([]);
    expect(await issueRows(server, templateId, issueDate)).toEqual([]);
    expect((await lastIssueHistory(server, templateId, issueDate))?.action).toBe('delete');
    const read = await execute(server, GetNewsletterContentSchedulesDocument, { templateId, issueDate: other }, { cmsToken: manager.token });
    expect(read.getNewsletterContentSchedules.map((e) => e.content.id)).toEqual([a]);
  });

  it('refuses a block that is not a manual content list, duplicates, deleted and unknown items, keeping what was stored', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a, b] = await contentIdsOf(server, 'edr', 2);
    const issueDate = nextIssueDate();
    await save({ templateId, issueDate, entries: [{ contentId: a! }] });
    const deleted = await insertContent(server, 'edr', 0);
    const [fotItem] = await contentIdsOf(server, 'fot', 1);
    expectFieldErrors(
      await postSave({
        templateId,
        issueDate,
        entries: [
          { contentId: a!, blockId: BLOCKS.automatic },
          { contentId: b!, blockId: 'no-such-block' },
          { contentId: a! },
          { contentId: deleted },
          { contentId: fotItem!, blockId: BLOCKS.html },
        ],
      }),
      {
        'entries.0.blockId': "'Top stories' is not a manual content list. Choose one of the template's manual content lists, or Automatic.",
        'entries.1.blockId': "This template has no block 'no-such-block'. Choose one of its manual content lists, or Automatic.",
        'entries.2.contentId': 'This item is already in the list.',
        'entries.3.contentId': 'This content item is deleted: take it off the list (or restore it first).',
        'entries.4.contentId': `No content item with id ${fotItem} was found on this site.`,
        'entries.4.blockId': "'A note' is not a manual content list. Choose one of the template's manual content lists, or Automatic.",
      },
    );
    // Nothing was lost.
    expect((await issueRows(server, templateId, issueDate)).map((r) => r.contentId)).toEqual([a]);
  });

  it('checks the date, the number of entries and the template being active', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a] = await contentIdsOf(server, 'edr', 1);
    expectFieldErrors(await postSave({ templateId, issueDate: '2026-02-30', entries: [] }), { issueDate: 'Enter a date such as 2026-11-27.' });
    const many = Array.from({ length: 201 }, (_, i) => ({ contentId: 10_000_000 + i }));
    expect((await postSave({ templateId, issueDate: nextIssueDate(), entries: many })).body.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      entries: 'An issue holds at most 200 items.',
    });
    const inactive = await insertTemplate(server, 'edr', { status: 0 });
    const issueDate = nextIssueDate();
    expectFieldErrors(await postSave({ templateId: inactive, issueDate, entries: [{ contentId: a! }] }), { templateId: 'Choose an active newsletter template.' });
    // Clearing an inactive template's issue is allowed.
    expect(await save({ templateId: inactive, issueDate, entries: [] })).toEqual([]);
    await expectBadVariablesRefused(server, 'saveNewsletterContentSchedules', { input: { templateId: 'one', issueDate, entries: [] } }, /templateId/);
  });

  it("cannot touch another site's template (NOT_FOUND)", async () => {
    const fotTemplate = await insertTemplate(server, 'fot');
    const [a] = await contentIdsOf(server, 'edr', 1);
    const response = await postSave({ templateId: fotTemplate, issueDate: nextIssueDate(), entries: [{ contentId: a! }] });
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No newsletter template with id ${fotTemplate} was found on this site.`);
  });

  it('needs a newsletter permission on this site (templates_basic will do; manage_content will not)', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const [a] = await contentIdsOf(server, 'edr', 1);
    const variables = { input: { templateId, issueDate: nextIssueDate(), entries: [{ contentId: a! }] } };
    await expectForbidden(server, 'saveNewsletterContentSchedules', variables, editor);
    await expectUnauthenticated(server, 'saveNewsletterContentSchedules', variables);
    await expectUnknownTenantRefused(server, 'saveNewsletterContentSchedules', variables);
    expect(codeOf(await postSave(variables.input, fotManager, 'edr'))).toBe('FORBIDDEN');
    expect((await save(variables.input, basic)).map((e) => e.content.id)).toEqual([a]);
  });
});
