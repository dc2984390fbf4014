import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterTemplateDocument, SaveNewsletterTemplateDocument } from '../../src/gql/graphql.js';
import { history } from '../../src/server/db/schema/index.js';
import { newTemplateDocument, NEWSLETTER_TEMPLATE_MESSAGES, type NewsletterTemplateDocument } from '../../src/shared/newsletterTemplates.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { seededTemplate, startNewsletterServer } from '../helpers/newsletterCampaigns.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let basic: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, basic, editor } = await startNewsletterServer());
});
afterAll(() => server.close());

let n = 0;
const newId = () => `t${(n += 1)}`;
const save = async (input: Record<string, unknown>, token = manager) => (await execute(server, SaveNewsletterTemplateDocument, { input: input as never }, { cmsToken: token, tenantKey: 'edr' })).saveNewsletterTemplate;
const postSave = (input: Record<string, unknown>, token = manager) => post(server, 'saveNewsletterTemplate', { input }, bearer(token, 'edr'));

function expectFieldErrors(response: Awaited<ReturnType<typeof post>>, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toMatchObject(fieldErrors);
}

describe('saveNewsletterTemplate', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveNewsletterTemplate'));

  it('creates a template with the defaults filled in and writes history', async () => {
    const created = await save({ status: 1, document: { name: '  Morning Brief ', styles: { width: 800 } } });
    expect(created).toMatchObject({ __typename: 'NewsletterTemplate', status: 1, version: 1, campaignCount: 0, payload: { name: 'Morning Brief' } });
    const document = created.document as NewsletterTemplateDocument;
    expect(document.styles).toMatchObject({ width: 800, fontFamily: 'Arial, Helvetica, sans-serif' });
    expect(document.header.style).toBe('logo-left');
    expect(document.deployment).toMatchObject({ productId: null, subjectPattern: '[name] – [date]', time: '06:00' });
    const [row] = await server.database.db.select().from(history).where(and(eq(history.entityType, 'NewsletterTemplate'), eq(history.entityId, String(created.id)))).orderBy(desc(history.id));
    expect(row?.action).toBe('create');
  });

  it('keeps a grid of newsletter blocks, their defaults filled in', async () => {
    const document = newTemplateDocument('Grid test', newId);
    document.grid.rows.push({ id: newId(), settings: { layout: '1_1', verticalPadding: 0, horizontalPadding: 0, backgroundColor: '', title: '' }, columns: [{ id: newId(), blocks: [{ id: newId(), type: 'native_ad', settings: { position: 3 } }] }, { id: newId(), blocks: [{ id: newId(), type: 'html', settings: { html: '<p>Hi</p>' } }] }] });
    const created = await save({ status: 1, document });
    const grid = (created.document as NewsletterTemplateDocument).grid;
    expect(grid.rows).toHaveLength(2);
    expect(grid.rows[1]!.columns[0]!.blocks[0]!.settings).toMatchObject({ position: 3, placements: ['sponsored_content', 'sponsored_link', 'job_opening', 'product_showcase'], padding: 12 });
  });

  it('names every wrong field by its path', async () => {
    const document = newTemplateDocument('x', newId);
    const response = await postSave({
      status: 1,
      document: {
        ...document,
        name: ' ',
        styles: { ...document.styles, width: 640 },
        defaultTesters: ['ok@example.com', 'not-an-address'],
        grid: { rows: [{ id: 'r1', settings: { layout: '1_2' }, columns: [{ id: 'c1', blocks: [] }, { id: 'c2', blocks: [] }] }] },
      },
    });
    expectFieldErrors(response, {
      name: 'Field is required',
      'styles.width': 'Choose a width of 700, 750 or 800 pixels.',
      defaultTesters: "'not-an-address' is not a valid email address.",
      'grid.rows.0.settings.layout': 'A newsletter row is one column or two equal columns (1_1).',
    });
    const blocks = await postSave({ status: 1, document: { ...document, grid: { rows: [{ id: 'r1', settings: { layout: '1' }, columns: [{ id: 'c1', blocks: [{ id: 'b1', type: 'content_list', settings: { numberOfItems: 0, teaserLength: 700 } }, { id: 'b2', type: 'carousel' }] }] }] } } });
    expectFieldErrors(blocks, {
      'grid.rows.0.columns.0.blocks.0.settings.numberOfItems': 'Number of items must be between 1 and 100.',
      'grid.rows.0.columns.0.blocks.0.settings.teaserLength': 'Teaser length must be between 50 and 600.',
    });
    expect((blocks.body.errors?.[0]?.extensions?.fieldErrors as Record<string, string>)['grid.rows.0.columns.0.blocks.1.type']).toMatch(/^Unknown newsletter block type 'carousel'/);
  });

  it('takes only an enabled newsletter as the list', async () => {
    const seeded = await seededTemplate(server);
    const document = newTemplateDocument('List test', newId);
    expect((await save({ status: 1, document: { ...document, deployment: { ...document.deployment, productId: seeded.productId } } })).document).toMatchObject({ deployment: { productId: seeded.productId } });
    expectFieldErrors(await postSave({ status: 1, document: { ...document, deployment: { ...document.deployment, productId: 999999 } } }), { 'deployment.productId': NEWSLETTER_TEMPLATE_MESSAGES.productNotEnabled });
  });

  it('updates with the version; a stale one is refused with CONFLICT', async () => {
    const created = await save({ status: 1, document: newTemplateDocument('Versioned', newId) });
    const updated = await save({ id: created.id, version: created.version, status: 0, document: { ...(created.document as object), description: 'Second' } });
    expect(updated).toMatchObject({ version: 2, status: 0, payload: { description: 'Second' } });
    const stale = await postSave({ id: created.id, version: 1, status: 1, document: created.document as object });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This newsletter template was changed by .* since you opened it\./);
    const missingVersion = await postSave({ id: created.id, status: 1, document: created.document as object });
    expect(missingVersion.body.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ version: 'Field is required' });
  });

  it('lets a basic editor change content but not structure, and not create', async () => {
    const created = await save({ status: 1, document: newTemplateDocument('Basic split', newId) });
    const document = created.document as NewsletterTemplateDocument;
    const block = document.grid.rows[0]!.columns[0]!.blocks[0]!;
    const content = {
      ...document,
      preheaderBlurb: 'Changed by the desk',
      defaultTesters: ['desk@example.com'],
      grid: { rows: [{ ...document.grid.rows[0]!, columns: [{ ...document.grid.rows[0]!.columns[0]!, blocks: [{ ...block, settings: { ...block.settings, title: 'Lead stories', numberOfItems: 4 } }] }] }] },
    };
    const saved = await save({ id: created.id, version: created.version, status: 1, document: content }, basic);
    expect(saved.document).toMatchObject({ preheaderBlurb: 'Changed by the desk', defaultTesters: ['desk@example.com'] });
    for (const structural of [
      { ...content, styles: { ...content.styles, width: 700 } },
      { ...content, header: { ...content.header, style: 'banner' } },
      { ...content, grid: { rows: [] } },
    ]) {
      const refused = await postSave({ id: created.id, version: saved.version, status: 1, document: structural }, basic);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toBe(NEWSLETTER_TEMPLATE_MESSAGES.structureNeedsFullPermission);
    }
    const status = await postSave({ id: created.id, version: saved.version, status: 0, document: content }, basic);
    expect(status.body.errors?.[0]?.message).toBe(NEWSLETTER_TEMPLATE_MESSAGES.structureNeedsFullPermission);
    const create = await postSave({ status: 1, document: newTemplateDocument('Nope', newId) }, basic);
    expect(create.body.errors?.[0]?.message).toBe(NEWSLETTER_TEMPLATE_MESSAGES.createNeedsFullPermission);
    const reread = (await execute(server, GetNewsletterTemplateDocument, { id: created.id }, { cmsToken: manager, tenantKey: 'edr' })).getNewsletterTemplate;
    expect(reread.version).toBe(saved.version);
  });

  it('is refused without a template permission, on another site’s template, and for bad variables', async () => {
    await expectUnauthenticated(server, 'saveNewsletterTemplate', { input: { status: 1, document: { name: 'x' } } });
    await expectForbidden(server, 'saveNewsletterTemplate', { input: { status: 1, document: { name: 'x' } } }, editor);
    const fot = await seededTemplate(server, 'fot');
    const other = await postSave({ id: fot.id, version: fot.version, status: 1, document: fot.document });
    expect(codeOf(other)).toBe('NOT_FOUND');
    await expectBadVariablesRefused(server, 'saveNewsletterTemplate', { input: { status: 'x', document: {} } }, /Int/);
    await expectUnknownTenantRefused(server, 'saveNewsletterTemplate', { input: { status: 1, document: { name: 'x' } } });
  });
});
