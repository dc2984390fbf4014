// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import type { GetNewsletterTemplateQuery } from '../../gql/graphql.js';
import { NEWSLETTER_TEMPLATE_MESSAGES, checkNewsletterTemplate, newTemplateDocument, newsletterTemplateSchema, templateStructure, type NewsletterTemplateDocument } from '../../shared/newsletterTemplates.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { NewsletterTemplateEditor } from './NewsletterTemplateEditor.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => {
  cleanup();
  navigate.mockClear();
  notifications.clean();
});

type Handler = (variables: Record<string, unknown>) => unknown;
type Input = { id?: number; version?: number; status: number; document: NewsletterTemplateDocument };

let n = 0;
const storedDocument: NewsletterTemplateDocument = {
  ...newTemplateDocument('EDR Daily', () => `s${++n}`),
  description: 'The day’s top design news.',
  deployment: { days: ['mon', 'wed'], time: '06:30', senderName: 'EDR', senderEmail: 'news@edr.example', replyTo: '', subjectPattern: '[name] – [date]', productId: 100101 },
};

const stored: GetNewsletterTemplateQuery['getNewsletterTemplate'] = {
  __typename: 'NewsletterTemplate',
  id: 7,
  status: 1,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  campaignCount: 2,
  payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: 'The day’s top design news.' },
  document: storedDocument,
  contentLists: [],
};

const settings = {
  getNewsletterSettings: {
    __typename: 'SettingsDocument',
    id: 'newsletterSettings:1',
    key: 'newsletterSettings',
    payload: { enabledNewsletters: [{ productId: 100101, title: 'EDR Daily', description: 'Daily.', showInSubscribeBlock: true }] },
    version: 1,
    updated: '2026-01-01T00:00:00.000Z',
    updatedBy: 'Nora Letter',
  },
};

const savedAs = (input: Input, id: number) => ({
  saveNewsletterTemplate: { ...stored, id, version: (input.version ?? 0) + 1, payload: { ...stored.payload, name: input.document.name }, document: input.document },
});

function renderEditor(mode: { mode: 'create' } | { mode: 'edit'; id: number }, handlers: Record<string, Handler>, permissions: Permission[] = ['manage_newsletter_templates']) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = { getNewsletterTemplate: () => ({ getNewsletterTemplate: stored }), getNewsletterSettings: () => settings, ...handlers };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        try {
          observer.next({ data: (all[name]?.(operation.variables) ?? {}) as Record<string, unknown> });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  const session = { can: permissionChecker(permissions), user: { isGlobal: 1, tenants: [{ id: 1 }] }, tenant: { id: 1, name: 'Demo', tenantKey: 'demo' } } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <NewsletterTemplateEditor {...mode} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  const sent = () => calls.filter((c) => c.name === 'saveNewsletterTemplate').map((c) => c.variables.input as Input);
  return { calls, sent, user: userEvent.setup() };
}

