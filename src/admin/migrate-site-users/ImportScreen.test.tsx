// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guessMapping, IMPORT_MESSAGES } from '../../shared/siteUserImport.js';
import { renderWithMantine } from '../forms/testing.js';
import { ImportScreen } from './ImportScreen.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
const page = vi.hoisted(() => ({ search: {} as Record<string, string> }));
vi.mock('vike/client/router', () => ({ navigate }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlParsed: { search: page.search } }) }));

afterEach(() => {
  cleanup();
  notifications.clean();
  navigate.mockClear();
  page.search = {};
});

const membership = (id: number, title: string, status = 1) => ({
  __typename: 'Membership',
  id,
  title,
  alias: title.toLowerCase(),
  description: null,
  status,
  isFree: id === 1,
  omedaProduct: 40000 + id,
  requiredUserCommonFields: [],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
});
const MEMBERSHIPS = [membership(1, 'Basic'), membership(2, 'Premium'), membership(3, 'Legacy', 0)];

const COLUMNS = ['Email', 'First Name', 'Last Name', 'Company', 'Country', 'State'];
const SAMPLE = [
  ['ada@example.com', 'Ada', 'Lovelace', 'Engines Ltd', 'USA', 'NY'],
  ['bob@example.com', 'Bob', 'Smith', '', '', ''],
];

type Import = Record<string, unknown> & { id: number; status: string };

const stored = (extra: Partial<Import> = {}): Import => ({
  __typename: 'SiteUserImport',
  id: 12,
  fileName: 'readers.csv',
  byteSize: 2048,
  status: 'uploaded',
  phase: null,
  columns: COLUMNS,
  sampleRows: SAMPLE,
  rowCount: 120,
  mapping: guessMapping(COLUMNS).map((m) => ({ __typename: 'SiteUserImportMapping', ...m })),
  existing: null,
  membershipId: null,
  membershipExpiration: null,
  processed: 0,
  createdCount: 0,
  updatedCount: 0,
  skippedCount: 0,
  errorCount: 0,
  errors: [],
  message: null,
  createdByName: 'Ada Admin',
  created: '2026-03-05T10:00:00.000Z',
  started: null,
  finished: null,
  version: 1,
  ...extra,
});

const listNode = (item: Import) => {
  const { columns: _c, sampleRows: _s, mapping: _m, byteSize: _b, existing: _e, membershipId: _mi, membershipExpiration: _me, errors: _er, message: _msg, started: _st, version: _v, ...node } = item;
  return node;
};

type Result = { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] };

interface Setup {
  /** Answers of getSiteUserImport, one per call; the last repeats. */
  imports?: Import[];
  list?: Import[];
  start?: (input: Record<string, unknown>) => Result;
}

function setup({ imports = [], list = [], start }: Setup) {
  const calls: Record<string, number> = {};
  const started: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls[name] = (calls[name] ?? 0) + 1;
        let result: Result;
        if (name === 'getSiteUserImport') {
          result = { data: { getSiteUserImport: imports[Math.min(calls[name]! - 1, imports.length - 1)] ?? null } };
        } else if (name === 'getSiteUserImportStream') {
          result = {
            data: {
              getSiteUserImportStream: {
                __typename: 'SiteUserImportConnection',
                totalCount: list.length,
                edges: list.map((item) => ({ __typename: 'SiteUserImportEdge', node: listNode(item) })),
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, endCursor: null },
              },
            },
          };
        } else if (name === 'startSiteUserImport') {
          const input = operation.variables.input as Record<string, unknown>;
          started.push(input);
          result = start ? start(input) : { data: { startSiteUserImport: stored({ status: 'queued', version: 2 }) } };
        } else {
          result = {
            data: {
              getMembershipStream: {
                __typename: 'MembershipConnection',
                totalCount: MEMBERSHIPS.length,
                edges: MEMBERSHIPS.map((node) => ({ __typename: 'MembershipEdge', node })),
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              },
            },
          };
        }
        observer.next('errors' in result ? { data: null, errors: result.errors } : result);
        observer.complete();
      }),
  );
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ImportScreen />
    </ApolloProvider>,
  );
  return { calls, started, user: userEvent.setup() };
}

