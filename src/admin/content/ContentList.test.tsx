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

interface Answer {
  totalCount: number;
  totalCountExact: boolean;
  phraseCapped: boolean;
  hasNextPage: boolean;
  names: string[];
}

const twoItems: Answer = { totalCount: 2, totalCountExact: true, phraseCapped: false, hasNextPage: false, names: ['Alpha', 'Beta'] };

function setup(answer: (input: Record<string, unknown>) => Answer = () => twoItems) {
  const inputs: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'getContentAdminStream') {
          const input = operation.variables.input as Record<string, unknown>;
          inputs.push(input);
          const a = answer(input);
          observer.next({
            data: {
              getContentAdminStream: {
                __typename: 'ContentAdminConnection',
                totalCount: a.totalCount,
                totalCountExact: a.totalCountExact,
                phraseCapped: a.phraseCapped,
                edges: a.names.map((name, i) => ({ __typename: 'ContentEdge', node: node(10000001 + i, name) })),
                pageInfo: { __typename: 'PageInfo', hasNextPage: a.hasNextPage, hasPreviousPage: false, endCursor: null },
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

  it('shows a total the API stopped counting as a lower bound, and pages on past it', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `Item ${i + 1}`);
    const { inputs, user } = setup((input) => {
      const skip = Number((input.pagination as { skip?: number } | undefined)?.skip ?? 0);
      // 1,000 counted, more exist: every page up to the 41st has a next one.
      return { totalCount: 1000, totalCountExact: false, phraseCapped: false, hasNextPage: skip < 1000, names };
    });
    await screen.findByText('Item 1');
    expect(screen.getByTestId('content-count').textContent).toBe('1–25 of 1,000+ items');
    expect(screen.queryByTestId('content-phrase-capped')).toBeNull();
    // 40 counted pages and one more, as there is a next page past the counted ones.
    await user.click(screen.getByRole('button', { name: '40' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ pagination: { limit: 25, skip: 975 } }));
    await waitFor(() => expect(screen.getByTestId('content-count').textContent).toBe('976–1,000 of 1,000+ items'));
    await user.click(screen.getByRole('button', { name: '41' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ pagination: { limit: 25, skip: 1000 } }));
    await waitFor(() => expect(screen.getByTestId('content-count').textContent).toBe('1,001–1,025 of 1,025+ items'));
  });

  it('says when the search was capped', async () => {
    setup(() => ({ totalCount: 2, totalCountExact: false, phraseCapped: true, hasNextPage: false, names: ['Alpha', 'Beta'] }));
    await screen.findByText('Alpha');
    expect(screen.getByTestId('content-count').textContent).toBe('1–2 of 2+ items');
    expect(screen.getByTestId('content-phrase-capped').textContent).toContain('Too many items contain this search');
  });
});
