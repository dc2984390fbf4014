// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { NewsletterContentScreen } from './NewsletterContentScreen.js';

// getNewsletterTemplate (the template's `document`) is answered here as the template operations
// will answer it: the document with its grid.

const DATE = '2031-03-10';

beforeEach(() => {
  window.history.replaceState(null, '', `/admin/newsletter-content?templateId=7&date=${DATE}`);
});
afterEach(() => {
  cleanup();
  notifications.clean();
});

const block = (id: string, title: string, populationMode: 'automatic' | 'manual', numberOfItems: number) => ({ id, type: 'content_list', settings: { title, populationMode, numberOfItems } });
/** The content lists getNewsletterTemplate answers for a template document (the server's contentLists). */
const contentListsOf = (doc: unknown) =>
  doc
    ? (doc as { grid: { rows: { columns: { blocks: { id: string; type: string; settings: Record<string, unknown> }[] }[] }[] } }).grid.rows
        .flatMap((r) => r.columns.flatMap((c) => c.blocks))
        .filter((b) => b.type === 'content_list')
        .map((b) => ({ __typename: 'NewsletterContentList', id: b.id, title: (b.settings.title as string) ?? '', populationMode: (b.settings.populationMode as string) ?? 'automatic', numberOfItems: (b.settings.numberOfItems as number) ?? 1 }))
    : [];

const DOCUMENT = {
  name: 'EDR Daily',
  grid: {
    rows: [
      { id: 'r1', settings: { layout: '1' }, columns: [{ id: 'c1', blocks: [block('top', 'Top stories', 'automatic', 2), block('sponsor', 'Sponsor picks', 'manual', 1)] }] },
      { id: 'r2', settings: { layout: '1' }, columns: [{ id: 'c2', blocks: [{ id: 'note', type: 'html', settings: { html: '<p>Hi</p>' } }, block('more', 'More news', 'automatic', 1)] }] },
    ],
  },
};

const content = (id: number, name: string, status = 1) => ({
  __typename: 'NewsletterScheduledContent',
  id,
  name,
  type: 'Article',
  status,
  published: '2031-03-01T12:00:00.000Z',
  primarySectionName: 'Power',
  teaser: null,
});
const entry = (position: number, id: number, name: string, blockId: string | null = null, status = 1) => ({
  __typename: 'NewsletterContentSchedule',
  id: 500 + id,
  templateId: 7,
  templateName: 'EDR Daily',
  issueDate: DATE,
  blockId,
  blockTitle: blockId === 'sponsor' ? 'Sponsor picks' : null,
  position,
  content: content(id, name, status),
});

const STORED = [entry(0, 1, 'Alpha story'), entry(1, 2, 'Beta sponsor', 'sponsor'), entry(2, 3, 'Gamma story'), entry(3, 4, 'Delta draft', null, 2)];

const templateNode = (id: number, name: string) => ({ __typename: 'NewsletterTemplate', id, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name, description: null } });
const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

type Result = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result;

