// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { NewsletterSchedulesPanel } from './NewsletterSchedulesPanel.js';

afterEach(() => {
  cleanup();
  notifications.clean();
});

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
      {
        id: 'r1',
        settings: { layout: '1' },
        columns: [
          {
            id: 'c1',
            blocks: [
              { id: 'top', type: 'content_list', settings: { title: 'Top stories', populationMode: 'automatic', numberOfItems: 3 } },
              { id: 'sponsor', type: 'content_list', settings: { title: 'Sponsor picks', populationMode: 'manual', numberOfItems: 1 } },
            ],
          },
        ],
      },
    ],
  },
};

const schedule = (id: number, templateId: number, templateName: string, issueDate: string, blockId: string | null, position: number) => ({
  __typename: 'NewsletterContentSchedule',
  id,
  templateId,
  templateName,
  issueDate,
  blockId,
  blockTitle: blockId ? 'Sponsor picks' : null,
  position,
  content: { __typename: 'NewsletterScheduledContent', id: 10000042, name: 'Stored name', type: 'Article', status: 1, published: null, primarySectionName: null, teaser: null },
});

type Result = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result;

function renderPanel(handlers: Record<string, Handler> = {}, { permissions = ['manage_content'] as Permission[], newsletters = true, document = DOCUMENT as unknown, deleted = false } = {}) {
  let stored = [schedule(71, 7, 'EDR Daily', '2031-03-12', null, 2), schedule(72, 8, 'Power Weekly', '2031-03-10', 'sponsor', 0)];
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = {
    getNewsletterSchedulesForContent: () => ({ data: { getNewsletterSchedulesForContent: stored } }),
    getNewsletterTemplateStream: () => ({
      data: {
        getNewsletterTemplateStream: {
          __typename: 'NewsletterTemplateConnection',
          totalCount: 2,
          edges: [7, 8].map((id) => ({ node: { __typename: 'NewsletterTemplate', id, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: id === 7 ? 'EDR Daily' : 'Power Weekly', description: null } } })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }),
    getNewsletterTemplate: (v) => ({
      data: {
        getNewsletterTemplate: {
          __typename: 'NewsletterTemplate',
          id: v.id,
          status: 1,
          version: 1,
          createdAt: '2031-01-01T00:00:00.000Z',
          updatedAt: '2031-01-01T00:00:00.000Z',
          campaignCount: 0,
          payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: null },
          document,
          contentLists: contentListsOf(document),
        },
      },
    }),
    removeNewsletterContentSchedule: (v) => {
      stored = stored.filter((s) => s.id !== v.id);
      return { data: { removeNewsletterContentSchedule: true } };
    },
    scheduleContentToNewsletter: (v) => {
      const input = v.input as { templateId: number; issueDate: string; blockId: string | null };
      const added = schedule(73, input.templateId, 'EDR Daily', input.issueDate, input.blockId, 5);
      stored = [added, ...stored];
      return { data: { scheduleContentToNewsletter: added } };
    },
    ...handlers,
  };
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
  const session = { can: permissionChecker(permissions), modules: { newsletters }, tenant: { id: 1, name: 'EDR', tenantKey: 'edr' } } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <NewsletterSchedulesPanel contentId={10000042} deleted={deleted} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const tableRows = () => within(screen.getByRole('table', { name: 'Newsletter schedules' })).getAllByRole('row').slice(1);

describe('NewsletterSchedulesPanel', { timeout: 60_000 }, () => {
  it('lists the schedules, removes one, and schedules the item to a manual list of another issue at once', async () => {
    const { calls, user } = renderPanel();
    expect(screen.getByText(/saved immediately, on their own — not with the Save button of this form/)).toBeTruthy();
    await screen.findByRole('table', { name: 'Newsletter schedules' });
    expect(tableRows().map((row) => row.textContent)).toEqual(['EDR DailyMarch 12, 2031Automatic3', 'Power WeeklyMarch 10, 2031Sponsor picks1']);
    // An editor without the newsletter permissions gets no link to the issue screen.
    expect(screen.queryByRole('link', { name: 'March 12, 2031' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove from Power Weekly of March 10, 2031' }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(calls.find((c) => c.name === 'removeNewsletterContentSchedule')?.variables).toEqual({ id: 72 });

    const add = screen.getByRole('group', { name: 'Schedule to a newsletter' });
    await user.click(within(add).getByRole('combobox', { name: 'Newsletter' }));
    await user.click(await screen.findByRole('option', { name: 'EDR Daily' }));
    fireEvent.change(within(add).getByLabelText('Issue date'), { target: { value: '2031-04-01' } });
    await user.click(within(add).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'Sponsor picks' }));
    await user.click(within(add).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'scheduleContentToNewsletter')).toBe(true));
    expect(calls.find((c) => c.name === 'scheduleContentToNewsletter')?.variables).toEqual({ input: { contentId: 10000042, templateId: 7, issueDate: '2031-04-01', blockId: 'sponsor' } });
    expect(await screen.findByText('Scheduled to EDR Daily of April 1, 2031 (position 6).')).toBeTruthy();
    await waitFor(() => expect(tableRows()).toHaveLength(2));
  });

  it("offers only Automatic when the template has no manual list, and shows the server's refusal", async () => {
    const { user } = renderPanel(
      {
        scheduleContentToNewsletter: () => ({
          errors: [{ message: 'Please correct the highlighted fields.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { templateId: 'Choose an active newsletter template.' } } }],
        }),
      },
      { document: null },
    );
    await screen.findByRole('table', { name: 'Newsletter schedules' });
    const add = screen.getByRole('group', { name: 'Schedule to a newsletter' });
    await user.click(within(add).getByRole('combobox', { name: 'Newsletter' }));
    await user.click(await screen.findByRole('option', { name: 'Power Weekly' }));
    await user.click(within(add).getByRole('combobox', { name: 'Block' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Automatic']);
    await user.keyboard('{Escape}');
    await user.click(within(add).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The item was not scheduled')).toBeTruthy();
    expect(within(add).getByText('Choose an active newsletter template.')).toBeTruthy();
  });

  it('links newsletter managers to the issue, and offers no add row for a deleted item', async () => {
    renderPanel({}, { permissions: ['manage_newsletter_campaigns'], deleted: true });
    expect((await screen.findByRole('link', { name: 'March 12, 2031' })).getAttribute('href')).toBe('/admin/newsletter-content?templateId=7&date=2031-03-12');
    expect(screen.getByText('A deleted item cannot be scheduled to a newsletter.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Schedule to a newsletter' })).toBeNull();
  });

  it('is not shown while the newsletters module is off, nor to users without the permissions', () => {
    renderPanel({}, { newsletters: false });
    expect(screen.queryByText('Newsletter schedules')).toBeNull();
    cleanup();
    renderPanel({}, { permissions: ['view_history'] });
    expect(screen.queryByText('Newsletter schedules')).toBeNull();
  });
});
