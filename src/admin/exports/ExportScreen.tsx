import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { StartExportDocument, type ExportFiltersInput } from '../../gql/graphql.js';
import { EXPORT_FORMATS, EXPORT_RETENTION_DAYS, type ExportKind } from '../../shared/exports.js';
import { errorMessage } from '../forms/useAsyncSearch.js';
import { DownloadIcon } from '../shell/icons.js';
import { showToast } from '../shell/toast.js';
import { ExportProgress } from './ExportProgress.js';
import { ExportsList } from './ExportsList.js';

/**
 * The start of an export and everything after it, for one kind: the screen's own filters (the
 * children), "Start export" (startExport; the server queues it on the job queue and answers the
 * same export when one with these filters is already running), the export's progress and file,
 * and the site's recent exports of the kind below. `blocked` (a reason in words) keeps the export
 * from being started while the filters cannot make a file (a print export of an empty issue).
 */
export function ExportScreen({
  kind,
  intro,
  filters,
  children,
  blocked = null,
}: {
  kind: ExportKind;
  intro: ReactNode;
  filters: ExportFiltersInput;
  children?: ReactNode;
  blocked?: string | null;
}) {
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [start, { loading }] = useMutation(StartExportDocument);
  const [problem, setProblem] = useState<string | null>(null);

  async function onStart() {
    setProblem(null);
    try {
      const { data } = await start({ variables: { input: { kind, filters } } });
      if (data) setCurrentId(data.startExport.id);
    } catch (error) {
      setProblem(errorMessage(error));
      showToast({ kind: 'error', title: 'The export was not started', message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          {children}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="xs" c="dimmed">
              {EXPORT_FORMATS[kind].name === 'ZIP' ? 'A ZIP archive' : 'A CSV file (UTF-8, comma-separated)'} is written in the background; it is kept for {EXPORT_RETENTION_DAYS} days.
            </Text>
            <Button leftSection={<DownloadIcon size={16} />} onClick={() => void onStart()} loading={loading} disabled={Boolean(blocked)}>
              Start export
            </Button>
          </Group>
          {problem ? (
            <Alert color="red" title="The export was not started">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {currentId !== null ? <ExportProgress id={currentId} /> : null}
      <ExportsList kind={kind} currentId={currentId} />
    </Stack>
  );
}
