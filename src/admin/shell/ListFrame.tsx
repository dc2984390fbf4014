import { Alert, Group, Pagination, Paper, Skeleton, Stack, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { toSubmitError } from '../forms/submitError.js';

export interface ListFrameProps {
  /** The query's error, shown above the list under errorTitle ('The content could not be loaded'). */
  error: unknown;
  errorTitle: string;
  /** False until the first page arrived: the count line stays blank and no empty state shows. */
  loaded: boolean;
  /** The loaded page has no rows: show the empty state (title and an optional hint). */
  empty: boolean;
  emptyTitle: ReactNode;
  emptyHint?: ReactNode;
  /** The count line under the list ('1–25 of 312 items') and its test id. */
  count: string;
  countTestId?: string;
  pages: number;
  page: number;
  onPage: (page: number) => void;
  /** Lists of cards (the media library) sit on the page itself rather than in a bordered paper. */
  framed?: boolean;
  /** The table (or grid) of the list. */
  children: ReactNode;
}

/**
 * The frame every paged admin list shares: the load error, the list in a bordered paper, the empty
 * state, then the count line and the pager. Screens keep their filters above and drawers below.
 */
export function ListFrame({ error, errorTitle, loaded, empty, emptyTitle, emptyHint, count, countTestId, pages, page, onPage, framed = true, children }: ListFrameProps) {
  const emptyState =
    loaded && empty ? (
      <Stack align="center" gap={4} py="xl">
        <Text fw={600}>{emptyTitle}</Text>
        {emptyHint ? (
          <Text size="sm" c="dimmed">
            {emptyHint}
          </Text>
        ) : null}
      </Stack>
    ) : null;
  return (
    <>
      {error ? (
        <Alert color="red" title={errorTitle}>
          {toSubmitError(error).message}
        </Alert>
      ) : null}
      {framed ? (
        <Paper withBorder radius="md">
          {children}
          {emptyState}
        </Paper>
      ) : (
        <>
          {children}
          {emptyState}
        </>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid={countTestId}>
          {loaded ? count : ' '}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} hideWithOnePage size="sm" />
      </Group>
    </>
  );
}

export interface DataTableProps extends Omit<TableProps, 'children' | 'aria-label' | 'aria-busy'> {
  /** The table's accessible name ('Content'), which tests and screen readers find it by. */
  label: string;
  /** A page is being fetched (aria-busy). */
  busy: boolean;
  /** Scrolls sideways below this width; without it the table is not wrapped in a scroll container. */
  minWidth?: number;
  /** The header cells (Table.Th). */
  head: ReactNode;
  /** The body rows, or null before the first page: then `skeletonRows` rows of skeleton cells. */
  rows: ReactNode | null;
  columns: number;
  skeletonRows?: number;
}

/** A list table: labelled, busy while fetching, skeleton rows until the first page arrives. */
export function DataTable({ label, busy, minWidth, head, rows, columns, skeletonRows = 5, ...tableProps }: DataTableProps) {
  const table = (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" {...tableProps} aria-label={label} aria-busy={busy}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows ?? <SkeletonRows rows={skeletonRows} cells={columns} />}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

function SkeletonRows({ rows, cells }: { rows: number; cells: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {Array.from({ length: cells }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}