// Long forms and several clicks through jsdom per test: slow on a busy 2-core machine.
describe('NewsletterTemplateEditor', { timeout: 90_000 }, () => {
  it('creates a template: the name is required, then the document the server expects is sent and the edit screen opens', async () => {
    const { sent, user } = renderEditor({ mode: 'create' }, { saveNewsletterTemplate: (v) => savedAs(v.input as Input, 9) });
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('template-problems').textContent).toContain('Name — Field is required');
    expect(sent()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Power Weekly');
    await user.click(screen.getByRole('radio', { name: '800 px' }));
    await user.click(screen.getByRole('radio', { name: 'Centred logo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fri' }));
    await user.click(screen.getByRole('button', { name: 'Add subscription link' }));
    await user.type(screen.getAllByRole('textbox', { name: /^Label/ })[0]!, 'Manage preferences');
    await user.type(screen.getAllByRole('textbox', { name: /^URL/ })[0]!, 'https://edr.example/newsletters');
    await user.click(screen.getByRole('combobox', { name: /^List/ }));
    await user.click(await screen.findByRole('option', { name: 'EDR Daily (100101)' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-newsletter-template/9'));
    const [input] = sent();
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('version');
    expect(input?.status).toBe(1);
    const document = input!.document;
    expect(Object.keys(document).sort()).toEqual(Object.keys(newsletterTemplateSchema.shape).sort());
    expect(document).toMatchObject({
      name: 'Power Weekly',
      styles: { width: 800 },
      header: { style: 'logo-center' },
      subscriptionLinks: [{ label: 'Manage preferences', url: 'https://edr.example/newsletters' }],
      deployment: { days: ['fri'], productId: 100101, time: '06:00' },
    });
    expect(document.grid.rows).toHaveLength(2);
    expect(document.grid.rows[1]).toEqual({ id: expect.any(String), settings: { layout: '1', verticalPadding: 0, horizontalPadding: 0, backgroundColor: '', title: '' }, columns: [{ id: expect.any(String), blocks: [] }] });
    expect(checkNewsletterTemplate(document).ok).toBe(true);
  });

  it('saves with id and version and puts the server’s messages on the fields and the grid’s blocks', async () => {
    const { sent, user } = renderEditor(
      { mode: 'edit', id: 7 },
      {
        saveNewsletterTemplate: () => {
          throw new TransportError('Please correct the highlighted fields.', {
            status: 200,
            code: 'BAD_USER_INPUT',
            fieldErrors: {
              'deployment.productId': NEWSLETTER_TEMPLATE_MESSAGES.productNotEnabled,
              'grid.rows.0.columns.0.blocks.0.settings.numberOfItems': 'Number of items must be between 1 and 100.',
            },
          });
        },
      },
    );
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    expect(screen.getByTestId('template-version').textContent).toContain('2 campaigns');
    await user.type(description, ' Daily.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWSLETTER_TEMPLATE_MESSAGES.productNotEnabled)).toBeTruthy();
    // The block's card says so while its drawer is closed.
    const card = screen.getByTestId('grid-block');
    expect(within(card).getByText('Number of items must be between 1 and 100.')).toBeTruthy();
    expect(sent()[0]).toMatchObject({ id: 7, version: 3, status: 1, document: { description: 'The day’s top design news. Daily.' } });
  });

  it('offers Reload when someone else saved first', async () => {
    const { user } = renderEditor(
      { mode: 'edit', id: 7 },
      {
        saveNewsletterTemplate: () => {
          throw new TransportError('Someone else changed this template: reload it.', { status: 200, code: 'CONFLICT' });
        },
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain('Someone else changed this template: reload it.');
    expect(within(conflict).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('lets a basic editor change texts and block settings but not the structure', async () => {
    const { sent, user } = renderEditor(
      { mode: 'edit', id: 7 },
      { saveNewsletterTemplate: (v) => savedAs(v.input as Input, 7) },
      ['manage_newsletter_templates_basic'],
    );
    expect((await screen.findByTestId('template-basic-editor')).textContent).toContain(
      'You can edit texts, links, testers and block settings; rows, blocks, styles and deployment need Manage newsletter templates.',
    );
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Sender name/ }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Legacy newsletter id/ }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: /^Font/ }) as HTMLInputElement).readOnly).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /^Preheader blurb/ }), 'Top stories today');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Content list settings' });
    const items = within(drawer).getByRole('textbox', { name: /^Number of items/ });
    await user.clear(items);
    await user.type(items, '8');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    const document = sent()[0]!.document;
    expect(document.preheaderBlurb).toBe('Top stories today');
    expect(document.grid.rows[0]?.columns[0]?.blocks[0]?.settings.numberOfItems).toBe(8);
    // What the server compares for a basic editor is unchanged.
    const check = checkNewsletterTemplate(document);
    expect(check.ok && templateStructure(check.value)).toBe(templateStructure(storedDocument));
  });

  it('shows the server’s word when a basic editor’s save touches the structure', async () => {
    const { user } = renderEditor(
      { mode: 'edit', id: 7 },
      {
        saveNewsletterTemplate: () => {
          throw new TransportError(NEWSLETTER_TEMPLATE_MESSAGES.structureNeedsFullPermission, { status: 200, code: 'FORBIDDEN' });
        },
      },
      ['manage_newsletter_templates_basic'],
    );
    await user.type(await screen.findByRole('textbox', { name: /^Preheader blurb/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWSLETTER_TEMPLATE_MESSAGES.structureNeedsFullPermission)).toBeTruthy();
  });

  it('previews the form’s document for an issue date: warnings above a sandboxed frame, at each width', async () => {
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 7 },
      {
        previewNewsletterTemplate: () => ({
          previewNewsletterTemplate: {
            __typename: 'NewsletterRendering',
            subject: 'EDR Daily – March 5, 2026',
            preheader: '',
            html: '<html><body><h1>EDR Daily</h1></body></html>',
            text: 'EDR Daily',
            warnings: ['Block 1 (Content list) has no content scheduled for March 5, 2026: it is left out.'],
          },
        }),
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), ' Unsaved.');
    const date = screen.getByLabelText('Issue date');
    expect((date as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const warnings = await screen.findByTestId('preview-warnings');
    expect(warnings.textContent).toContain('has no content scheduled for March 5, 2026');
    const frame = screen.getByTitle('Newsletter preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>EDR Daily</h1>');
    expect(frame.getAttribute('width')).toBe('750');
    // The warnings stand above the frame.
    expect(warnings.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(screen.getByTestId('template-preview')).getByRole('radio', { name: '700 px' }));
    expect(frame.getAttribute('width')).toBe('700');

    const call = calls.find((c) => c.name === 'previewNewsletterTemplate');
    expect(call?.variables).toMatchObject({ issueDate: '2026-03-05', document: { name: 'EDR Daily', description: 'The day’s top design news. Unsaved.' } });
    expect(calls.some((c) => c.name === 'saveNewsletterTemplate')).toBe(false);
  });

  it('confirms a delete, saying a template with campaigns is set inactive instead', async () => {
    const { calls, user } = renderEditor({ mode: 'edit', id: 7 }, { deleteNewsletterTemplate: () => ({ deleteNewsletterTemplate: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete newsletter template?' });
    expect(dialog.textContent).toContain('has 2 campaigns, so it is not deleted: it is set inactive instead');
    await user.click(within(dialog).getByRole('button', { name: 'Set inactive' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/newsletter-templates'));
    expect(calls.find((c) => c.name === 'deleteNewsletterTemplate')?.variables).toEqual({ id: 7 });
  });
});
