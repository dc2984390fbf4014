// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  return { can: permissionChecker(permissions) } as unknown as AdminSession;
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

  it('is read-only without manage_content, with a link to the live page', () => {
    renderForm(<ContentForm type="Article" item={item} onReload={null} />, {}, ['view_history']);
    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((screen.getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe('/power/stored-name');
  });
});
