// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { CreateTemplateAction, NewsletterTemplatesList } from './NewsletterTemplatesList.js';

afterEach(() => cleanup());

const node = (id: number, name: string, status: number, width: number, campaignCount: number) => ({
  __typename: 'NewsletterTemplate',
  id,
  status,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  campaignCount,
  payload: { __typename: 'NewsletterTemplatePayload', name, description: `${name} description` },
  document: { name, styles: { width } },
});

function renderList(permissions: Permission[]) {
  const calls: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push(operation.variables);
        observer.next({
          data: {
            getNewsletterTemplateAdminStream: {
              __typename: 'NewsletterTemplateConnection',
              totalCount: 2,
              edges: [{ node: node(3, 'EDR Daily', 1, 750, 12) }, { node: node(4, 'Webinar Alerts', 0, 800, 0) }],
              pageInfo: { hasNextPage: false, endCursor: null },
            },
          },
        });
        observer.complete();
      }),
  );
  const session = { can: permissionChecker(permissions) } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <CreateTemplateAction />
        <NewsletterTemplatesList />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls };
}

describe('NewsletterTemplatesList', () => {
  it('lists name, description, status, width, campaigns and links each to its editor', async () => {
    const { calls } = renderList(['manage_newsletter_templates']);
    const rows = await screen.findAllByTestId('template-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'EDR Daily' }).getAttribute('href')).toBe('/admin/edit-newsletter-template/3');
    expect(rows[0]!.textContent).toContain('Active');
    expect(rows[0]!.textContent).toContain('750 px');
    expect(rows[0]!.textContent).toContain('12');
    expect(rows[1]!.textContent).toContain('Inactive');
    expect(rows[1]!.textContent).toContain('800 px');
    expect(screen.getByTestId('templates-count').textContent).toBe('1–2 of 2 templates');
    expect(calls[0]).toEqual({ input: { phrase: null, status: null, pagination: { limit: 25, skip: 0 } } });
    expect(screen.getByRole('link', { name: 'Create template' }).getAttribute('href')).toBe('/admin/create-newsletter-template');
  });

  it('offers Create template only with manage_newsletter_templates', async () => {
    renderList(['manage_newsletter_templates_basic']);
    expect(await screen.findAllByTestId('template-row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create template' })).toBeNull();
  });
});
