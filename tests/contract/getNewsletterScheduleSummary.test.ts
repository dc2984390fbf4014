import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterScheduleSummaryDocument, SaveNewsletterContentSchedulesDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { contentIdsOf, insertTemplate, startNewsletterContentServer } from '../helpers/newsletterContent.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startNewsletterContentServer());
});
afterAll(() => server.close());

const summary = async (variables: { templateId: number; from: string; days?: number | null }) =>
  (await execute(server, GetNewsletterScheduleSummaryDocument, variables, { tenantKey: 'edr', cmsToken: manager.token })).getNewsletterScheduleSummary;

describe('getNewsletterScheduleSummary', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterScheduleSummary'));

  it('counts the items of each date, 14 days by default, across month ends', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const other = await insertTemplate(server, 'edr');
    const [a, b, c] = await contentIdsOf(server, 'edr', 3);
    const saveIssue = (template: number, issueDate: string, ids: number[]) =>
      execute(server, SaveNewsletterContentSchedulesDocument, { input: { templateId: template, issueDate, entries: ids.map((contentId) => ({ contentId })) } }, { cmsToken: manager.token });
    await saveIssue(templateId, '2031-01-30', [a!, b!, c!]);
    await saveIssue(templateId, '2031-02-02', [a!]);
    await saveIssue(templateId, '2031-02-20', [a!, b!]);
    // Another template's issue is not counted.
    await saveIssue(other, '2031-01-31', [a!, b!]);

    const days = await summary({ templateId, from: '2031-01-29' });
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ __typename: 'NewsletterScheduleDay', date: '2031-01-29', count: 0 });
    expect(days.map((d) => d.date).slice(0, 5)).toEqual(['2031-01-29', '2031-01-30', '2031-01-31', '2031-02-01', '2031-02-02']);
    expect(days.at(-1)?.date).toBe('2031-02-11');
    expect(days.filter((d) => d.count > 0).map((d) => [d.date, d.count])).toEqual([
      ['2031-01-30', 3],
      ['2031-02-02', 1],
    ]);
    const longer = await summary({ templateId, from: '2031-01-29', days: 62 });
    expect(longer).toHaveLength(62);
    expect(longer.find((d) => d.date === '2031-02-20')?.count).toBe(2);
    expect(await summary({ templateId, from: '2031-02-02', days: 1 })).toEqual([{ __typename: 'NewsletterScheduleDay', date: '2031-02-02', count: 1 }]);
  });

  it('refuses bad dates and day counts, and another site\'s template with NOT_FOUND', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const ask = (variables: unknown, token = manager.token) => post(server, 'getNewsletterScheduleSummary', variables, bearer(token, 'edr'));
    const badDays = await ask({ templateId, from: '2031-01-01', days: 63 });
    expect(codeOf(badDays)).toBe('BAD_USER_INPUT');
    expect(badDays.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ days: 'Choose from 1 to 62 days.' });
    expect(codeOf(await ask({ templateId, from: '2031-01-01', days: 0 }))).toBe('BAD_USER_INPUT');
    const badFrom = await ask({ templateId, from: '31/01/2031' });
    expect(badFrom.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ from: 'Enter a date such as 2026-11-27.' });
    expect(codeOf(await ask({ templateId: await insertTemplate(server, 'fot'), from: '2031-01-01' }))).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'getNewsletterScheduleSummary', { templateId, from: '2031-01-01', days: 'two' }, /days/);
  });

  it('needs a newsletter permission on this site', async () => {
    const templateId = await insertTemplate(server, 'edr');
    const variables = { templateId, from: '2031-01-01' };
    await expectForbidden(server, 'getNewsletterScheduleSummary', variables, editor);
    await expectUnauthenticated(server, 'getNewsletterScheduleSummary', variables);
    await expectUnknownTenantRefused(server, 'getNewsletterScheduleSummary', variables);
    expect(codeOf(await post(server, 'getNewsletterScheduleSummary', variables, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
