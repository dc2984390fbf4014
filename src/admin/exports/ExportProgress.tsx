import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GetExportDocument } from '../../gql/graphql.js';
import { EXPORT_FORMATS, EXPORT_LABELS, isActiveExport, type ExportKind } from '../../shared/exports.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DownloadIcon } from '../shell/icons.js';
import { exportPercent, exportStatus, filtersLabel, formatBytes, formatNumber, rowsLabel } from './exportStatus.js';
import { useExportDownload } from './useExportDownload.js';

/** While an export is queued or running, the screen asks again this often. */
export const EXPORT_POLL_MS = 1_000;

/**
 * One export on its screen: queued, then a progress bar of rows written out of rows matched while
 * the job runs (getExport polled every second), then the file to download — or why it failed.
 */
export function ExportProgress({ id }: { id: number }) {
  // Asked again every second until the export settles (done, failed or expired).
  const [polling, setPolling] = useState(true);
  const { data, error } = useQuery(GetExportDocument, { variables: { id }, fetchPolicy: 'cache-and-network', pollInterval: polling ? EXPORT_POLL_MS : 0 });
  const item = data?.getExport;
  const active = item ? isActiveExport(item.status) : true;
  useEffect(() => setPolling(active), [active]);
  const { download, pendingId } = useExportDownload();
  if (error) return <Alert color="red" title="The export could not be loaded">{error.message}</Alert>;
  if (!item) return null;
  const kind = item.kind as ExportKind;
  const status = exportStatus(item.status);
  const percent = exportPercent(item.rowsDone, item.rowsTotal);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="export-current" data-status={item.status}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{EXPORT_LABELS[kind].title}</Text>
            <Badge color={status.color} variant="light" data-testid="export-status">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {filtersLabel(kind, item.filters)} · started {formatLocalDateTime(item.createdAt)}
          </Text>
        </Group>
        {active ? (
          <Stack gap={4} data-testid="export-progress">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {item.status === 'queued' ? 'Queued: the export starts in a moment' : 'Writing the file'}
              </Text>
              {item.rowsTotal !== null ? (
                <Text size="sm" c="dimmed">
                  {formatNumber(item.rowsDone)} of {rowsLabel(kind, item.rowsTotal)}
                </Text>
              ) : null}
            </Group>
            <Progress value={item.status === 'queued' ? 100 : percent} striped animated size="lg" color={item.status === 'queued' ? 'gray' : undefined} aria-label="Export progress" />
            <Text size="xs" c="dimmed">
              You may leave this page: the export goes on, and it is listed below.
            </Text>
            {item.message && item.status !== 'queued' ? (
              <Text size="xs" c="orange">
                {item.message}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {item.status === 'done' ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" data-testid="export-done">
              {rowsLabel(kind, item.rowsDone)} · {formatBytes(item.byteSize ?? 0)} · kept until {item.expiresAt ? formatLocalDateTime(item.expiresAt) : '—'}
            </Text>
            <Button leftSection={<DownloadIcon size={16} />} onClick={() => void download(item.id)} loading={pendingId === item.id}>
              Download {EXPORT_FORMATS[kind].name}
            </Button>
          </Group>
        ) : null}
        {item.status === 'failed' || item.status === 'expired' ? (
          <Text size="sm" c={item.status === 'failed' ? 'red' : 'dimmed'} data-testid="export-message">
            {item.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
