// @vitest-environment jsdom
import { Table } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { DataTable, ListFrame } from './ListFrame.js';

function List({ rows, error }: { rows: string[] | null; error?: unknown }) {
  return (
    <ListFrame
      error={error ?? null}
      errorTitle="The things could not be loaded"
      loaded={rows !== null}
      empty={rows?.length === 0}
      emptyTitle="No things yet"
      emptyHint="Add one."
      count={`${rows?.length ?? 0} things`}
      countTestId="things-count"
      pages={1}
      page={1}
      onPage={() => undefined}
    >
      <DataTable
        label="Things"
        busy={rows === null}
        columns={2}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
          </>
        }
        rows={rows?.map((name) => (
          <Table.Tr key={name} data-testid="thing-row">
            <Table.Td>{name}</Table.Td>
            <Table.Td>1</Table.Td>
          </Table.Tr>
        )) ?? null}
      />
    </ListFrame>
  );
}

describe('ListFrame with DataTable', () => {
  afterEach(cleanup);

  it('shows skeleton rows, a busy table and no count before the first page', () => {
    renderWithMantine(<List rows={null} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(table.querySelectorAll('tbody td')).toHaveLength(10);
    expect(screen.getByTestId('things-count').textContent?.trim()).toBe('');
    expect(screen.queryByText('No things yet')).toBeNull();
  });

  it('lists the rows with the count line', () => {
    renderWithMantine(<List rows={['a', 'b']} />);
    expect(screen.getAllByTestId('thing-row')).toHaveLength(2);
    expect(screen.getByTestId('things-count').textContent).toBe('2 things');
  });

  it('shows the empty state and the load error', () => {
    renderWithMantine(<List rows={[]} error={new Error('Server down')} />);
    expect(screen.getByText('No things yet')).toBeTruthy();
    expect(screen.getByText('Add one.')).toBeTruthy();
    expect(screen.getByText('The things could not be loaded')).toBeTruthy();
    expect(screen.getByText('Server down')).toBeTruthy();
  });
});
