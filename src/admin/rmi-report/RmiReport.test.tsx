// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { RmiReport, leadStreamInput } from './RmiReport.js';

afterEach(cleanup);

const lead = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'InquiryLead',
  id,
  kind: 'inquiry',
  contentId: 10000007,
  contentName: 'Kestrel Microsystems',
  contentType: 'Company',
  name: `Lead ${id}`,
  email: `lead${id}@example.com`,
  company: 'Acme',
  phone: null,
  country: 'DEU',
  subject: null,
  message: 'Please send the data sheet.',
  consentGiven: true,
  createdAt: '2026-03-05T14:00:00.000Z',
  ...extra,
});

function setup(answer: (input: Record<string, unknown>) => { rows: ReturnType<typeof lead>[]; total?: number }) {
  const inputs: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        // The recent exports under the list: none yet.
        if (operation.operationName === 'getExportStream') {
          observer.next({ data: { getExportStream: { __typename: 'ExportConnection', totalCount: 0, edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false } } } });
          observer.complete();
          return;
        }
        const input = (operation.variables.input ?? {}) as Record<string, unknown>;
        inputs.push(input);
        const { rows, total } = answer(input);
        observer.next({
          data: {
            getInquiryLeadStream: {
              __typename: 'InquiryLeadConnection',
              totalCount: total ?? rows.length,
              edges: rows.map((node) => ({ __typename: 'InquiryLeadEdge', node })),
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, endCursor: null },
            },
          },
        });
        observer.complete();
      }),
  );
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <RmiReport />
    </ApolloProvider>,
  );
  return { inputs, user: userEvent.setup() };
}

describe('RmiReport', { timeout: 60_000 }, () => {
  it('asks for 50 leads a page, in the days picked (the last one whole)', () => {
    expect(leadStreamInput('inquiry', 3)).toEqual({ kind: 'inquiry', pagination: { limit: 50, skip: 100 } });
    expect(leadStreamInput('contact', 1, { from: '2026-03-01', to: '2026-03-05' })).toEqual({
      kind: 'contact',
      dateFrom: new Date('2026-03-01T00:00:00').toISOString(),
      dateTo: new Date('2026-03-06T00:00:00').toISOString(),
      pagination: { limit: 50, skip: 0 },
    });
  });

  it('lists the inquiries with their item, name, company, e-mail and country; switches to contact messages; pages', async () => {
    const { inputs, user } = setup((input) =>
      input.kind === 'contact'
        ? { rows: [lead(9, { kind: 'contact', contentId: null, contentName: null, contentType: null, subject: 'A correction', company: null, country: null, consentGiven: null })] }
        : { rows: [lead(1, { phone: '+49 30 1234567' }), lead(2, { contentId: null, contentName: null, contentType: null })], total: 120 },
    );
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    await waitFor(() => expect(within(table).getAllByTestId('lead-row')).toHaveLength(2));
    expect(inputs[0]).toEqual({ kind: 'inquiry', pagination: { limit: 50, skip: 0 } });
    expect(screen.getByTestId('rmi-report-count').textContent).toBe('1–50 of 120 inquiries');

    const first = within(table).getByText('Lead 1').closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Kestrel Microsystems' }).getAttribute('href')).toBe('/admin/edit-content/10000007');
    expect(within(first).getByText('Company')).toBeTruthy();
    expect(within(first).getByText('+49 30 1234567')).toBeTruthy();
    expect(within(first).getByText('Acme')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'lead1@example.com' }).getAttribute('href')).toBe('mailto:lead1@example.com');
    expect(within(first).getByText('Germany')).toBeTruthy();
    expect(within(within(table).getByText('Lead 2').closest('tr') as HTMLElement).getByText('No item')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ kind: 'inquiry', pagination: { limit: 50, skip: 50 } }));

    await user.click(screen.getByText('Contact messages'));
    const messages = await screen.findByRole('table', { name: 'Contact messages' });
    await waitFor(() => expect(within(messages).getAllByTestId('lead-row')).toHaveLength(1));
    expect(inputs.at(-1)).toEqual({ kind: 'contact', pagination: { limit: 50, skip: 0 } });
    expect(within(messages).getByText('A correction')).toBeTruthy();
    expect(screen.getByTestId('rmi-report-count').textContent).toBe('1–1 of 1 messages');
  });

  it('says so when nothing has come in yet', async () => {
    setup(() => ({ rows: [] }));
    expect(await screen.findByText('No inquiries yet')).toBeTruthy();
    expect(screen.getByTestId('rmi-report-count').textContent).toBe('No inquiries');
  });
});
