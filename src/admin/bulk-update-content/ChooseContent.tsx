import { useQuery } from '@apollo/client/react';
import { Badge, Button, Checkbox, Group, MultiSelect, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { GetContentAdminStreamDocument, type GetContentAdminStreamQuery } from '../../gql/graphql.js';
import { BULK_MAX_ITEMS, parseIdList } from '../../shared/bulkContent.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import { CONTENT_TYPE_CATALOGUE, type ContentType } from '../../shared/contentTypes.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { useSections } from '../content/lookups.js';
import { CONTENT_PAGE_SIZE, contentStreamInput, EMPTY_CONTENT_FILTERS, type ContentListFilters } from '../content/listFilters.js';
import { SearchIcon } from '../forms/index.js';
import { useListFilters } from '../shell/useListFilters.js';
import { dayRange } from '../shell/dayRange.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { contentPageCount, totalText } from '../content/listCount.js';

export type Selection = { kind: 'filter'; filters: ContentListFilters; total: number } | { kind: 'ids'; ids: number[] };

type Node = GetContentAdminStreamQuery['getContentAdminStream']['edges'][number]['node'];

const TYPE_OPTIONS = CONTENT_TYPE_CATALOGUE.map((t) => ({ value: t.value, label: t.label }));
const STATUS_OPTIONS = Object.entries(CONTENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** Step 1: the items to change — ticked rows of a filtered list, every item the filter matches, or pasted ids. */
export function ChooseContent({ onChoose }: { onChoose: (selection: Selection) => void }) {
  const [mode, setMode] = useState<'filter' | 'ids'>('filter');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value === 'ids' ? 'ids' : 'filter')}
        data={[
          { value: 'filter', label: 'Filter and select' },
          { value: 'ids', label: 'Paste content ids' },
        ]}
        w="fit-content"
      />
      {mode === 'filter' ? <ByFilter onChoose={onChoose} /> : <ByIds onChoose={onChoose} />}
    </Stack>
  );
}

