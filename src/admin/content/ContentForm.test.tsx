// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import type { GetContentForEditQuery } from '../../gql/graphql.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { ContentForm } from './ContentForm.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

// jsdom lays nothing out; ProseMirror (the rich-text editor) measures the selection as it types.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= noRect;
}

afterEach(() => {
  cleanup();
  navigate.mockClear();
});

type Handler = (variables: Record<string, unknown>) => unknown;

/** An Apollo client whose link answers by operation name (a thrown error is a failed call). */
function clientWith(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        try {
          const handler = handlers[name];
          observer.next({ data: (handler ? handler(operation.variables) : emptyAnswer(name)) as Record<string, unknown> });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

const emptyConnection = (typename: string) => ({ __typename: typename, totalCount: 0, edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, endCursor: null } });
function emptyAnswer(name: string): unknown {
  if (name === 'getWebsiteSectionsHierarchy') {
    return { getWebsiteSectionsHierarchy: [{ __typename: 'WebsiteSection', id: 4, name: 'Power', alias: 'power', fullName: 'Power', systemAlias: 'power', manualAlias: null, description: null, gamAlias: null, depth: 1, parentId: null, version: 1, hierarchy: [] }] };
  }
  if (name === 'getMembershipStream') return { getMembershipStream: emptyConnection('MembershipConnection') };
  if (name === 'getAssetStream') return { getAssetStream: emptyConnection('AssetConnection') };
  if (name === 'getContentAdminStream') return { getContentAdminStream: { ...emptyConnection('ContentAdminConnection'), totalCountExact: true, phraseCapped: false } };
  return {};
}

function session(permissions: Permission[]): AdminSession {
  return { can: permissionChecker(permissions), tenant: { id: 1, name: 'EDR', tenantKey: 'edr' } } as unknown as AdminSession;
}

function renderForm(ui: ReactNode, handlers: Record<string, Handler>, permissions: Permission[] = ['manage_content']) {
  const { client, calls } = clientWith(handlers);
  renderWithMantine(
    <ApolloProvider client={client}>
      <AdminSessionContext.Provider value={session(permissions)}>{ui}</AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const item: GetContentForEditQuery['getContent'] = {
  __typename: 'Content',
  id: 10000042,
  type: 'Article',
  status: 1,
  name: 'Stored name',
  alias: 'power/stored-name',
  canonicalPath: '/power/stored-name',
  siteContext: { __typename: 'SiteContext', path: '/power/stored-name', canonicalUrl: 'http://x/power/stored-name' },
  published: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-02T00:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  version: 3,
  editDocument: { id: 10000042, type: 'Article', status: 1, name: 'Stored name', primarySectionId: 4, published: '2026-01-01T00:00:00.000Z', details: {} },
  primarySection: { __typename: 'WebsiteSection', id: 4, name: 'Power', fullName: 'Power', alias: 'power' },
  taxonomy: { __typename: 'TaxonomyTermConnection', edges: [] },
  authors: { __typename: 'PersonConnection', edges: [] },
  company: null,
} as GetContentForEditQuery['getContent'];

describe('ContentForm', () => {
  it('creates an item: shows the derived path, sends the input and opens the edit URL', async () => {
    const { calls, user } = renderForm(<ContentForm type="Article" item={null} onReload={null} />, {
      saveContent: (v) => ({ saveContent: { ...item, id: 10000099, name: (v.input as { name: string }).name, version: 1 } }),
    });
    await user.type(screen.getByLabelText(/^Name/, { selector: 'input' }), 'GaN Chargers Shrink');
    expect(screen.getByTestId('canonical-path').textContent).toContain('/gan-chargers-shrink');
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-content/10000099'));
    const save = calls.find((c) => c.name === 'saveContent');
    expect(save?.variables.input).toMatchObject({ type: 'Article', status: 2, name: 'GaN Chargers Shrink' });
    expect(save?.variables.input).not.toHaveProperty('version');
  });

  it('refuses a blank name with the spec message before calling the server', async () => {
    const { calls, user } = renderForm(<ContentForm type="News" item={null} onReload={null} />, {});
    await user.click(screen.getByRole('button', { name: 'Create news' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(calls.some((c) => c.name === 'saveContent')).toBe(false);
  });

  it('on CONFLICT shows who changed it and compares the unsaved values with the stored ones', async () => {
    const stored = { ...item, name: 'Their name', version: 4, editDocument: { ...(item.editDocument as object), name: 'Their name' } };
    const { user } = renderForm(<ContentForm type="Article" item={item} onReload={async () => undefined} />, {
      saveContent: () => {
        throw new TransportError('This article was changed by Ann Other at 2026-01-03 10:00 UTC since you opened it.', { status: 409, code: 'CONFLICT' });
      },
      getContentForEdit: () => ({ getContent: stored }),
    });
    const name = screen.getByLabelText(/^Name/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain('changed by Ann Other');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const table = await screen.findByRole('table', { name: 'Differences' });
    expect(table.textContent).toContain('My name');
    expect(table.textContent).toContain('Their name');
  });

  it('deletes with the version it opened, after a confirmation', async () => {
    const { calls, user } = renderForm(<ContentForm type="Article" item={item} onReload={async () => undefined} />, {
      deleteContent: () => ({ deleteContent: { __typename: 'Content', id: item.id, status: 0, updated: item.updated, version: 4, editDocument: { ...(item.editDocument as object), status: 0 } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'deleteContent')?.variables).toEqual({ id: 10000042, version: 3 }));
  });

  it('adds a sidebar panel with a title and a rich-text body and submits it in details.sidebars', async () => {
    const { calls, user } = renderForm(<ContentForm type="Article" item={null} onReload={null} />, {
      saveContent: (v) => ({ saveContent: { ...item, id: 10000098, name: (v.input as { name: string }).name, version: 1 } }),
    });
    await user.type(screen.getByLabelText(/^Name/, { selector: 'input' }), 'Sidebar article');
    expect(screen.getByText('No sidebars.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add sidebar' }));
    const panel = screen.getByRole('group', { name: 'Sidebar 1' });
    await user.type(within(panel).getByLabelText('Title', { selector: 'input' }), 'At a glance');
    const body = await within(panel).findByRole('textbox', { name: 'Body' });
    // jsdom has no layout for ProseMirror's keyboard handling: the text goes in through the
    // editor's own command (tiptap hangs the editor on its element), as typing would put it.
    await waitFor(() => expect((body as HTMLElement & { editor?: unknown }).editor).toBeTruthy());
    act(() => {
      (body as HTMLElement & { editor: { commands: { insertContent: (html: string) => boolean } } }).editor.commands.insertContent('<p>Ships in <strong>Q3</strong></p>');
    });
    await waitFor(() => expect(body.textContent).toBe('Ships in Q3'));
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-content/10000098'));
    const save = calls.find((c) => c.name === 'saveContent');
    expect((save?.variables.input as { details: unknown }).details).toEqual({ sidebars: [{ title: 'At a glance', body: '<p>Ships in <strong>Q3</strong></p>' }] });
  });

  it('reorders and removes panels, stops at 10 and shows the server’s message on its panel', async () => {
    const sidebars = Array.from({ length: 10 }, (_, i) => ({ title: `Panel ${i + 1}`, body: `<p>Text ${i + 1}</p>` }));
    const stored = { ...item, editDocument: { ...(item.editDocument as object), details: { sidebars, linkLabel: 'Kept' } } } as typeof item;
    const { calls, user } = renderForm(<ContentForm type="Article" item={stored} onReload={async () => undefined} />, {
      saveContent: () => {
        throw new TransportError('Please correct the highlighted fields.', { status: 400, code: 'BAD_USER_INPUT', fieldErrors: { 'details.sidebars.0.body': 'At most 50000 characters.' } });
      },
    });
    expect(screen.getAllByTestId('sidebar-panel')).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Add sidebar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('sidebars-limit').textContent).toMatch(/at most 10 sidebars/);
    expect((screen.getByRole('button', { name: 'Move sidebar 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move sidebar 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove sidebar 10' }));
    expect(screen.getAllByTestId('sidebar-panel')).toHaveLength(9);
    expect((screen.getByRole('button', { name: 'Add sidebar' }) as HTMLButtonElement).disabled).toBe(false);
    const first = screen.getByRole('group', { name: 'Sidebar 1' });
    expect((within(first).getByLabelText('Title', { selector: 'input' }) as HTMLInputElement).value).toBe('Panel 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('At most 50000 characters.')).toBeTruthy();
    const input = calls.find((c) => c.name === 'saveContent')?.variables.input as { details: { sidebars: { title: string }[]; linkLabel: string } };
    expect(input.details.sidebars.map((s) => s.title)).toEqual(['Panel 2', 'Panel 1', ...sidebars.slice(2, 9).map((s) => s.title)]);
    expect(input.details.linkLabel).toBe('Kept');
  });

  it('previews the item as edited, unsaved, in a sandboxed full-screen frame without saving it', async () => {
    vi.stubGlobal('__TENANT_KEY__', '');
    vi.stubGlobal('__APP_VERSION__', 'test');
    const bodies: { content: Record<string, unknown> }[] = [];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        urls.push(url);
        const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
        bodies.push(body);
        return new Response(JSON.stringify({ path: '/power/my-unsaved-name', html: `<html><head></head><body><h1>${String(body.content.name)}</h1></body></html>` }), { status: 200 });
      }),
    );
    try {
      const { calls, user } = renderForm(<ContentForm type="Article" item={item} onReload={async () => undefined} />, {});
      const name = screen.getByLabelText(/^Name/, { selector: 'input' });
      await user.clear(name);
      await user.type(name, 'My unsaved name');
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preview' });
      const frame = await within(dialog).findByTestId('content-preview-frame');
      expect(frame.getAttribute('srcdoc')).toContain('<h1>My unsaved name</h1>');
      // No scripts and no same-origin access to the admin: the page cannot reach the editor's session.
      expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
      expect(within(dialog).getByTestId('content-preview-path').textContent).toBe('/power/my-unsaved-name');
      expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
      expect(urls).toEqual(['/api/content-preview']);
      expect(bodies[0]!.content).toMatchObject({ id: 10000042, version: 3, type: 'Article', name: 'My unsaved name', primarySectionId: 4 });
      // Phone width, then back to the form: nothing was saved.
      await user.click(within(dialog).getByText('Phone'));
      expect((frame as HTMLIFrameElement).style.width).toBe('390px');
      await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview' })).toBeNull());
      expect((screen.getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement).value).toBe('My unsaved name');
      expect(calls.some((c) => c.name === 'saveContent')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('previews a new item without an id and lists what would stop it from saving', async () => {
    vi.stubGlobal('__TENANT_KEY__', '');
    vi.stubGlobal('__APP_VERSION__', 'test');
    const bodies: { content: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
        bodies.push(body);
        if (!body.content.name) {
          return new Response(JSON.stringify({ statusCode: 400, code: 'BAD_USER_INPUT', message: 'Please correct the highlighted fields.', fieldErrors: { name: 'Field is required', 'websiteSchedules.0.end': 'Must be after the start.' } }), { status: 400 });
        }
        return new Response(JSON.stringify({ path: '/draft-news', html: '<html><body>Draft news</body></html>' }), { status: 200 });
      }),
    );
    try {
      const { user } = renderForm(<ContentForm type="News" item={null} onReload={null} />, {});
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const problem = await screen.findByTestId('content-preview-problem');
      expect(problem.textContent).toContain('Please correct the highlighted fields.');
      expect(problem.textContent).toContain('Name — Field is required');
      expect(problem.textContent).toContain('Website schedules 1: end — Must be after the start.');
      await user.click(screen.getByRole('button', { name: 'Close preview' }));
      await user.type(screen.getByLabelText(/^Name/, { selector: 'input' }), 'Draft news');
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const frame = await screen.findByTestId('content-preview-frame');
      expect(frame.getAttribute('srcdoc')).toContain('Draft news');
      expect(screen.getByText('Not saved yet')).toBeTruthy();
      expect(bodies[1]!.content).not.toHaveProperty('id');
      expect(bodies[1]!.content).toMatchObject({ type: 'News', status: 2, name: 'Draft news' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is read-only without manage_content, with a link to the live page', () => {
    renderForm(<ContentForm type="Article" item={item} onReload={null} />, {}, ['view_history']);
    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect((screen.getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe('/power/stored-name');
  });
});
