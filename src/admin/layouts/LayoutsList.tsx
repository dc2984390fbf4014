import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { GetWebLayoutStreamDocument } from '../../gql/graphql.js';
import type { LayoutType } from '../../shared/layouts/layout.js';
import { SearchInput } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { useListFilters } from '../shell/useListFilters.js';
import {
  EMPTY_LAYOUT_FILTERS,
  LAYOUTS_PAGE_SIZE,
  LAYOUT_TYPE_OPTIONS,
  aliasesLabel,
  layoutFiltersFromSearch,
  layoutStreamInput,
  layoutTypeLabel,
  searchFromLayoutFilters,
  type LayoutListFilters,
} from './layoutList.js';

/**
 * /admin/layouts: the layouts serving this site (its own and global ones) by name, with a type
 * filter and a search over names and aliases, 25 per page; the filters live in the query string.
 * A row opens the layout's editor (read-only for view_site_layouts).
 */
export function LayoutsList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<LayoutListFilters>({
    initial: () => layoutFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromLayoutFilters,
  });
  const { data, previousData, loading, error } = useQuery(GetWebLayoutStreamDocument, {
    variables: { input: layoutStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getWebLayoutStream;
  const filtered = filters.phrase !== '' || filters.type !== null;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, LAYOUTS_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Name or alias" value={filters.phrase} onChange={(phrase) => change({ phrase })} w={{ base: '100%', sm: 320 }} />
        <Select
          label="Type"
          placeholder="Any type"
          data={LAYOUT_TYPE_OPTIONS}
          value={filters.type}
          onChange={(value) => change({ type: (value as LayoutType | null) ?? null })}
          clearable
          w={220}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_LAYOUT_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The layouts could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No layouts match these filters' : 'No layouts yet'}
        emptyHint={filtered ? 'Try another search or remove the filter.' : 'A layout decides how the pages of a type are built from rows and blocks.'}
        count={rangeLabel(total, effective.page, LAYOUTS_PAGE_SIZE, { plural: 'layouts', none: 'No layouts' })}
        countTestId="layouts-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Layouts"
          busy={loading}
          minWidth={860}
          columns={5}
          skeletonRows={4}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th w={200}>Type</Table.Th>
              <Table.Th>Aliases</Table.Th>
              <Table.Th w={200}>Sites</Table.Th>
              <Table.Th w={200}>Updated</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => {
                  const href = `/admin/edit-web-layout/${node.id}`;
                  return (
                    // The whole row opens the layout; the name is the link for keyboards and screen readers.
                    <Table.Tr key={node.id} data-testid="layout-row" style={{ cursor: 'pointer' }} onClick={() => void navigate(href)}>
                      <Table.Td>
                        <Anchor href={href} size="sm" fw={600} onClick={(event) => event.stopPropagation()}>
                          {node.name}
                        </Anchor>
                        {node.key ? (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {node.key}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{layoutTypeLabel(node.type)}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                          {node.aliases.length > 0 ? aliasesLabel(node.aliases) : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {node.isGlobal ? (
                          <Badge variant="light" color="grape">
                            Global
                          </Badge>
                        ) : (
                          <Text size="sm">{node.sites.map((site) => site.name).join(', ')}</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatLocalDateTime(node.updatedAt)}
                        </Text>
                        {node.updatedByName ? (
                          <Text size="xs" c="dimmed">
                            by {node.updatedByName}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              : null
          }
        />
      </ListFrame>
    </Stack>
  );
}
