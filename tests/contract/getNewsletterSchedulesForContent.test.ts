import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterSchedulesForContentDocument, ScheduleContentToNewsletterDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { BLOCKS, contentIdsOf, insertContent, insertTemplate, startNewsletterContentServer } from '../helpers/newsletterContent.js';
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

const read = async (contentId: number, token = editor, tenantKey = 'edr') =>
  (await execute(server, GetNewsletterSchedulesForContentDocument, { contentId }, { tenantKey, cmsToken: token })).getNewsletterSchedulesForContent;

describe('getNewsletterSchedulesForContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterSchedulesForContent'));

  it("lists the item's schedules with template names, newest issue first (an editor with manage_content may read)", async () => {
    const daily = await insertTemplate(server, 'edr', { name: 'EDR Daily Test' });
    const weekly = await insertTemplate(server, 'edr', { name: 'EDR Weekly Test' });
    const item = await insertContent(server, 'edr', 1, 'Scheduled everywhere');
    const [other] = await contentIdsOf(server, 'edr', 1);
    const schedule = (templateId: number, issueDate: string, contentId = item, blockId: string | null = null) =>
      execute(server, ScheduleContentToNewsletterDocument, { input: { contentId, templateId, issueDate, blockId } }, { cmsToken: manager.token });
    await schedule(daily, '2032-03-02');
    await schedule(weekly, '2032-03-05', item, BLOCKS.manual);
    await schedule(daily, '2032-02-27');
    await schedule(daily, '2032-03-02', other!);

    const list = await read(item);
    expect(list.map((e) => [e.templateName, e.issueDate, e.blockTitle])).toEqual([
      ['EDR Weekly Test', '2032-03-05', 'Sponsor picks'],
      ['EDR Daily Test', '2032-03-02', null],
      ['EDR Daily Test', '2032-02-27', null],
    ]);
    expect(list[0]).toMatchObject({ __typename: 'NewsletterContentSchedule', templateId: weekly, blockId: BLOCKS.manual, content: { __typename: 'NewsletterScheduledContent', id: item, name: 'Scheduled everywhere' } });
    expect(await read(await insertContent(server, 'edr', 2))).toEqual([]);
    expect(await read(item, manager.token)).toHaveLength(3);
  });

  it("answers NOT_FOUND for another site's item", async () => {
    const [fotItem] = await contentIdsOf(server, 'fot', 1);
    const response = await post(server, 'getNewsletterSchedulesForContent', { contentId: fotItem }, bearer(editor, 'edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`No content item with id ${fotItem} was found on this site.`);
    await expectBadVariablesRefused(server, 'getNewsletterSchedulesForContent', { contentId: 'x' }, /contentId/);
  });

  it('needs a newsletter permission or manage_content on this site', async () => {
    const [item] = await contentIdsOf(server, 'edr', 1);
    const variables = { contentId: item! };
    await expectForbidden(server, 'getNewsletterSchedulesForContent', variables, viewer);
    await expectUnauthenticated(server, 'getNewsletterSchedulesForContent', variables);
    await expectUnknownTenantRefused(server, 'getNewsletterSchedulesForContent', variables);
    expect(codeOf(await post(server, 'getNewsletterSchedulesForContent', variables, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
