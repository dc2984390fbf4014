// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { ContentList } from './ContentList.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlParsed: { search: {} } }) }));

afterEach(cleanup);

const node = (id: number, name: string) => ({
  __typename: 'Content',
  id,
  type: 'Article',
  status: 2,
  name,
  alias: name.toLowerCase(),
  canonicalPath: `/${name.toLowerCase()}`,
  published: null,
  unpublished: null,
  updated: '2026-01-02T00:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
  startDate: null,
  endDate: null,
  labels: [],
  primarySection: null,
  primaryImage: null,
  createdBy: null,
  version: 1,
});

function setup() {
  const inputs: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'getContentAdminStream') {
          inputs.push(operation.variables.input as Record<string, unknown>);
          observer.next({
            data: {
              getContentAdminStream: {
                __typename: 'ContentConnection',
                totalCount: 2,
                edges: [{ __typename: 'ContentEdge', node: node(10000001, 'Alpha') }, { __typename: 'ContentEdge', node: node(10000002, 'Beta') }],
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, endCursor: null },
              },
            },
          });
        } else observer.next({ data: { getWebsiteSectionsHierarchy: [] } });
        observer.complete();
      }),
  );
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ContentList />
    </ApolloProvider>,
  );
  return { inputs, user: userEvent.setup() };
}

describe('ContentList', () => {
  it('lists the items, searches after a pause, sorts and opens a row', async () => {
    const { inputs, user } = setup();
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(screen.getByTestId('content-count').textContent).toBe('1–2 of 2 items');
    expect(inputs[0]).toMatchObject({ sortField: 'updated', sortOrder: 'desc', pagination: { limit: 25, skip: 0 } });

    await user.type(screen.getByLabelText('Search'), 'gan');
    await waitFor(() => expect(inputs.some((i) => i.phrase === 'gan')).toBe(true), { timeout: 3000 });
    expect(inputs.some((i) => i.phrase === 'ga')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ sortField: 'name', sortOrder: 'desc', phrase: 'gan' }));

    await user.click(screen.getByText('Beta').closest('tr')?.querySelector('td') as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/admin/edit-content/10000002');
  });
});