function ByFilter({ onChoose }: { onChoose: (selection: Selection) => void }) {
  const { filters, setFilters, effective, change } = useListFilters<ContentListFilters>({ initial: EMPTY_CONTENT_FILTERS, typed: ['phrase'] });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const sections = useSections();
  const { data, previousData, loading, error } = useQuery(GetContentAdminStreamDocument, { variables: { input: contentStreamInput(effective) }, fetchPolicy: 'cache-and-network' });
  const connection = (data ?? previousData)?.getContentAdminStream;
  const nodes = connection?.edges.map((e) => e.node) ?? [];
  const total = connection?.totalCount ?? 0;
  // Past a limit the API stops counting (a lower bound, "1,000+"), and a phrase that too many
  // items contain is capped: "every match" is then not known, so only ticked rows can be used.
  const counted = { totalCount: total, totalCountExact: connection?.totalCountExact ?? true };
  const phraseCapped = connection?.phraseCapped ?? false;
  const allUsable = total > 0 && counted.totalCountExact && !phraseCapped && total <= BULK_MAX_ITEMS;
  const pageIds = nodes.map((n) => n.id);
  const allTicked = pageIds.length > 0 && pageIds.every((id) => ticked.has(id));
  const toggle = (ids: number[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Search" placeholder="Words or an id" leftSection={<SearchIcon />} value={filters.phrase} onChange={(e) => change({ phrase: e.currentTarget.value })} w={240} />
        <MultiSelect label="Type" placeholder={filters.types.length ? undefined : 'All types'} data={TYPE_OPTIONS} value={filters.types} onChange={(v) => change({ types: v as ContentType[] })} clearable searchable w={220} />
        <Select label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={filters.status} onChange={(v) => change({ status: (v as ContentListFilters['status']) ?? null })} clearable w={140} />
        <Select label="Section" placeholder="Any section" data={sections.options} value={filters.sectionId} onChange={(v) => change({ sectionId: v })} clearable searchable w={220} />
        <DatePickerInput
          type="range"
          label="Published"
          placeholder="Any date"
          value={[filters.from, filters.to]}
          onChange={(range) => change(dayRange(range))}
          clearable
          w={230}
        />
      </Group>
      <ListFrame
        error={error}
        errorTitle="The content could not be loaded"
        loaded={connection !== undefined}
        empty={total === 0}
        emptyTitle="No content matches these filters."
        count={`${totalText(counted)} matching · ${ticked.size} selected`}
        pages={contentPageCount(counted, filters.page, CONTENT_PAGE_SIZE, connection?.pageInfo.hasNextPage ?? false)}
        page={filters.page}
        onPage={(page) => setFilters((c) => ({ ...c, page }))}
      >
        <DataTable
          label="Matching content"
          busy={loading}
          minWidth={760}
          verticalSpacing="xs"
          horizontalSpacing="xs"
          columns={6}
          skeletonRows={3}
          head={
            <>
              <Table.Th w={40}>
                <Checkbox aria-label="Select this page" checked={allTicked} indeterminate={!allTicked && pageIds.some((id) => ticked.has(id))} onChange={() => toggle(pageIds, !allTicked)} />
              </Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Section</Table.Th>
              <Table.Th>Updated</Table.Th>
            </>
          }
          rows={connection ? nodes.map((node) => <ItemRow key={node.id} node={node} checked={ticked.has(node.id)} onToggle={(on) => toggle([node.id], on)} />) : null}
        />
      </ListFrame>
      {phraseCapped ? (
        <Text size="sm" c="orange.8">Too many items contain this search to list them all: add words to it to use every match.</Text>
      ) : !counted.totalCountExact ? (
        <Text size="sm" c="orange.8">{`The list does not count every match of this filter (${totalText(counted)}): narrow it to use every match.`}</Text>
      ) : total > BULK_MAX_ITEMS ? (
        <Text size="sm" c="orange.8">{`One update changes at most ${BULK_MAX_ITEMS.toLocaleString('en-US')} items: narrow the filter to use every match.`}</Text>
      ) : null}
      <Group>
        <Button disabled={ticked.size === 0 || ticked.size > BULK_MAX_ITEMS} onClick={() => onChoose({ kind: 'ids', ids: [...ticked] })}>
          {`Use the ${ticked.size} selected`}
        </Button>
        <Button variant="light" disabled={!allUsable} onClick={() => onChoose({ kind: 'filter', filters: effective, total })}>
          {`Use all ${totalText(counted)} matching`}
        </Button>
        {ticked.size > 0 ? (
          <Button variant="subtle" onClick={() => setTicked(new Set())}>
            Clear selection
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function ItemRow({ node, checked, onToggle }: { node: Node; checked: boolean; onToggle: (on: boolean) => void }) {
  return (
    <Table.Tr data-testid="bulk-content-row">
      <Table.Td>
        <Checkbox aria-label={`Select ${node.name}`} checked={checked} onChange={(e) => onToggle(e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {node.name}
        </Text>
        <Text size="xs" c="dimmed">
          {node.id}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{node.type}</Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={node.status === 1 ? 'green' : node.status === 0 ? 'red' : 'gray'}>
          {CONTENT_STATUS_LABELS[node.status as 0 | 1 | 2] ?? node.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{node.primarySection?.fullName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatLocalDateTime(node.updated)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

function ByIds({ onChoose }: { onChoose: (selection: Selection) => void }) {
  const [text, setText] = useState('');
  const { ids, invalid } = useMemo(() => parseIdList(text), [text]);
  const tooMany = ids.length > BULK_MAX_ITEMS;
  return (
    <Stack gap="sm" maw={640}>
      <Textarea
        label="Content ids"
        description="Eight-digit ids, separated by commas, spaces or new lines."
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={invalid.length ? `Not content ids: ${invalid.slice(0, 8).join(', ')}${invalid.length > 8 ? ', …' : ''}` : tooMany ? `At most ${BULK_MAX_ITEMS} ids` : undefined}
      />
      <Group>
        <Button disabled={ids.length === 0 || tooMany} onClick={() => onChoose({ kind: 'ids', ids })}>
          {`Use these ${ids.length} ids`}
        </Button>
        <Text size="sm" c="dimmed">
          Ids that are not content of this site are reported at the end and left alone.
        </Text>
      </Group>
    </Stack>
  );
}
