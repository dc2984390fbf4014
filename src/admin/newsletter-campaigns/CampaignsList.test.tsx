// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../shared/permissions.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { CampaignsList, CreateCampaignAction } from './CampaignsList.js';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlParsed: { search: {} } }) }));

afterEach(() => cleanup());

const template = (id: number, name: string, status = 1) => ({ __typename: 'NewsletterTemplate', id, status, payload: { __typename: 'NewsletterTemplatePayload', name } });

const campaign = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'NewsletterCampaign',
  id,
  templateId: 3,
  template: template(3, 'EDR Daily'),
  issueDate: '2026-11-27',
  subject: `Issue ${id}`,
  preheader: '',
  status,
  hideOnWeb: false,
  sendAt: null,
  sendingStartedAt: null,
  sentAt: null,
  recipientCount: 0,
  sentCount: 0,
  failedCount: 0,
  queuedCount: 0,
  webUrl: '',
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const SEND_AT = '2026-11-27T12:00:00.000Z';
const SENT_AT = '2026-11-20T12:30:00.000Z';
const ROWS = [
  campaign(1, 'draft'),
  campaign(2, 'scheduled', { sendAt: SEND_AT }),
  campaign(3, 'sending', { sendingStartedAt: SENT_AT, recipientCount: 4000, sentCount: 1200, queuedCount: 2800 }),
  campaign(4, 'sent', { issueDate: '2026-09-04', sentAt: SENT_AT, recipientCount: 4000, sentCount: 3990, failedCount: 10, hideOnWeb: true }),
];

function renderList({ rows = ROWS, total = rows.length, permissions = ['manage_newsletter_campaigns'] }: { rows?: typeof ROWS; total?: number; permissions?: Permission[] } = {}) {
  const inputs: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'getNewsletterCampaignAdminStream') {
          inputs.push((operation.variables.input ?? {}) as Record<string, unknown>);
          observer.next({
            data: {
              getNewsletterCampaignAdminStream: {
                __typename: 'NewsletterCampaignConnection',
                totalCount: total,
                edges: rows.map((node) => ({ __typename: 'NewsletterCampaignEdge', node })),
                pageInfo: { __typename: 'PageInfo', hasNextPage: total > 20, endCursor: null },
              },
            },
          });
        } else {
          observer.next({
            data: {
              getNewsletterTemplateAdminStream: {
                __typename: 'NewsletterTemplateConnection',
                totalCount: 2,
                edges: [
                  { __typename: 'NewsletterTemplateEdge', node: { ...template(3, 'EDR Daily'), payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily', description: null }, version: 1, createdAt: SENT_AT, updatedAt: SENT_AT, campaignCount: 4, document: null } },
                  { __typename: 'NewsletterTemplateEdge', node: { ...template(5, 'Old Weekly', 0), payload: { __typename: 'NewsletterTemplatePayload', name: 'Old Weekly', description: null }, version: 1, createdAt: SENT_AT, updatedAt: SENT_AT, campaignCount: 0, document: null } },
                ],
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              },
            },
          });
        }
        observer.complete();
      }),
  );
  const session = { can: permissionChecker(permissions) } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <CreateCampaignAction />
        <CampaignsList />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { inputs, user: userEvent.setup() };
}

describe('CampaignsList', () => {
  it('lists issue date, subject, template, status with its detail, recipients and sent', async () => {
    const { inputs } = renderList();
    const rows = await screen.findAllByTestId('campaign-row');
    expect(rows).toHaveLength(4);
    expect(inputs[0]).toEqual({ pagination: { limit: 20, skip: 0 } });

    const [draft, scheduled, sending, sent] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(draft).getByRole('link', { name: 'Issue 1' }).getAttribute('href')).toBe('/admin/edit-newsletter-campaign/1');
    expect(draft.textContent).toContain('Nov. 27, 2026');
    expect(draft.textContent).toContain('EDR Daily');
    expect(draft.textContent).toContain('Draft');
    expect(within(draft).queryByTestId('status-detail')).toBeNull();

    expect(scheduled.textContent).toContain('Scheduled');
    expect(within(scheduled).getByTestId('status-detail').textContent).toBe(formatLocalDateTime(SEND_AT));

    expect(sending.textContent).toContain('Sending');
    expect(within(sending).getByTestId('status-detail').textContent).toBe('1,200/4,000');
    expect(sending.textContent).toContain('4,000');

    expect(sent.textContent).toContain('Sent');
    expect(sent.textContent).toContain('Sept. 4, 2026');
    expect(within(sent).getByTestId('status-detail').textContent).toBe(formatLocalDateTime(SENT_AT));
    expect(sent.textContent).toContain('3,990');
    expect(sent.textContent).toContain('10 failed');
    expect(sent.textContent).toContain('Hidden on the website');

    expect(screen.getByTestId('campaigns-count').textContent).toBe('1–4 of 4 campaigns');
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe('/admin/create-newsletter-campaign');
  });

  it('pages by 20 and filters by status and template', async () => {
    const { inputs, user } = renderList({ total: 45 });
    await screen.findAllByTestId('campaign-row');
    expect(screen.getByTestId('campaigns-count').textContent).toBe('1–20 of 45 campaigns');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ pagination: { limit: 20, skip: 40 } }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ status: 'sent', pagination: { limit: 20, skip: 0 } }));

    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    expect(await screen.findByRole('option', { name: 'Old Weekly (inactive)' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'EDR Daily' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ status: 'sent', templateId: 3, pagination: { limit: 20, skip: 0 } }));
  });

  it('says so when there are no campaigns, and hides Create without the permission', async () => {
    renderList({ rows: [], permissions: ['manage_newsletter_templates'] });
    expect(await screen.findByText('No newsletter campaigns yet')).toBeTruthy();
    expect(screen.getByText('Create one: a campaign is an issue of a newsletter template for a date.')).toBeTruthy();
    expect(screen.getByTestId('campaigns-count').textContent).toBe('No campaigns');
    expect(screen.queryByRole('link', { name: 'Create campaign' })).toBeNull();
  });
});
