import { Alert, Anchor, Badge, Button, CloseButton, Group, Modal, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeleteWebsiteRedirectDocument, GetWebsiteRedirectStreamDocument, type GetWebsiteRedirectStreamQuery, type RedirectSource } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { ActionIconButton, PlusIcon, SearchIcon, TrashIcon } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { showToast } from '../shell/toast.js';
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
  return (
    <Button component="a" href="/admin/create-redirect" leftSection={<PlusIcon />} size="sm">
      Create redirect
    </Button>
  );
}

/**
 * /admin/redirects: the site's redirects, newest first — typed by editors (manual) or written when
 * a section or content alias changed — with search over from and to, a source filter, 25 per page
 * and delete with confirmation. The filters live in the query string.
 */
export function RedirectsList() {
  const { urlParsed } = usePageContext();
  const [filters, setFilters] = useState<RedirectListFilters>(() => redirectFiltersFromSearch(urlParsed.search));
  const [debouncedPhrase] = useDebouncedValue(filters.phrase, SEARCH_DEBOUNCE_MS);
  const effective = useMemo(() => ({ ...filters, phrase: debouncedPhrase }), [filters, debouncedPhrase]);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(GetWebsiteRedirectStreamDocument, {
    variables: { input: redirectStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getWebsiteRedirectStream;

  useEffect(() => {
    const url = `${window.location.pathname}${searchFromRedirectFilters(effective)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [effective]);

  const change = (patch: Partial<RedirectListFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const filtered = filters.phrase !== '' || filters.source !== null;
  const total = connection?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE));
  const first = total === 0 ? 0 : (effective.page - 1) * REDIRECTS_PAGE_SIZE + 1;
  const last = Math.min(total, effective.page * REDIRECTS_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="From or to"
          leftSection={<SearchIcon />}
          value={filters.phrase}
          onChange={(event) => change({ phrase: event.currentTarget.value })}
          rightSection={filters.phrase ? <CloseButton size="sm" aria-label="Clear search" onClick={() => change({ phrase: '' })} /> : null}
          w={{ base: '100%', sm: 320 }}
        />
        <Select label="Source" placeholder="Any source" data={SOURCE_OPTIONS} value={filters.source} onChange={(value) => change({ source: (value as RedirectSource | null) ?? null })} clearable w={180} />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_REDIRECT_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      {error ? (
        <Alert color="red" title="The redirects could not be loaded">
          {toSubmitError(error).message}
        </Alert>
      ) : null}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={800}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Redirects" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th w={180}>Source</Table.Th>
                <Table.Th w={200}>Updated</Table.Th>
                <Table.Th w={60}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {connection
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
                : [0, 1, 2, 3].map((row) => (
                    <Table.Tr key={row}>
                      {[0, 1, 2, 3, 4].map((cell) => (
                        <Table.Td key={cell}>
                          <Skeleton height={14} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {connection && connection.edges.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={600}>{filtered ? 'No redirects match these filters' : 'No redirects yet'}</Text>
            <Text size="sm" c="dimmed">
              {filtered ? 'Try another search or remove the filter.' : 'Create one, or rename a section: its old addresses become redirects.'}
            </Text>
          </Stack>
        ) : null}
      </Paper>

      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="redirects-count">
          {connection ? (total === 0 ? 'No redirects' : `${first}–${last} of ${total.toLocaleString('en-US')} redirects`) : ' '}
        </Text>
        <Pagination total={pages} value={Math.min(effective.page, pages)} onChange={(page) => setFilters((current) => ({ ...current, page }))} hideWithOnePage size="sm" />
      </Group>
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

function DeleteRedirectModal({ redirect, onClose, onDeleted }: { redirect: Redirect | null; onClose: () => void; onDeleted: () => Promise<void> }) {
  const [remove, { loading }] = useMutation(DeleteWebsiteRedirectDocument);
  async function confirm() {
    if (!redirect) return;
    try {
      await remove({ variables: { id: redirect.id } });
      showToast({ kind: 'success', message: `The redirect from ${redirect.from} was deleted.` });
      await onDeleted();
    } catch (error) {
      showToast({ kind: 'error', title: 'The redirect was not deleted', message: toSubmitError(error).message });
    }
  }
  return (
    <Modal opened={redirect !== null} onClose={onClose} title="Delete redirect?" centered>
      <Stack gap="md">
        <Text size="sm">
          Visitors of <strong>{redirect?.from}</strong> will no longer be sent to <strong>{redirect?.to}</strong>. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={loading}>
            Delete redirect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
