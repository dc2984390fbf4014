import { useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { GetTaxonomyTermStreamDocument, type GetTaxonomyTermStreamQuery, type TaxonomyType } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS, STREAM_LIMITS } from '../../shared/constants.js';
import { isHierarchical, TAXONOMY_TYPES } from '../../shared/taxonomyTerms.js';
import { ChevronDownIcon, icon, PlusIcon, SearchInput } from '../forms/index.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { TermDrawer, type TermDrawerState } from './TermDrawer.js';
import { depthOfFullName, visibleTreeRows } from './termForm.js';

type TermRow = GetTaxonomyTermStreamQuery['getTaxonomyTermStream']['edges'][number]['node'];

const ChevronRightIcon = icon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const TERMS_PAGE_SIZE = 50;
const TYPE_FILTERS = [{ value: 'all', label: 'All types' }, ...TAXONOMY_TYPES.map((type) => ({ value: type, label: type }))];

/**
 * /admin/taxonomy: a debounced search and a type filter. A hierarchical type (Bin, Location)
 * without a search shows its whole tree with expand/collapse; everything else is a paged list.
 * Terms are created, edited and deleted in a drawer.
 */
export function TaxonomyScreen() {
  const [type, setType] = useState<string>('all');
  const [phrase, setPhrase] = useState('');
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState<TermDrawerState>(null);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const selectedType = type === 'all' ? null : (type as TaxonomyType);
  const treeMode = selectedType !== null && isHierarchical(selectedType) && debounced.trim() === '';

  // Trees are loaded whole (up to the spec's 1000 terms) so that collapsing needs no round trip.
  const { data, previousData, loading, error, refetch } = useQuery(GetTaxonomyTermStreamDocument, {
    variables: {
      input: {
        phrase: debounced.trim() || null,
        includeTypes: selectedType ? [selectedType] : null,
        pagination: treeMode ? { limit: STREAM_LIMITS.taxonomy } : { limit: TERMS_PAGE_SIZE, skip: (page - 1) * TERMS_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getTaxonomyTermStream;
  const total = connection?.totalCount ?? 0;
  const pages = treeMode ? 1 : pageRange(total, page, TERMS_PAGE_SIZE).pages;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label="Search"
            placeholder="Name or full name"
            value={phrase}
            onChange={(value) => {
              setPhrase(value);
              setPage(1);
            }}
            onClear={() => setPhrase('')}
            w={{ base: '100%', sm: 280 }}
          />
          <SegmentedControl
            aria-label="Term type"
            data={TYPE_FILTERS}
            value={type}
            onChange={(value) => {
              setType(value);
              setPage(1);
            }}
          />
        </Group>
        <Button leftSection={<PlusIcon />} onClick={() => setDrawer({ mode: 'create', type: selectedType ?? 'Tag', parentId: null })}>
          Add term
        </Button>
      </Group>

      <ListFrame
        error={error}
        errorTitle="The terms could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={debounced ? `No results found for "${debounced}".` : 'No items found.'}
        emptyHint="Add a term with the button above."
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'term' : 'terms'}`}
        countTestId="terms-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        {treeMode ? (
          <TermTree rows={connection?.edges.map((edge) => edge.node) ?? null} onOpen={(id) => setDrawer({ mode: 'edit', id })} onAddChild={(parent) => setDrawer({ mode: 'create', type: parent.type, parentId: parent.id })} loading={loading} />
        ) : (
          <TermTable rows={connection?.edges.map((edge) => edge.node) ?? null} onOpen={(id) => setDrawer({ mode: 'edit', id })} loading={loading} />
        )}
      </ListFrame>

      <TermDrawer state={drawer} onClose={() => setDrawer(null)} onChanged={() => void refetch()} onOpen={setDrawer} />
    </Stack>
  );
}

function TermTable({ rows, onOpen, loading }: { rows: TermRow[] | null; onOpen: (id: number) => void; loading: boolean }) {
  return (
    <DataTable
      label="Taxonomy terms"
      busy={loading}
      columns={5}
      head={
        <>
          <Table.Th w={90}>Id</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Full name</Table.Th>
          <Table.Th w={170}>Type</Table.Th>
          <Table.Th w={110}>Content</Table.Th>
        </>
      }
      rows={
        rows
          ? rows.map((term) => (
              <Table.Tr key={term.id} data-testid="term-row">
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {term.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpen(term.id)}>
                    {term.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {term.fullName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {term.type}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{term.contentCount.toLocaleString('en-US')}</Text>
                </Table.Td>
              </Table.Tr>
            ))
          : null
      }
    />
  );
}

interface TermTreeProps {
  rows: TermRow[] | null;
  onOpen: (id: number) => void;
  onAddChild: (parent: TermRow) => void;
  loading: boolean;
}

/** The tree of one hierarchical type; rows come sorted by full name, so parents precede children. */
function TermTree({ rows, onOpen, onAddChild, loading }: TermTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <DataTable
      label="Taxonomy tree"
      busy={loading}
      highlightOnHover={false}
      verticalSpacing={6}
      columns={3}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th w={110}>Content</Table.Th>
          <Table.Th w={60} />
        </>
      }
      rows={
        rows
          ? visibleTreeRows(rows, collapsed).map((term) => (
              <Table.Tr key={term.id} data-testid="term-tree-row">
                <Table.Td>
                  <Group gap={4} wrap="nowrap" pl={depthOfFullName(term.fullName) * 24}>
                    {term.childCount > 0 ? (
                      <ActionIcon variant="subtle" size="sm" onClick={() => toggle(term.id)} aria-label={`${collapsed.has(term.id) ? 'Expand' : 'Collapse'} ${term.name}`} aria-expanded={!collapsed.has(term.id)}>
                        {collapsed.has(term.id) ? <ChevronRightIcon /> : <ChevronDownIcon />}
                      </ActionIcon>
                    ) : (
                      <span style={{ display: 'inline-block', width: 22 }} />
                    )}
                    <Anchor component="button" type="button" size="sm" fw={term.parentId == null ? 700 : 500} onClick={() => onOpen(term.id)}>
                      {term.name}
                    </Anchor>
                    {term.childCount > 0 ? (
                      <Text size="xs" c="dimmed">
                        ({term.childCount})
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{term.contentCount.toLocaleString('en-US')}</Text>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={`Add a term under ${term.name}`}>
                    <ActionIcon variant="subtle" size="sm" onClick={() => onAddChild(term)} aria-label={`Add a term under ${term.name}`}>
                      <PlusIcon />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))
          : null
      }
    />
  );
}
