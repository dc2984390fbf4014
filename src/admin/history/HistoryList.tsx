import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Code, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetHistoryStreamDocument, GetHistoryUsersDocument, type GetHistoryStreamQuery } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { entityEditPath, entityTypeLabel, HISTORY_ACTION_LABELS, HISTORY_ACTIONS, HISTORY_ENTITY_TYPES, type HistoryActionName } from '../../shared/history.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { toSubmitError } from '../forms/submitError.js';
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
  const [filters, setFilters] = useState<HistoryFilters>(() => historyFiltersFromSearch(urlParsed.search));
  const [typedId] = useDebouncedValue(filters.entityId, SEARCH_DEBOUNCE_MS);
  const [typedBatch] = useDebouncedValue(filters.batchId, SEARCH_DEBOUNCE_MS);
  const effective = useMemo(() => ({ ...filters, entityId: typedId, batchId: typedBatch }), [filters, typedId, typedBatch]);
  const { data, previousData, loading, error } = useQuery(GetHistoryStreamDocument, {
    variables: { input: historyStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const users = useQuery(GetHistoryUsersDocument, { fetchPolicy: 'cache-and-network' });
  const connection = (data ?? previousData)?.getHistoryStream;

  useEffect(() => {
    const url = `${window.location.pathname}${searchFromHistoryFilters(effective)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [effective]);

  const change = (patch: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const userOptions = (users.data?.getHistoryUsers ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const total = connection?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const first = total === 0 ? 0 : (effective.page - 1) * HISTORY_PAGE_SIZE + 1;
  const last = Math.min(total, effective.page * HISTORY_PAGE_SIZE);

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
          onChange={([from, to]) => change({ from: from ? from.slice(0, 10) : null, to: to ? to.slice(0, 10) : from ? from.slice(0, 10) : null })}
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

      {error ? (
        <Alert color="red" title="The history could not be loaded">
          {toSubmitError(error).message}
        </Alert>
      ) : null}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="History" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Record</Table.Th>
                <Table.Th>Changed fields</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{connection ? connection.edges.map(({ node }) => <HistoryRow key={node.id} row={node} />) : <LoadingRows />}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {connection && connection.edges.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={600}>{isFiltered(filters) ? 'No changes match these filters' : 'No changes recorded yet'}</Text>
            <Text size="sm" c="dimmed">
              {isFiltered(filters) ? 'Try another filter or a wider date range.' : 'Every save of a record will be listed here.'}
            </Text>
          </Stack>
        ) : null}
      </Paper>

      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="history-count">
          {connection ? (total === 0 ? 'No changes' : `${first}–${last} of ${total.toLocaleString('en-US')} changes`) : ' '}
        </Text>
        <Pagination total={pages} value={Math.min(effective.page, pages)} onChange={(page) => setFilters((current) => ({ ...current, page }))} hideWithOnePage size="sm" />
      </Group>
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

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <Table.Tr key={row}>
          {[0, 1, 2, 3, 4, 5].map((cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}
