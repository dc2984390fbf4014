// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { ExportScreen } from './ExportScreen.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const exportNode = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Export',
  id: 41,
  kind: 'companies',
  status: 'queued',
  filters: { __typename: 'ExportFilters', statuses: [1, 2], taxonomyTypes: null, leadKind: null, dateFrom: null, dateTo: null, issueId: null, issueName: null },
  rowsDone: 0,
  rowsTotal: null,
  byteSize: null,
  fileName: 'companies-edr-2026-11-24.csv',
  message: null,
  requestedByName: 'Ada Admin',
  createdAt: '2026-11-24T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  expiresAt: null,
  downloadUrl: null,
  ...extra,
});

/** The server as the screen sees it: the export runs through queued → running → done on successive polls of getExport. */
function setup() {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const states = [
    exportNode({ status: 'running', rowsDone: 400, rowsTotal: 1000 }),
    exportNode({ status: 'done', rowsDone: 1000, rowsTotal: 1000, byteSize: 52_000, finishedAt: '2026-11-24T10:00:05.000Z', expiresAt: '2026-12-01T10:00:05.000Z', downloadUrl: '/api/exports/41/download?token=abc.def' }),
  ];
  let polls = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push({ name: operation.operationName ?? '', variables: operation.variables });
        let data: Record<string, unknown>;
        if (operation.operationName === 'startExport') data = { startExport: exportNode() };
        else if (operation.operationName === 'getExport') data = { getExport: states[Math.min(polls++, states.length - 1)] };
        else data = { getExportStream: { __typename: 'ExportConnection', totalCount: 0, edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false } } };
        observer.next({ data });
        observer.complete();
      }),
  );
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ExportScreen kind="companies" intro="Every company." filters={{ statuses: [1, 2] }} />
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('ExportScreen', { timeout: 60_000 }, () => {
  it('starts the export, follows its progress and downloads the file through a fresh link', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { calls, user } = setup();
    expect(await screen.findByText('No exports yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(calls.find((c) => c.name === 'startExport')?.variables).toEqual({ input: { kind: 'companies', filters: { statuses: [1, 2] } } });

    const current = await screen.findByTestId('export-current');
    await waitFor(() => expect(within(current).getByText('400 of 1,000 companies')).toBeTruthy());
    await waitFor(() => expect(current.getAttribute('data-status')).toBe('done'), { timeout: 5_000 });
    expect(within(current).getByTestId('export-done').textContent).toMatch(/^1,000 companies · 51 KB · kept until/);

    await user.click(within(current).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/exports/41/download?token=abc.def'));
  });
});
