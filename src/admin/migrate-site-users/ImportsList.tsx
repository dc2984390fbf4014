import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { GetSiteUserImportStreamDocument, type GetSiteUserImportStreamQuery } from '../../gql/graphql.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { formatNumber, importHref, importStatus, isActive, outcomeLabel, phaseLabel, progressPercent } from './importStatus.js';

type ImportRow = GetSiteUserImportStreamQuery['getSiteUserImportStream']['edges'][number]['node'];

export const IMPORTS_PAGE_SIZE = 10;
/** While an import of the list is still running (perhaps someone else's), the list looks again this often. */
const LIST_POLL_MS = 5_000;

/**
 * The site's earlier imports, newest first: file, rows, status, what came of it, who and when. A
 * row opens that import on this screen (?id=), an import still waiting for its mapping at its
 * mapping step. The open import's row follows its progress through Apollo's normalised cache.
 */
export function ImportsList({ currentId }: { currentId: number | null }) {
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(GetSiteUserImportStreamDocument, {
    variables: { limit: IMPORTS_PAGE_SIZE, skip: (page - 1) * IMPORTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? LIST_POLL_MS : 0,
  });
  const connection = (data ?? previousData)?.getSiteUserImportStream;
  const anyActive = connection?.edges.some(({ node }) => isActive(node.status)) ?? false;
  useEffect(() => setPolling(anyActive), [anyActive]);

  // A new upload opens as the current import: list it.
  const shown = useRef(currentId);
  useEffect(() => {
    if (shown.current === currentId) return;
    shown.current = currentId;
    void refetch().catch(() => undefined);
  }, [currentId, refetch]);

  const total = connection?.totalCount ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Earlier imports
      </Title>
      <ListFrame
        error={error}
        errorTitle="The imports could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle="No imports yet"
        emptyHint="Files uploaded on this screen are listed here."
        count={rangeLabel(total, page, IMPORTS_PAGE_SIZE, { plural: 'imports', none: 'No imports' })}
        countTestId="imports-count"
        pages={pageRange(total, page, IMPORTS_PAGE_SIZE).pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Imports"
          busy={loading}
          minWidth={900}
          columns={6}
          head={
            <>
              <Table.Th>File</Table.Th>
              <Table.Th>Rows</Table.Th>
              <Table.Th w={200}>Status</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Uploaded</Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <ImportListRow key={node.id} item={node} current={node.id === currentId} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function ImportListRow({ item, current }: { item: ImportRow; current: boolean }) {
  const href = importHref(item.id);
  const status = importStatus(item.status);
  return (
    <Table.Tr
      data-testid="import-row"
      aria-current={current ? 'true' : undefined}
      bg={current ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ cursor: 'pointer' }}
      onClick={() => void navigate(href)}
    >
      <Table.Td>
        <Anchor href={href} fw={600} size="sm" onClick={(e) => e.stopPropagation()}>
          {item.fileName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatNumber(item.rowCount)}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
        {item.status === 'running' ? (
          <Text size="xs" c="dimmed">
            {phaseLabel(item.phase)} · {progressPercent(item.processed, item.rowCount)}%
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={item.status === 'failed' ? 'red' : undefined}>
          {outcomeLabel(item)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.createdByName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NO_WRAP}>
          {formatLocalDateTime(item.created)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
