import { Alert, Anchor, Badge, Button, Group, MultiSelect, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { GetContentAdminStreamDocument, GetWebsiteSectionsHierarchyDocument, type ContentAdminSortField, type GetContentAdminStreamQuery } from '../../gql/graphql.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import { CONTENT_TYPE_CATALOGUE, contentTypeInfo, type ContentType } from '../../shared/contentTypes.js';
import { SearchInput } from '../forms/index.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { useListFilters } from '../shell/useListFilters.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import {
  CONTENT_PAGE_SIZE,
  contentFiltersFromSearch,
  contentStreamInput,
  EMPTY_CONTENT_FILTERS,
  searchFromContentFilters,
  type ContentListFilters,
} from './listFilters.js';
import { contentCountLabel, contentPageCount } from './listCount.js';

type Row = GetContentAdminStreamQuery['getContentAdminStream']['edges'][number]['node'];

const TYPE_OPTIONS = CONTENT_TYPE_CATALOGUE.map((t) => ({ value: t.value, label: t.label }));
const STATUS_OPTIONS = [
  { value: '1', label: 'Published' },
  { value: '2', label: 'Draft' },
  { value: '0', label: 'Deleted' },
];
const DATE_FIELD_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'updated', label: 'Updated' },
  { value: 'created', label: 'Created' },
  { value: 'startDate', label: 'Start date' },
];
const STATUS_COLOURS: Record<number, string> = { 0: 'red', 1: 'green', 2: 'gray' };

const statusLabel = (s: number) => CONTENT_STATUS_LABELS[s as 0 | 1 | 2] ?? String(s);

/**
 * /admin/content: every item of the site in any status. Search (debounced 500 ms) runs over name,
 * teaser and body, and an 8-digit id finds that item (a search that too many items contain is
 * capped by the API, and the list says so); filters by type, status, section (with its
 * subsections) and a date range on a chosen date; sortable columns; 25 per page. The state lives in
 * the query string, so the back button from an item returns to the same list.
 */
export function ContentList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<ContentListFilters>({
    initial: () => contentFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromContentFilters,
  });
  const sections = useQuery(GetWebsiteSectionsHierarchyDocument);
  const sectionOptions = useMemo(
    () => (sections.data?.getWebsiteSectionsHierarchy ?? []).map((s) => ({ value: String(s.id), label: s.fullName })),
    [sections.data],
  );

  const { data, previousData, loading, error } = useQuery(GetContentAdminStreamDocument, {
    variables: { input: contentStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getContentAdminStream;

  const sortBy = (field: ContentAdminSortField) =>
    change({ sortField: field, sortOrder: filters.sortField === field && filters.sortOrder === 'desc' ? 'asc' : 'desc' });
  const filtered = searchFromContentFilters({ ...filters, page: 1, sortField: 'updated', sortOrder: 'desc' }) !== '';
  // Past 1,000 items the API stops counting (totalCountExact false): "1–25 of 1,000+ items".
  const total = { totalCount: connection?.totalCount ?? 0, totalCountExact: connection?.totalCountExact ?? true };
  const pages = contentPageCount(total, effective.page, CONTENT_PAGE_SIZE, connection?.pageInfo.hasNextPage ?? false);
  const range: [string | null, string | null] = [filters.from, filters.to];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Words of the name, teaser or body, or an id"
          value={filters.phrase}
          onChange={(phrase) => change({ phrase })}
          w={{ base: '100%', sm: 320 }}
        />
        <MultiSelect label="Type" placeholder={filters.types.length ? undefined : 'All types'} data={TYPE_OPTIONS} value={filters.types} onChange={(v) => change({ types: v as ContentType[] })} clearable searchable w={240} />
        <Select label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={filters.status} onChange={(v) => change({ status: (v as ContentListFilters['status']) ?? null })} clearable w={140} />
        <Select label="Section" placeholder="All sections" data={sectionOptions} value={filters.sectionId} onChange={(v) => change({ sectionId: v ?? null })} clearable searchable w={260} />
        <Select label="Date" data={DATE_FIELD_OPTIONS} value={filters.dateField} onChange={(v) => change({ dateField: (v as ContentListFilters['dateField']) ?? 'published' })} allowDeselect={false} w={130} />
        <DatePickerInput
          type="range"
          label="From – to"
          placeholder="Any date"
          value={range}
          onChange={(v) => change({ from: v[0] ? String(v[0]).slice(0, 10) : null, to: v[1] ? String(v[1]).slice(0, 10) : null })}
          clearable
          allowSingleDateInRange
          w={240}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_CONTENT_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      {connection?.phraseCapped ? (
        <Alert color="yellow" data-testid="content-phrase-capped" title="Too many items contain this search to list them all">
          The list shows the matches among the items the search collected first, sorted as you chose; it may leave out others,
          the newest too. Add words to the search to see every match.
        </Alert>
      ) : null}

      <ListFrame
        error={error}
        errorTitle="The content could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No content matches these filters' : 'No content yet'}
        emptyHint={filtered ? 'Try another search or remove a filter.' : 'Create an item with the Create menu.'}
        count={contentCountLabel(total, effective.page, CONTENT_PAGE_SIZE, connection?.edges.length ?? 0, { plural: 'items', none: 'No items' })}
        countTestId="content-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((c) => ({ ...c, page }))}
      >
        <DataTable
          label="Content"
          busy={loading}
          minWidth={960}
          columns={7}
          head={
            <>
              <SortableTh field="id" label="Id" filters={filters} onSort={sortBy} />
              <SortableTh field="name" label="Name" filters={filters} onSort={sortBy} />
              <SortableTh field="type" label="Type" filters={filters} onSort={sortBy} />
              <SortableTh field="status" label="Status" filters={filters} onSort={sortBy} />
              <Table.Th>Section</Table.Th>
              <SortableTh field="published" label="Published" filters={filters} onSort={sortBy} />
              <SortableTh field="updated" label="Updated" filters={filters} onSort={sortBy} />
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <ContentRow key={node.id} item={node} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

function SortableTh({ field, label, filters, onSort }: { field: ContentAdminSortField; label: string; filters: ContentListFilters; onSort: (f: ContentAdminSortField) => void }) {
  const active = filters.sortField === field;
  const sort = active ? (filters.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={sort}>
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm" aria-label={`Sort by ${label}`}>
        {label} {active ? (filters.sortOrder === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function ContentRow({ item }: { item: Row }) {
  const href = `/admin/edit-content/${item.id}`;
  return (
    <Table.Tr data-testid="content-row" style={{ cursor: 'pointer' }} onClick={() => void navigate(href)}>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {item.id}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor href={href} fw={600} size="sm" onClick={(e) => e.stopPropagation()}>
          {item.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {item.canonicalPath}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contentTypeInfo(item.type)?.label ?? item.type}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOURS[item.status] ?? 'gray'} variant="light">
          {statusLabel(item.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.primarySection?.fullName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {item.published ? formatLocalDateTime(String(item.published)) : '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatLocalDateTime(String(item.updated))}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