const DEFAULT_HANDLERS: Record<string, Handler> = {
  getNewsletterTemplateStream: () => ({
    data: { getNewsletterTemplateStream: { __typename: 'NewsletterTemplateConnection', totalCount: 2, edges: [{ node: templateNode(7, 'EDR Daily') }, { node: templateNode(8, 'Power Weekly') }], pageInfo } },
  }),
  getNewsletterTemplate: (v) => ({
    data: {
      getNewsletterTemplate: {
        __typename: 'NewsletterTemplate',
        id: v.id,
        status: 1,
        version: 3,
        createdAt: '2031-01-01T00:00:00.000Z',
        updatedAt: '2031-01-01T00:00:00.000Z',
        campaignCount: 0,
        payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: null },
        document: DOCUMENT,
        contentLists: contentListsOf(DOCUMENT),
      },
    },
  }),
  getNewsletterContentSchedules: (v) => ({ data: { getNewsletterContentSchedules: v.templateId === 7 && v.issueDate === DATE ? STORED : [] } }),
  getNewsletterScheduleSummary: (v) => {
    const from = v.from as string;
    const days = Array.from({ length: v.days as number }, (_, i) => {
      const d = new Date(`${from}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      const date = d.toISOString().slice(0, 10);
      return { __typename: 'NewsletterScheduleDay', date, count: date === DATE ? 4 : date === '2031-03-12' ? 2 : 0 };
    });
    return { data: { getNewsletterScheduleSummary: days } };
  },
  getContentAdminStream: () => ({
    data: {
      getContentAdminStream: {
        __typename: 'ContentAdminConnection',
        totalCount: 1,
        totalCountExact: true,
        phraseCapped: false,
        edges: [
          {
            node: {
              __typename: 'Content',
              id: 9,
              type: 'News',
              status: 1,
              name: 'Epsilon news',
              alias: 'power/epsilon-news',
              canonicalPath: '/power/epsilon-news',
              published: '2031-03-02T12:00:00.000Z',
              unpublished: null,
              updated: '2031-03-02T12:00:00.000Z',
              created: '2031-03-02T12:00:00.000Z',
              startDate: null,
              endDate: null,
              labels: [],
              primarySection: { __typename: 'WebsiteSection', id: 4, name: 'Power', fullName: 'Power' },
              primaryImage: null,
              createdBy: 1,
              version: 1,
            },
          },
        ],
        pageInfo: { ...pageInfo, hasPreviousPage: false },
      },
    },
  }),
  searchContent: () => ({
    data: {
      searchContent: {
        __typename: 'SearchContentConnection',
        totalCount: 1,
        page: 1,
        pageCount: 1,
        facets: [],
        edges: [
          {
            node: {
              __typename: 'Content',
              id: 11,
              type: 'Article',
              name: 'Zeta published',
              teaser: null,
              canonicalPath: '/zeta',
              published: '2031-03-03T12:00:00.000Z',
              publishedDate: null,
              startDate: null,
              endDate: null,
              eventDateRange: null,
              labels: [],
              memberships: [],
              userRegistration: { __typename: 'UserRegistration', isRequired: false },
              company: null,
              primaryImage: null,
              primarySection: { __typename: 'WebsiteSection', id: 4, name: 'Power', alias: 'power', canonicalPath: '/power' },
            },
          },
        ],
      },
    },
  }),
};

function renderScreen(handlers: Record<string, Handler> = {}, permissions: Permission[] = ['manage_newsletter_campaigns', 'manage_newsletter_templates', 'manage_content']) {
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
        <NewsletterContentScreen />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const rowNames = () => within(screen.getByRole('list', { name: 'Issue content' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const saves = (calls: { name: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.name === 'saveNewsletterContentSchedules');
const hint = () => screen.getByTestId('plan-hint').textContent ?? '';

async function addFromSearch(user: ReturnType<typeof userEvent.setup>, phrase: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /^Add content/ }), phrase);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('NewsletterContentScreen', { timeout: 60_000 }, () => {
  it('shows the issue in order, where each item goes, and the automatic lists’ hint', async () => {
    renderScreen();
    expect(await screen.findByText('Alpha story')).toBeTruthy();
    expect(rowNames()).toEqual(['Alpha story', 'Beta sponsor', 'Gamma story', 'Delta draft']);
    expect((screen.getByRole('combobox', { name: /Block of Beta sponsor/ }) as HTMLInputElement).value).toBe('Sponsor picks');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Block of Alpha story/ }) as HTMLInputElement).value).toBe('Automatic'));
    const placements = screen.getAllByTestId('placement').map((p) => p.textContent);
    expect(placements).toEqual(['Shown in “Top stories”', 'Shown in “Sponsor picks”', 'Shown in “Top stories”', 'Shown in “More news”']);
    expect(hint()).toContain('Automatic items fill the automatic lists in template order: “Top stories” takes 2 of 2, “More news” takes 1 of 1.');
    expect(hint()).toContain('Drafts go out only if they are published by the time the issue is sent.');
    expect(screen.getByText('Draft')).toBeTruthy();
    // The strip: 14 days from the chosen date, with counts.
    expect(await screen.findByRole('button', { name: 'March 10, 2031: 4 items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'March 12, 2031: 2 items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save issue content' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves, re-pins, removes and adds items, then saves the whole list in its new order', async () => {
    const { calls, user } = renderScreen({
      saveNewsletterContentSchedules: (v) => {
        const input = v.input as { entries: { contentId: number; blockId: string | null }[] };
        const names: Record<number, string> = { 1: 'Alpha story', 2: 'Beta sponsor', 3: 'Gamma story', 4: 'Delta draft', 9: 'Epsilon news' };
        return { data: { saveNewsletterContentSchedules: input.entries.map((e, i) => entry(i, e.contentId, names[e.contentId]!, e.blockId)) } };
      },
    });
    await screen.findByText('Alpha story');
    await user.click(screen.getByRole('button', { name: 'Move Gamma story up' }));
    expect(rowNames()).toEqual(['Alpha story', 'Gamma story', 'Beta sponsor', 'Delta draft']);
    await user.click(screen.getByRole('button', { name: 'Move Alpha story down' }));
    expect(rowNames()).toEqual(['Gamma story', 'Alpha story', 'Beta sponsor', 'Delta draft']);
    await user.click(screen.getByRole('button', { name: 'Remove Delta draft' }));
    // Beta back to Automatic.
    await user.click(screen.getByRole('combobox', { name: /Block of Beta sponsor/ }));
    await user.click(await screen.findByRole('option', { name: 'Automatic' }));
    await addFromSearch(user, 'epsi', /Epsilon news · News/);
    expect(rowNames()).toEqual(['Gamma story', 'Alpha story', 'Beta sponsor', 'Epsilon news']);
    // Four automatic items, three places: one is not shown.
    expect(hint()).toContain('1 item set to Automatic will not be shown: the automatic lists hold 3.');
    expect(screen.getAllByTestId('placement').at(-1)?.textContent).toBe('Not shown in this issue');
    // Pin Epsilon to the manual list.
    await user.click(screen.getByRole('combobox', { name: /Block of Epsilon news/ }));
    await user.click(await screen.findByRole('option', { name: 'Sponsor picks' }));

    await user.click(screen.getByRole('button', { name: 'Save issue content' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.variables.input).toEqual({
      templateId: 7,
      issueDate: DATE,
      entries: [
        { contentId: 3, blockId: null },
        { contentId: 1, blockId: null },
        { contentId: 2, blockId: null },
        { contentId: 9, blockId: 'sponsor' },
      ],
    });
    expect(await screen.findByText(/The content of the March 10, 2031 issue was saved \(4 items\)\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save issue content' }).hasAttribute('disabled')).toBe(true));
  });

  it("shows the server's field errors on their rows", async () => {
    const { user } = renderScreen({
      saveNewsletterContentSchedules: () => ({
        errors: [
          {
            message: 'Please correct the highlighted fields.',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'entries.3.contentId': 'This content item is deleted: take it off the list (or restore it first).' } },
          },
        ],
      }),
    });
    await screen.findByText('Alpha story');
    await user.click(screen.getByRole('button', { name: 'Move Alpha story down' }));
    await user.click(screen.getByRole('button', { name: 'Save issue content' }));
    expect(await screen.findByText('The issue\'s content was not saved')).toBeTruthy();
    const delta = screen.getByRole('listitem', { name: 'Delta draft' });
    expect(within(delta).getByText('This content item is deleted: take it off the list (or restore it first).')).toBeTruthy();
  });

  it('opens another date from the strip, and asks before leaving unsaved changes', async () => {
    const { calls, user } = renderScreen();
    await screen.findByText('Alpha story');
    await user.click(await screen.findByRole('button', { name: 'March 12, 2031: 2 items' }));
    expect(await screen.findByTestId('empty-issue')).toBeTruthy();
    expect(calls.some((c) => c.name === 'getNewsletterContentSchedules' && c.variables.issueDate === '2031-03-12')).toBe(true);
    expect(window.location.search).toBe('?templateId=7&date=2031-03-12');

    await user.click(screen.getByRole('button', { name: 'March 10, 2031: 4 items' }));
    await screen.findByText('Alpha story');
    await user.click(screen.getByRole('button', { name: 'Remove Alpha story' }));
    await user.click(screen.getByRole('button', { name: 'March 12, 2031: 2 items' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard unsaved changes?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toEqual(['Beta sponsor', 'Gamma story', 'Delta draft']);
    await user.click(screen.getByRole('button', { name: 'March 12, 2031: 2 items' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByTestId('empty-issue')).toBeTruthy();
  });

  it('lets a newsletter manager without manage_content search the published content instead', async () => {
    const { calls, user } = renderScreen({}, ['manage_newsletter_campaigns']);
    await screen.findByText('Alpha story');
    await addFromSearch(user, 'zeta', /Zeta published · Article/);
    expect(rowNames().at(-1)).toBe('Zeta published');
    expect(calls.some((c) => c.name === 'searchContent')).toBe(true);
    expect(calls.some((c) => c.name === 'getContentAdminStream')).toBe(false);
  });
});
