import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterTemplateDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer, onSite } from '../helpers/headers.js';
import { seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
let template: Awaited<ReturnType<typeof seededTemplate>>;

beforeAll(async () => {
  ({ server, manager, editor } = await startNewsletterServer());
  template = await seededTemplate(server);
});
afterAll(() => server.close());

describe('getNewsletterTemplate', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterTemplate'));

  it('answers the whole document to a newsletter manager', async () => {
    const { getNewsletterTemplate: found } = await execute(server, GetNewsletterTemplateDocument, { id: template.id }, { cmsToken: manager, tenantKey: 'edr' });
    expect(found).toMatchObject({ __typename: 'NewsletterTemplate', id: template.id, status: 1, payload: { name: template.document.name } });
    const document = found.document as typeof template.document;
    expect(document.styles.width).toBe(template.document.styles.width);
    expect(document.grid.rows.length).toBeGreaterThan(0);
    expect(document.defaultTesters.length).toBeGreaterThan(0);
    expect(found.version).toBeGreaterThanOrEqual(1);
    expect(found.campaignCount).toBeGreaterThan(0);
  });

  it('answers name and description to anyone, but not the document (it holds the testers’ addresses)', async () => {
    const anonymous = await post(server, 'getNewsletterTemplate', { id: template.id }, onSite('edr'));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data?.getNewsletterTemplate).toMatchObject({ payload: { name: template.document.name }, document: null });
    // Its content lists are public (the content editor's newsletter schedules pin items to manual ones).
    const lists = (anonymous.body.data?.getNewsletterTemplate as { contentLists: { title: string; populationMode: string; numberOfItems: number }[] }).contentLists;
    expect(lists.map((l) => l.title)).toEqual(['Top stories', 'More news', 'Editor’s pick', 'Also this week']);
    expect(lists.find((l) => l.title === 'Editor’s pick')).toMatchObject({ populationMode: 'manual', numberOfItems: 1 });
    const asEditor = await post(server, 'getNewsletterTemplate', { id: template.id }, bearer(editor, 'edr'));
    expect(asEditor.body.data?.getNewsletterTemplate).toMatchObject({ document: null });
  });

  it('does not answer another site’s template', async () => {
    const other = await seededTemplate(server, 'fot');
    const response = await post(server, 'getNewsletterTemplate', { id: other.id }, bearer(manager, 'edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.status).toBe(404);
    expect(response.body.errors?.[0]?.message).toBe(`No newsletter template with id ${other.id} was found on this site.`);
  });

  it('refuses bad variables and unknown sites', async () => {
    await expectBadVariablesRefused(server, 'getNewsletterTemplate', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterTemplate', { id: template.id });
  });
});
