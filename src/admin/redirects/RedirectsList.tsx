import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeleteWebsiteRedirectDocument, GetWebsiteRedirectStreamDocument, type GetWebsiteRedirectStreamQuery, type RedirectSource } from '../../gql/graphql.js';
import { ActionIconButton, TrashIcon, SearchInput } from '../forms/index.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { useListFilters } from '../shell/useListFilters.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import {
  EMPTY_REDIRECT_FILTERS,
  REDIRECTS_PAGE_SIZE,
  REDIRECT_SOURCES,
  SOURCE_BADGES,
  redirectFiltersFromSearch,
  redirectStreamInput,
  searchFromRedirectFilters,
  type RedirectListFilters,
} from './redirectList.js';

type Redirect = GetWebsiteRedirectStreamQuery['getWebsiteRedirectStream']['edges'][number]['node'];

const SOURCE_OPTIONS = REDIRECT_SOURCES.map((source) => ({ value: source, label: SOURCE_BADGES[source].label }));

export function CreateRedirectAction() {
  return <AddAction href="/admin/create-redirect" label="Create redirect" />;
}

/**
 * /admin/redirects: the site's redirects, newest first — typed by editors (manual) or written when
 * a section or content alias changed — with search over from and to, a source filter, 25 per page
 * and delete with confirmation. The filters live in the query string.
 */
export function RedirectsList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<RedirectListFilters>({
    initial: () => redirectFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromRedirectFilters,
  });
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(GetWebsiteRedirectStreamDocument, {
    variables: { input: redirectStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getWebsiteRedirectStream;

  const filtered = filters.phrase !== '' || filters.source !== null;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, REDIRECTS_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="From or to"
          value={filters.phrase}
          onChange={(phrase) => change({ phrase })}
          w={{ base: '100%', sm: 320 }}
        />
        <Select label="Source" placeholder="Any source" data={SOURCE_OPTIONS} value={filters.source} onChange={(value) => change({ source: (value as RedirectSource | null) ?? null })} clearable w={180} />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_REDIRECT_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The redirects could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No redirects match these filters' : 'No redirects yet'}
        emptyHint={filtered ? 'Try another search or remove the filter.' : 'Create one, or rename a section: its old addresses become redirects.'}
        count={rangeLabel(total, effective.page, REDIRECTS_PAGE_SIZE, { plural: 'redirects', none: 'No redirects' })}
        countTestId="redirects-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Redirects"
          busy={loading}
          minWidth={800}
          columns={5}
          skeletonRows={4}
          head={
            <>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th w={180}>Source</Table.Th>
              <Table.Th w={200}>Updated</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="redirect-row">
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {node.from}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={node.to} target="_blank" rel="noopener" size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {node.to}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={SOURCE_BADGES[node.source].color} style={{ flexShrink: 0 }}>
                        {SOURCE_BADGES[node.source].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatLocalDateTime(node.updatedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIconButton label={`Delete the redirect from ${node.from}`} icon={<TrashIcon />} color="red" size="sm" onClick={() => setDeleting(node)} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
      <DeleteRedirectModal
        redirect={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async () => {
          setDeleting(null);
          await refetch();
        }}
      />
    </Stack>
  );
}

/** The shared confirmation (shell/DeleteRecordModal.tsx), worded for a redirect. */
function DeleteRedirectModal({ redirect, onClose, onDeleted }: { redirect: Redirect | null; onClose: () => void; onDeleted: () => Promise<void> }) {
  const [remove, { loading }] = useMutation(DeleteWebsiteRedirectDocument);
  return (
    <DeleteRecordModal
      record={redirect}
      noun="redirect"
      nameOf={(r) => `from ${r.from}`}
      message={(r) => (
        <>
          Visitors of <strong>{r.from}</strong> will no longer be sent to <strong>{r.to}</strong>. This cannot be undone.
        </>
      )}
      remove={(r) => remove({ variables: { id: r.id } })}
      loading={loading}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
