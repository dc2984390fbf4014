// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, parseCookieHeader, readCookie, writeCookie } from '../../client/cookies.js';
import { SITE_USER_SIMULATING_COOKIE, SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { SiteUserScreen } from './SiteUserScreen.js';

afterEach(() => {
  cleanup();
  // Toasts live in a module store (they outlive a page): each test starts without them.
  notifications.clean();
  for (const name of Object.keys(parseCookieHeader(document.cookie))) deleteCookie(name);
});

const membership = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Membership',
  id,
  title,
  alias: title.toLowerCase(),
  status: 1,
  isFree: id === 1,
  omedaProduct: 40000 + id,
  requiredUserCommonFields: [],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
  ...extra,
});
const MEMBERSHIPS = [membership(1, 'Basic'), membership(2, 'Premium'), membership(3, 'Legacy', { status: 0 })];

const stored = {
  __typename: 'SiteUserInfo',
  id: 11,
  hashedId: 'edr-member-1000000000000',
  username: 'member@edr-demo.example',
  emails: ['member@edr-demo.example', 'maria@old.example'],
  firstName: 'Maria',
  lastName: 'Okafor',
  title: 'Senior Design Engineer',
  company: 'Northfield Controls',
  city: 'Columbus',
  postalCode: '43004',
  region: 'OH',
  countryCode: 'USA',
  omedaEncryptedCustomerId: null,
  memberships: [2],
  newsletters: [5001],
  favoriteContent: [
    { id: 10000002, created: '2026-01-03T10:00:00.000Z' },
    { id: 10000009, created: '2026-01-02T10:00:00.000Z' },
  ],
  demographics: [
    { questionId: 1001, answerIds: [3], answerText: null },
    { questionId: 1004, answerIds: [], answerText: '25' },
  ],
  hasPaid: true,
  missingMemberships: [1],
  products: [
    { productId: 40002, membershipId: 2, version: null, expiresAt: '2030-06-30T12:00:00.000Z', amount: 149 },
    { productId: 5001, membershipId: null, version: null, expiresAt: null, amount: null },
  ],
  status: 1,
  created: '2026-01-01T10:00:00.000Z',
  lastLogin: '2026-02-01T09:00:00.000Z',
};

const questions = {
  getOmedaDemographicStream: {
    __typename: 'DemographicQuestionConnection',
    totalCount: 2,
    edges: [
      {
        __typename: 'DemographicQuestionEdge',
        node: {
          __typename: 'DemographicQuestion',
          id: 1001,
          demographicType: 1,
          omedaWebformText: 'What is your job function?',
          description: null,
          demographicValues: [
            { id: 3, description: 'Purchasing' },
            { id: 4, description: 'Other' },
          ],
        },
      },
      {
        __typename: 'DemographicQuestionEdge',
        node: { __typename: 'DemographicQuestion', id: 1004, demographicType: 7, omedaWebformText: 'How many engineers work at your location?', description: null, demographicValues: [] },
      },
    ],
  },
};

const contentNode = (id: number, name: string) => ({
  __typename: 'Content',
  id,
  type: 'Article',
  name,
  teaser: null,
  canonicalPath: `/power/${name.toLowerCase().replace(/ /g, '-')}`,
  published: null,
  publishedDate: null,
  startDate: null,
  endDate: null,
  eventDateRange: null,
  labels: [],
  primaryImage: null,
  primarySection: null,
});

type Result = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result;

const failure = (message: string, code: string): Result => ({ errors: [{ message, extensions: { code } }] });

