import { useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { GetExportStreamDocument, type GetExportStreamQuery } from '../../gql/graphql.js';
import { isActiveExport, type ExportKind } from '../../shared/exports.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { exportPercent, exportStatus, filtersLabel, formatBytes, rowsLabel } from './exportStatus.js';
import { useExportDownload } from './useExportDownload.js';

type ExportRow = GetExportStreamQuery['getExportStream']['edges'][number]['node'];

export const EXPORTS_PAGE_SIZE = 10;
/** While an export of the list is still running (perhaps someone else's), the list looks again this often. */
const LIST_POLL_MS = 3_000;

/**
 * The site's recent exports of a kind, newest first: when, by whom, what was asked, the rows and
 * the file, with a Download button while the file is kept. The current export's row follows its
 * progress through Apollo's normalised cache.
 */
export function ExportsList({ kind, currentId }: { kind: ExportKind; currentId: number | null }) {
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(GetExportStreamDocument, {
    variables: { kind, limit: EXPORTS_PAGE_SIZE, skip: (page - 1) * EXPORTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? LIST_POLL_MS : 0,
  });
  const connection = (data ?? previousData)?.getExportStream;
  const anyActive = connection?.edges.some(({ node }) => isActiveExport(node.status)) ?? false;
  useEffect(() => setPolling(anyActive), [anyActive]);

  // A new export started on the screen: list it.
  const shown = useRef(currentId);
  useEffect(() => {
    if (shown.current === currentId) return;
    shown.current = currentId;
    void refetch().catch(() => undefined);
  }, [currentId, refetch]);

  const { download, pendingId } = useExportDownload();
  const total = connection?.totalCount ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Recent exports
      </Title>
      <ListFrame
        error={error}
        errorTitle="The exports could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle="No exports yet"
        emptyHint="Exports started here are listed for 7 days, with their files."
        count={rangeLabel(total, page, EXPORTS_PAGE_SIZE, { plural: 'exports', none: 'No exports' })}
        countTestId="exports-count"
        pages={pageRange(total, page, EXPORTS_PAGE_SIZE).pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Exports"
          busy={loading}
          minWidth={860}
          columns={6}
          head={
            <>
              <Table.Th>Started</Table.Th>
              <Table.Th>Contents</Table.Th>
              <Table.Th w={180}>Status</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th w={130} aria-label="Download" />
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <ExportListRow key={node.id} item={node} current={node.id === currentId} onDownload={() => void download(node.id)} downloading={pendingId === node.id} />
                ))
              : null
          }
        />
      </ListFrame>
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function ExportListRow({ item, current, onDownload, downloading }: { item: ExportRow; current: boolean; onDownload: () => void; downloading: boolean }) {
  const kind = item.kind as ExportKind;
  const status = exportStatus(item.status);
  return (
    <Table.Tr data-testid="export-row" aria-current={current ? 'true' : undefined} bg={current ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Text size="sm" style={NO_WRAP}>
          {formatLocalDateTime(item.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{filtersLabel(kind, item.filters)}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
        {item.status === 'running' ? (
          <Text size="xs" c="dimmed">
            {exportPercent(item.rowsDone, item.rowsTotal)}%
          </Text>
        ) : null}
        {item.status === 'failed' ? (
          <Text size="xs" c="red">
            {item.message}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {item.status === 'done' ? (
          <Text size="sm">
            {rowsLabel(kind, item.rowsDone)} · {formatBytes(item.byteSize ?? 0)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.requestedByName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        {item.status === 'done' ? (
          <Button size="xs" variant="light" onClick={onDownload} loading={downloading} aria-label={`Download ${item.fileName}`}>
            Download
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
