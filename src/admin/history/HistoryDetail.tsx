import { useQuery } from '@apollo/client/react';
import { Accordion, Alert, Anchor, Badge, Code, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { GetHistoryEntryDocument, type GetHistoryEntryQuery } from '../../gql/graphql.js';
import { changeDisplay, entityEditPath, entityTypeLabel, formatHistoryValue, HISTORY_ACTION_LABELS } from '../../shared/history.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { ACTION_COLOURS } from './HistoryList.js';
import { RestoreRevision } from './RestoreRevision.js';
import { WordDiffView } from './WordDiffView.js';

type Entry = GetHistoryEntryQuery['getHistoryEntry'];

/** /admin/history/{id}: one change, field by field, with the record's previous change and, for content, a restore. */
export function HistoryDetail({ id }: { id: number }) {
  const { data, loading, error } = useQuery(GetHistoryEntryDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { can } = useAdminSession();
  if (error && !data) {
    return (
      <Alert color="red" title="This change cannot be shown">
        {toSubmitError(error).message} <Anchor href="/admin/history">Back to history</Anchor>
      </Alert>
    );
  }
  const entry = data?.getHistoryEntry;
  if (!entry) return <Skeleton height={240} radius="md" aria-busy={loading} />;
  return <EntryView entry={entry} canRestore={can('manage_content')} />;
}

function EntryView({ entry, canRestore }: { entry: Entry; canRestore: boolean }) {
  const edit = entityEditPath(entry.entityType, entry.entityId);
  const label = entry.entityLabel ?? `${entityTypeLabel(entry.entityType)} ${entry.entityId}`;
  const restorable = entry.entityType === 'Content' && entry.snapshot !== null && canRestore;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={ACTION_COLOURS[entry.action]} variant="light">
                {HISTORY_ACTION_LABELS[entry.action]}
              </Badge>
              <Title order={3} size="h4">
                {edit ? <Anchor href={edit}>{label}</Anchor> : label}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {entityTypeLabel(entry.entityType)} {entry.entityId} · {formatLocalDateTime(entry.createdAt)} by {entry.user?.name ?? 'an unknown user'}
            </Text>
            {entry.batchId ? (
              <Text size="sm">
                Part of batch <Anchor href={`/admin/history?batchId=${encodeURIComponent(entry.batchId)}`}><Code>{entry.batchId}</Code></Anchor>
              </Text>
            ) : null}
            <Group gap="md">
              <Anchor href={`/admin/history?entityType=${encodeURIComponent(entry.entityType)}&entityId=${encodeURIComponent(entry.entityId)}`} size="sm">
                All changes of this record
              </Anchor>
              {entry.previous ? (
                <Anchor href={`/admin/history/${entry.previous.id}`} size="sm">
                  Previous change ({formatLocalDateTime(entry.previous.createdAt)}, {entry.previous.user?.name ?? 'unknown user'})
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  First recorded change of this record
                </Text>
              )}
            </Group>
          </Stack>
          {restorable ? <RestoreRevision entry={entry} label={label} /> : null}
        </Group>
      </Paper>

      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Changed fields" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={180}>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.changes.map((change) => (
              <Table.Tr key={change.field} data-testid="history-change">
                <Table.Td>
                  <Code>{change.field}</Code>
                </Table.Td>
                {changeDisplay(change.before, change.after) === 'words' ? (
                  <Table.Td colSpan={2}>
                    <WordDiffView before={change.before} after={change.after} />
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>
                      <Value value={change.before} field={change.field} entityType={entry.entityType} tone="red" />
                    </Table.Td>
                    <Table.Td>
                      <Value value={change.after} field={change.field} entityType={entry.entityType} tone="green" />
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {entry.changes.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            This save changed no field.
          </Text>
        ) : null}
      </Paper>

      {entry.snapshot && typeof entry.snapshot === 'object' ? (
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="snapshot">
            <Accordion.Control>The record as saved</Accordion.Control>
            <Accordion.Panel>
              <Table verticalSpacing={4} layout="fixed">
                <Table.Tbody>
                  {Object.entries(entry.snapshot as Record<string, unknown>).map(([field, value]) => (
                    <Table.Tr key={field}>
                      <Table.Td w={180}>
                        <Code>{field}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Value value={value} field={field} entityType={entry.entityType} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </Stack>
  );
}

function Value({ value, field, entityType, tone }: { value: unknown; field: string; entityType: string; tone?: 'red' | 'green' }) {
  const text = formatHistoryValue(value, field, entityType);
  const empty = text === '—';
  return (
    <Text
      size="sm"
      c={empty ? 'dimmed' : tone ? `${tone}.9` : undefined}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: text.startsWith('{') || text.startsWith('[') ? 'var(--mantine-font-family-monospace)' : undefined }}
    >
      {text}
    </Text>
  );
}
