// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { SiteUsersList } from './SiteUsersList.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlParsed: { search: {} } }) }));

afterEach(() => {
  cleanup();
  navigate.mockClear();
});

const membership = (id: number, title: string, status = 1) => ({
  __typename: 'Membership',
  id,
  title,
  alias: title.toLowerCase(),
  status,
  isFree: id === 1,
  omedaProduct: 40000 + id,
  requiredUserCommonFields: [],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
});

const MEMBERSHIPS = [membership(1, 'Basic'), membership(2, 'Premium'), membership(3, 'Legacy', 0)];

const reader = (id: number, firstName: string | null, memberships: number[], extra: Record<string, unknown> = {}) => ({
  __typename: 'SiteUser',
  id,
  username: `${(firstName ?? 'joining').toLowerCase()}@edr-demo.example`,
  firstName,
  lastName: firstName ? 'Reader' : null,
  company: firstName ? 'Northfield Controls' : null,
  countryCode: 'USA',
  status: 1,
  created: '2026-01-02T10:00:00.000Z',
  lastLogin: null,
  memberships,
  ...extra,
});

type Answer = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };

function setup(answer: (input: Record<string, unknown>) => Answer) {
  const inputs: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'getSiteUserStream') {
          const input = (operation.variables.input ?? {}) as Record<string, unknown>;
          inputs.push(input);
          const a = answer(input);
          observer.next('errors' in a ? { data: null, errors: a.errors } : a);
        } else {
          observer.next({
            data: {
              getMembershipStream: {
                __typename: 'MembershipConnection',
                totalCount: MEMBERSHIPS.length,
                edges: MEMBERSHIPS.map((node) => ({ __typename: 'MembershipEdge', node })),
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              },
            },
          });
        }
        observer.complete();
      }),
  );
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <SiteUsersList />
    </ApolloProvider>,
  );
  return { inputs, user: userEvent.setup() };
}

const page = (rows: ReturnType<typeof reader>[], totalCount = rows.length): Answer => ({
  data: {
    getSiteUserStream: {
      __typename: 'SiteUserConnection',
      totalCount,
      edges: rows.map((node) => ({ __typename: 'SiteUserEdge', node })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, endCursor: null },
    },
  },
});

// Typing through user-event in jsdom: slow on a busy 2-core machine.
describe('SiteUsersList', { timeout: 60_000 }, () => {
  it('lists the readers with their membership titles, searches after a pause, filters and opens a row', async () => {
    const { inputs, user } = setup((input) =>
      input.phrase === 'okafor' ? page([reader(11, 'Maria', [1])]) : page([reader(11, 'Maria', [1]), reader(12, 'Daniel', [2, 3], { status: 2, lastLogin: '2026-02-01T09:00:00.000Z' }), reader(13, null, [], { status: 0 })]),
    );
    const table = await screen.findByRole('table', { name: 'Site users' });
    await waitFor(() => expect(within(table).getAllByTestId('site-user-row')).toHaveLength(3));
    expect(screen.getByTestId('site-users-count').textContent).toBe('1–3 of 3 site users');
    expect(inputs[0]).toEqual({ pagination: { limit: 25, skip: 0 } });

    const daniel = within(table).getByText('Daniel Reader').closest('tr') as HTMLElement;
    // Membership titles from the site's memberships; country by name; status as a word.
    await waitFor(() => expect(within(daniel).getByText('Premium')).toBeTruthy());
    expect(within(daniel).getByText('Legacy')).toBeTruthy();
    expect(within(daniel).getByText('United States')).toBeTruthy();
    expect(within(daniel).getByText('Disabled')).toBeTruthy();
    expect(within(daniel).getByText('daniel@edr-demo.example')).toBeTruthy();
    const joining = within(table).getByText('No name given').closest('tr') as HTMLElement;
    expect(within(joining).getByText('Registering')).toBeTruthy();
    expect(within(joining).getByText('Never')).toBeTruthy();

    // The search waits for a pause: no call for a half-typed phrase.
    await user.type(screen.getByLabelText('Search'), 'okafor');
    await waitFor(() => expect(inputs.some((i) => i.phrase === 'okafor')).toBe(true), { timeout: 3000 });
    expect(inputs.some((i) => i.phrase === 'okaf')).toBe(false);
    await waitFor(() => expect(within(table).getAllByTestId('site-user-row')).toHaveLength(1));

    // Filter by membership (inactive ones say so) and by status.
    await user.click(screen.getByRole('combobox', { name: 'Membership' }));
    expect(await screen.findByRole('option', { name: 'Legacy (inactive)' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Premium' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ phrase: 'okafor', membershipId: 2 }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Registering' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ phrase: 'okafor', membershipId: 2, status: 0, pagination: { limit: 25, skip: 0 } }));

    await user.click(within(table).getByText('Maria Reader').closest('tr')?.querySelector('td:nth-child(3)') as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/admin/site-users/11');
  });

  it('pages through a long list', async () => {
    const { inputs, user } = setup(() => page([reader(11, 'Maria', [1])], 60));
    await screen.findByText('Maria Reader');
    expect(screen.getByTestId('site-users-count').textContent).toBe('1–25 of 60 site users');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ pagination: { limit: 25, skip: 50 } }));
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    setup(() => ({ errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }] }));
    expect(await screen.findByText('The site users could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
  });
});