// A Select's name is its label (a required one ends with the asterisk).
const select = (name: string) => screen.getByRole('combobox', { name: (accessible) => accessible.replace(/\s*\*$/, '') === name }) as HTMLInputElement;

describe('ImportScreen', { timeout: 60_000 }, () => {
  it('opens an uploaded import at its mapping step, prefilled from the guess, and starts it', async () => {
    page.search = { id: '12' };
    const { started, user } = setup({ imports: [stored()], list: [stored()] });
    expect(await screen.findByText('2. Match the columns')).toBeTruthy();
    // The guess: each field under the column named like it; the rest not imported.
    expect(select('E-mail address').value).toBe('Email');
    expect(select('First name').value).toBe('First Name');
    expect(select('Last name').value).toBe('Last Name');
    expect(select('Company').value).toBe('Company');
    expect(select('Country').value).toBe('Country');
    expect(select('State / province').value).toBe('State');
    expect(select('Job title').value).toBe('Not imported');
    expect(screen.getAllByText('First row: ada@example.com')).toHaveLength(1);

    // The first rows under the file's own column names, the header being row 1.
    const preview = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(preview).getByText('Engines Ltd')).toBeTruthy();
    expect(within(preview).getByText('bob@example.com').closest('tr')?.textContent).toContain('3');
    expect(screen.getByText('118 rows more in the file.')).toBeTruthy();

    // Options: skip by default; only active memberships offered.
    expect((screen.getByRole('radio', { name: /^Skip them/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^Update them/ }));
    await user.click(select('Grant a membership'));
    const premium = await screen.findByRole('option', { name: 'Premium' });
    expect(screen.getByRole('option', { name: 'Basic' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Legacy/ })).toBeNull();
    await user.click(premium);
    expect(screen.getByRole('button', { name: 'Membership expires on' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toEqual({
      id: 12,
      version: 1,
      mapping: [
        { field: 'email', column: 0 },
        { field: 'firstName', column: 1 },
        { field: 'lastName', column: 2 },
        { field: 'company', column: 3 },
        { field: 'region', column: 5 },
        { field: 'countryCode', column: 4 },
      ],
      existing: 'update',
      membershipId: 2,
      membershipExpiration: null,
    });
    // The answer (queued) moves the screen on to the progress.
    expect(await screen.findByTestId('import-progress')).toBeTruthy();
    expect(screen.getByText('The import of readers.csv has started.')).toBeTruthy();
  });

  it('refuses to start without an e-mail column', async () => {
    page.search = { id: '12' };
    const columns = ['Name', 'Company'];
    const { started, user } = setup({ imports: [stored({ columns, sampleRows: [['Ada', 'Engines']], mapping: [{ __typename: 'SiteUserImportMapping', field: 'company', column: 1 }] })] });
    await screen.findByText('2. Match the columns');
    expect(select('E-mail address').value).toBe('Not imported');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText(IMPORT_MESSAGES.emailRequired)).toBeTruthy();
    expect(select('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(started).toHaveLength(0);

    // Choosing a column lets it go.
    await user.click(select('E-mail address'));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.mapping).toEqual([
      { field: 'email', column: 0 },
      { field: 'company', column: 1 },
    ]);
  });

  it("shows the server's field messages beside the fields they name", async () => {
    page.search = { id: '12' };
    const { user } = setup({
      imports: [stored()],
      start: () => ({
        errors: [
          {
            message: 'Please correct issues with this form',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'mapping.1.column': IMPORT_MESSAGES.columnTwice, membershipId: 'Choose a membership of this site' } },
          },
        ],
      }),
    });
    await screen.findByText('2. Match the columns');
    await user.click(select('Grant a membership'));
    await user.click(await screen.findByRole('option', { name: 'Basic' }));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    // mapping.1 is the second field sent: first name.
    expect(await screen.findByText(IMPORT_MESSAGES.columnTwice)).toBeTruthy();
    expect(select('First name').getAttribute('aria-invalid')).toBe('true');
    expect(select('E-mail address').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Choose a membership of this site')).toBeTruthy();
    expect(select('Grant a membership').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The import was not started')).toBeTruthy();
  });

  it('follows a running import every second until it is done, then stops asking', async () => {
    page.search = { id: '12' };
    const { calls } = setup({
      imports: [
        stored({ status: 'running', phase: 'validating', processed: 40, version: 2 }),
        stored({ status: 'running', phase: 'importing', processed: 90, version: 2 }),
        stored({ status: 'done', processed: 120, createdCount: 100, updatedCount: 5, skippedCount: 15, finished: '2026-03-05T10:01:00.000Z', membershipId: 2, existing: 'update', version: 2 }),
      ],
    });
    expect(await screen.findByText('Checking rows')).toBeTruthy();
    expect(screen.getByText('40 of 120 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('33');
    expect(await screen.findByText('Importing', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('75');

    const done = await screen.findByTestId('import-done', {}, { timeout: 4000 });
    expect(within(done).getByTestId('import-created').textContent).toBe('100');
    expect(within(done).getByTestId('import-updated').textContent).toBe('5');
    expect(within(done).getByTestId('import-skipped').textContent).toBe('15');
    expect(within(done).getByRole('link', { name: 'Open site users' }).getAttribute('href')).toBe('/admin/site-users');
    expect(screen.getByTestId('import-status').textContent).toBe('Done');
    await waitFor(() => expect(screen.getByTestId('import-options').textContent).toBe('Readers already on the site are updated; Premium granted without an end.'));

    const asked = calls.getSiteUserImport;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.getSiteUserImport).toBe(asked);
  });

  it('shows why a failed import imported nothing, with the rows at fault', async () => {
    page.search = { id: '12' };
    setup({
      imports: [
        stored({
          status: 'failed',
          errorCount: 700,
          message: IMPORT_MESSAGES.rowsHaveErrors(700),
          errors: [
            { __typename: 'SiteUserImportError', row: 3, field: 'email', message: 'E-mail address: "not-an-address" is not an e-mail address' },
            { __typename: 'SiteUserImportError', row: 4, field: 'countryCode', message: 'Country: Choose a country from the list' },
          ],
        }),
      ],
    });
    const failed = await screen.findByTestId('import-failed');
    expect(within(failed).getByText('Nothing was imported: 700 rows have problems. Correct the file and upload it again.')).toBeTruthy();
    const rows = within(failed).getAllByTestId('import-error-row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['3', 'E-mail address', 'E-mail address: "not-an-address" is not an e-mail address'],
      ['4', 'Country', 'Country: Choose a country from the list'],
    ]);
    expect(within(failed).getByTestId('import-error-note').textContent).toContain('The first 2 problems are listed; 700 rows have problems in all.');
    expect(screen.getByTestId('import-status').textContent).toBe('Failed');
  });

  it('lists the earlier imports, newest first, and opens one by its id', async () => {
    const { user } = setup({
      list: [
        stored({ id: 14, status: 'uploaded', fileName: 'new.csv' }),
        stored({ id: 13, status: 'failed', errorCount: 2, fileName: 'bad.csv' }),
        stored({ id: 11, status: 'done', createdCount: 3, updatedCount: 0, skippedCount: 1, fileName: 'first.csv' }),
      ],
    });
    // No id: the upload step.
    expect(await screen.findByText('1. Upload a CSV file')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Imports' });
    await waitFor(() => expect(within(table).getAllByTestId('import-row')).toHaveLength(3));
    const [fresh, bad, first] = within(table).getAllByTestId('import-row');
    expect(within(fresh!).getByText('Waiting for its mapping')).toBeTruthy();
    expect(within(bad!).getByText('2 rows with problems')).toBeTruthy();
    expect(within(first!).getByText('3 created · 0 updated · 1 skipped')).toBeTruthy();
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByTestId('imports-count').textContent).toBe('1–3 of 3 imports');
    await user.click(within(first!).getByText('Ada Admin'));
    expect(navigate).toHaveBeenCalledWith('/admin/migrate-site-users?id=11');
  });

  it('says so when the id names no import of the site', async () => {
    page.search = { id: '99' };
    setup({ imports: [] });
    expect(await screen.findByText('No import with this id was found on this site.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload another file' }).getAttribute('href')).toBe('/admin/migrate-site-users');
  });
});