const DEFAULT_HANDLERS: Record<string, Handler> = {
  getSiteUser: () => ({ data: { getSiteUser: stored } }),
  getMembershipStream: () => ({
    data: {
      getMembershipStream: {
        __typename: 'MembershipConnection',
        totalCount: MEMBERSHIPS.length,
        edges: MEMBERSHIPS.map((node) => ({ __typename: 'MembershipEdge', node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }),
  getContentStream: () => ({
    data: {
      getContentStream: {
        __typename: 'ContentConnection',
        totalCount: 1,
        // 10000009 is no longer published: getContentStream does not list it.
        edges: [{ __typename: 'ContentEdge', node: contentNode(10000002, 'Power rails explained') }],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }),
  getOmedaDemographicStream: () => ({ data: questions }),
  logoutSiteUser: () => ({ data: { logoutSiteUser: true } }),
  simulateSiteUser: () => ({
    data: { simulateSiteUser: { __typename: 'SiteUserLogin', token: 'simulated-token', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), userInfo: stored } },
  }),
};

function renderScreen(handlers: Record<string, Handler> = {}, permissions: Permission[] = ['manage_site_users']) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all = { ...DEFAULT_HANDLERS, ...handlers };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const handler = all[name];
        const result = handler ? handler(operation.variables) : { data: {} };
        observer.next('errors' in result ? { data: null, errors: result.errors } : result);
        observer.complete();
      }),
  );
  const session = { can: permissionChecker(permissions), user: { isGlobal: 1, tenants: [] }, tenant: { id: 1, name: 'EDR', tenantKey: 'edr' } } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <SiteUserScreen id={11} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('SiteUserScreen', { timeout: 60_000 }, () => {
  it('shows the profile, memberships with expiry and amount, newsletters, favourites and demographic answers', async () => {
    const { calls } = renderScreen();
    expect((await screen.findByTestId('site-user-name')).textContent).toBe('Maria Okafor');
    expect(calls.find((c) => c.name === 'getSiteUser')?.variables).toMatchObject({ id: 11 });
    expect(screen.getByText('member@edr-demo.example, maria@old.example')).toBeTruthy();
    expect(screen.getByText('Northfield Controls')).toBeTruthy();
    expect(screen.getByText('United States (USA)')).toBeTruthy();

    const held = await screen.findByRole('table', { name: 'Memberships held' });
    await waitFor(() => expect(within(held).getByText('Premium')).toBeTruthy());
    expect(within(held).getByText('40002')).toBeTruthy();
    expect(within(held).getByText('149.00')).toBeTruthy();
    expect(within(held).getByText(/2030/)).toBeTruthy();
    expect(screen.getByText('Product 5001')).toBeTruthy();

    const link = await screen.findByRole('link', { name: 'Power rails explained' });
    expect(link.getAttribute('href')).toBe('/power/power-rails-explained');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(calls.find((c) => c.name === 'getContentStream')?.variables).toMatchObject({ includeContentIds: [10000002, 10000009], limit: 2 });
    expect(await screen.findByText('Content 10000009 (not published)')).toBeTruthy();

    const answers = await screen.findByRole('table', { name: 'Demographic answers' });
    expect(within(answers).getByText('What is your job function?')).toBeTruthy();
    expect(within(answers).getByText('Purchasing')).toBeTruthy();
    expect(within(answers).getByText('How many engineers work at your location?')).toBeTruthy();
    expect(within(answers).getByText('25')).toBeTruthy();
    expect(calls.find((c) => c.name === 'getOmedaDemographicStream')?.variables).toEqual({ demographicIds: [1001, 1004], limit: 10 });
  });

  it("says 'Failed: {message}' when the demographic lookup fails", async () => {
    renderScreen({ getOmedaDemographicStream: () => failure('Failed: the audience platform did not answer', 'BAD_USER_INPUT') });
    expect((await screen.findByTestId('demographics-failed')).textContent).toBe('Failed: the audience platform did not answer');
  });

  it("grants an active membership through setOmedaCustomer with the reader's e-mail and the product id", async () => {
    const granted = { ...stored, memberships: [2, 1], products: [...stored.products, { productId: 40001, membershipId: 1, version: null, expiresAt: null, amount: 25 }] };
    const { calls, user } = renderScreen({ setOmedaCustomer: () => ({ data: { setOmedaCustomer: granted } }) });
    const form = await screen.findByRole('form', { name: 'Grant membership' });

    // Required: nothing is sent without a membership.
    await user.click(within(form).getByRole('button', { name: 'Grant membership' }));
    expect(await within(form).findByText('Field is required')).toBeTruthy();
    expect(calls.some((c) => c.name === 'setOmedaCustomer')).toBe(false);

    // Only active memberships are offered; a held one says so.
    await user.click(within(form).getByRole('combobox', { name: /^Membership/ }));
    expect(await screen.findByRole('option', { name: 'Premium (held)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Legacy/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Basic' }));
    await user.click(within(form).getByRole('textbox', { name: 'Amount paid' }));
    await user.paste('25');
    await user.click(within(form).getByRole('button', { name: 'Grant membership' }));

    await waitFor(() => expect(calls.some((c) => c.name === 'setOmedaCustomer')).toBe(true));
    expect(calls.find((c) => c.name === 'setOmedaCustomer')?.variables).toEqual({
      email: 'member@edr-demo.example',
      products: [{ id: 40001, expirationDate: null, amount: 25 }],
    });
    expect(await screen.findByText('Basic was granted to Maria Okafor.')).toBeTruthy();
    // The answer updates the reader on the screen (Apollo's cache).
    const held = screen.getByRole('table', { name: 'Memberships held' });
    await waitFor(() => expect(within(held).getAllByTestId('held-membership')).toHaveLength(2));
    expect(within(held).getByText('25.00')).toBeTruthy();
  });

  it('signs in as the reader: logs the old reader session out first, sets the token and the simulating cookie, says so', async () => {
    writeCookie(SITE_USER_TOKEN_COOKIE, 'old-token');
    const { calls, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Sign in as this user' }));

    expect(await screen.findByText('Successfully signed into Maria Okafor')).toBeTruthy();
    const names = calls.map((c) => c.name);
    expect(names.indexOf('logoutSiteUser')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('logoutSiteUser')).toBeLessThan(names.indexOf('simulateSiteUser'));
    expect(calls.find((c) => c.name === 'simulateSiteUser')?.variables).toEqual({ username: 'member@edr-demo.example' });
    expect(readCookie(SITE_USER_TOKEN_COOKIE)).toBe('simulated-token');
    expect(readCookie(SITE_USER_SIMULATING_COOKIE)).toBe('1');
    const open = within(screen.getByTestId('simulation-notice')).getByRole('link', { name: 'Open the site' });
    expect(open.getAttribute('href')).toBe('/');
  });

  it("shows the server's message when the sign-in is refused, with the old session gone", async () => {
    writeCookie(SITE_USER_TOKEN_COOKIE, 'old-token');
    writeCookie(SITE_USER_SIMULATING_COOKIE, '1');
    const { user } = renderScreen({
      simulateSiteUser: () => failure('This site user has not completed the registration (or is disabled), so you cannot sign in as them.', 'BAD_USER_INPUT'),
      // A dead old token does not stop the sign-in.
      logoutSiteUser: () => failure('Not logged in.', 'UNAUTHENTICATED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as this user' }));
    expect(await screen.findByText('This site user has not completed the registration (or is disabled), so you cannot sign in as them.')).toBeTruthy();
    expect(screen.queryByText(/Successfully signed into/)).toBeNull();
    expect(readCookie(SITE_USER_TOKEN_COOKIE)).toBeNull();
    expect(readCookie(SITE_USER_SIMULATING_COOKIE)).toBeNull();
  });

  it('edits the name and e-mail; an address another reader uses (CONFLICT) shows under the e-mail', async () => {
    let attempt = 0;
    const { calls, user } = renderScreen({
      updateSiteUserProfileAdmin: (v) => {
        attempt += 1;
        if (attempt === 1) return failure('Another site user of this site already uses this e-mail address.', 'CONFLICT');
        return { data: { updateSiteUserProfileAdmin: { ...stored, firstName: v.firstName, username: v.email, emails: [v.email, ...stored.emails] } } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const first = within(form).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Mary');
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'subscriber@edr-demo.example');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Another site user of this site already uses this e-mail address.')).toBeTruthy();
    expect(calls.find((c) => c.name === 'updateSiteUserProfileAdmin')?.variables).toEqual({ id: 11, firstName: 'Mary', lastName: 'Okafor', email: 'subscriber@edr-demo.example' });

    await user.clear(email);
    await user.type(email, 'mary@edr-demo.example');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Mary Okafor was saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('site-user-name').textContent).toBe('Mary Okafor'));
  });

  it('hides the actions from a viewer without manage_site_users', async () => {
    renderScreen({}, ['view_site_settings']);
    await screen.findByTestId('site-user-name');
    expect(screen.queryByRole('button', { name: 'Sign in as this user' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Grant membership' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('says so when there is no such reader', async () => {
    renderScreen({ getSiteUser: () => ({ data: { getSiteUser: null } }) });
    expect(await screen.findByText('No site user with this id was found on this site.')).toBeTruthy();
  });
});
