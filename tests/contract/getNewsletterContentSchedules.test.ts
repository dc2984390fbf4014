import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterContentSchedulesDocument, SaveNewsletterContentSchedulesDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { BLOCKS, contentIdsOf, insertContent, insertTemplate, nextIssueDate, startNewsletterContentServer } from '../helpers/newsletterContent.js';
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

const read = async (templateId: number, issueDate: string, token = manager.token) =>
  (await execute(server, GetNewsletterContentSchedulesDocument, { templateId, issueDate }, { tenantKey: 'edr', cmsToken: token })).getNewsletterContentSchedules;

describe('getNewsletterContentSchedules', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterContentSchedules'));

  it("answers the issue's entries in order with the small content view", async () => {
    const templateId = await insertTemplate(server, 'edr', { name: 'EDR Content Read' });
    const [a, b] = await contentIdsOf(server, 'edr', 2);
    const draft = await insertContent(server, 'edr', 2, 'A draft for the newsletter');
    const issueDate = nextIssueDate();
    await execute(
      server,
      SaveNewsletterContentSchedulesDocument,
      { input: { templateId, issueDate, entries: [{ contentId: b! }, { contentId: draft, blockId: BLOCKS.manual }, { contentId: a! }] } },
      { cmsToken: manager.token },
    );
    const entries = await read(templateId, issueDate);
    expect(entries.map((e) => [e.content.id, e.position, e.blockId, e.blockTitle])).toEqual([
      [b, 0, null, null],
      [draft, 1, BLOCKS.manual, 'Sponsor picks'],
      [a, 2, null, null],
    ]);
    expect(entries[1]).toMatchObject({
      __typename: 'NewsletterContentSchedule',
      templateId,
      templateName: 'EDR Content Read',
      issueDate,
      content: { __typename: 'NewsletterScheduledContent', id: draft, name: 'A draft for the newsletter', type: 'Article', status: 2, published: '2026-01-05T12:00:00.000Z', primarySectionName: null, teaser: null },
    });
    // Another date of the template is empty.
    expect(await read(templateId, nextIssueDate())).toEqual([]);
    // manage_newsletter_templates_basic may read too.
    expect(await read(templateId, issueDate, basic)).toHaveLength(3);
  });

  it('refuses a bad date, and another site\'s template with NOT_FOUND', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const bad = await post(server, 'getNewsletterContentSchedules', { templateId, issueDate: 'tomorrow' }, bearer(manager.token, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ issueDate: 'Enter a date such as 2026-11-27.' });
    const fotTemplate = await insertTemplate(server, 'fot');
    const other = await post(server, 'getNewsletterContentSchedules', { templateId: fotTemplate, issueDate: '2030-01-01' }, bearer(manager.token, 'edr'));
    expect(codeOf(other)).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'getNewsletterContentSchedules', { templateId }, /issueDate/);
  });

  it('needs a newsletter permission on this site', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const variables = { templateId, issueDate: '2030-01-01' };
    await expectForbidden(server, 'getNewsletterContentSchedules', variables, editor);
    await expectUnauthenticated(server, 'getNewsletterContentSchedules', variables);
    await expectUnknownTenantRefused(server, 'getNewsletterContentSchedules', variables);
    expect(codeOf(await post(server, 'getNewsletterContentSchedules', variables, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
