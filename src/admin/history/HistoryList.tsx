import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { usePageContext } from 'vike-react/usePageContext';
import { GetHistoryStreamDocument, GetHistoryUsersDocument, type GetHistoryStreamQuery } from '../../gql/graphql.js';
import { entityEditPath, entityTypeLabel, HISTORY_ACTION_LABELS, HISTORY_ACTIONS, HISTORY_ENTITY_TYPES, type HistoryActionName } from '../../shared/history.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { useListFilters } from '../shell/useListFilters.js';
import { dayRange } from '../shell/dayRange.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import {
  EMPTY_HISTORY_FILTERS,
  HISTORY_PAGE_SIZE,
  historyFiltersFromSearch,
  historyStreamInput,
  isFiltered,
  searchFromHistoryFilters,
  type HistoryFilters,
} from './historyFilters.js';

type Row = GetHistoryStreamQuery['getHistoryStream']['edges'][number]['node'];

const TYPE_OPTIONS = Object.entries(HISTORY_ENTITY_TYPES).map(([value, { label }]) => ({ value, label }));
const ACTION_OPTIONS = HISTORY_ACTIONS.map((value) => ({ value, label: HISTORY_ACTION_LABELS[value] }));
export const ACTION_COLOURS: Record<HistoryActionName, string> = { create: 'green', update: 'blue', delete: 'red' };
const MAX_FIELDS_SHOWN = 6;

/**
 * /admin/history: every change on the site, newest first, filtered by record type and id, user,
 * action, date range and batch. The filters live in the query string, so the content editor's
 * 'History of this item' link (?entityType=Content&entityId=...) and a bulk update's summary
 * (?batchId=...) open it preselected.
 */
export function HistoryList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<HistoryFilters>({
    initial: () => historyFiltersFromSearch(urlParsed.search),
    typed: ['entityId', 'batchId'],
    toSearch: searchFromHistoryFilters,
  });
  const { data, previousData, loading, error } = useQuery(GetHistoryStreamDocument, {
    variables: { input: historyStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const users = useQuery(GetHistoryUsersDocument, { fetchPolicy: 'cache-and-network' });
  const connection = (data ?? previousData)?.getHistoryStream;

  const userOptions = (users.data?.getHistoryUsers ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, HISTORY_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label="Record type" placeholder="All types" data={TYPE_OPTIONS} value={filters.entityType} onChange={(value) => change({ entityType: value })} clearable searchable w={190} />
        <TextInput label="Record id" placeholder="e.g. 10000001" value={filters.entityId} onChange={(e) => change({ entityId: e.currentTarget.value })} w={150} />
        <Select label="User" placeholder="Anyone" data={userOptions} value={filters.userId} onChange={(value) => change({ userId: value })} clearable searchable w={200} />
        <Select label="Action" placeholder="Any action" data={ACTION_OPTIONS} value={filters.action} onChange={(value) => change({ action: (value as HistoryActionName | null) ?? null })} clearable w={150} />
        <DatePickerInput
          type="range"
          label="Date range"
          placeholder="Any date"
          value={[filters.from, filters.to]}
          onChange={(range) => change(dayRange(range))}
          clearable
          w={240}
        />
        <TextInput label="Batch" placeholder="Batch id" value={filters.batchId} onChange={(e) => change({ batchId: e.currentTarget.value })} w={200} />
        {isFiltered(filters) ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_HISTORY_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The history could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={isFiltered(filters) ? 'No changes match these filters' : 'No changes recorded yet'}
        emptyHint={isFiltered(filters) ? 'Try another filter or a wider date range.' : 'Every save of a record will be listed here.'}
        count={rangeLabel(total, effective.page, HISTORY_PAGE_SIZE, { plural: 'changes', none: 'No changes' })}
        countTestId="history-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="History"
          busy={loading}
          minWidth={900}
          columns={6}
          head={
            <>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Changed fields</Table.Th>
              <Table.Th />
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <HistoryRow key={node.id} row={node} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

function HistoryRow({ row }: { row: Row }) {
  const edit = entityEditPath(row.entityType, row.entityId);
  // A creation lists every field of the new record: say so instead of listing them.
  const fields = row.action === 'update' ? row.changedFields : [];
  const summary = row.action === 'create' ? 'New record' : row.action === 'delete' ? 'Record deleted' : 'No field changed';
  return (
    <Table.Tr data-testid="history-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor href={`/admin/history/${row.id}`} size="sm">
          {formatLocalDateTime(row.createdAt)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.user?.name ?? 'Unknown user'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge color={ACTION_COLOURS[row.action]} variant="light">
            {HISTORY_ACTION_LABELS[row.action]}
          </Badge>
          {row.batchId ? (
            <Anchor href={`/admin/history?batchId=${encodeURIComponent(row.batchId)}`} size="xs" c="dimmed" title={row.batchId}>
              batch
            </Anchor>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {edit ? (
            <Anchor href={edit} size="sm" fw={600}>
              {row.entityLabel ?? `${entityTypeLabel(row.entityType)} ${row.entityId}`}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {row.entityLabel ?? row.entityId}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {entityTypeLabel(row.entityType)} · {row.entityId}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {fields.slice(0, MAX_FIELDS_SHOWN).map((field) => (
            <Code key={field}>{field}</Code>
          ))}
          {fields.length > MAX_FIELDS_SHOWN ? <Text size="xs" c="dimmed">{`+${fields.length - MAX_FIELDS_SHOWN} more`}</Text> : null}
          {fields.length === 0 ? <Text size="xs" c="dimmed">{summary}</Text> : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Anchor href={`/admin/history/${row.id}`} size="sm">
          Details
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
