import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, List, Modal, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { BulkUpdateContentDocument, GetContentAdminStreamDocument, UndoHistoryBatchDocument, type UndoHistoryBatchMutation } from '../../gql/graphql.js';
import { BULK_MAX_ITEMS, describeBulkChange } from '../../shared/bulkContent.js';
import { contentStreamInput } from '../content/listFilters.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';
import type { Selection } from './ChooseContent.js';
import type { ChosenChange } from './ChooseChange.js';
import { changeInputOf } from './changeForm.js';
import { newRunBatchId, runInChunks, type RunSummary } from './runBulk.js';

type Phase = { name: 'review' } | { name: 'collecting' } | { name: 'running'; done: number; total: number } | { name: 'done'; summary: RunSummary };
type UndoResult = UndoHistoryBatchMutation['undoHistoryBatch'];

const COLLECT_PAGE = 100;
/** A refused change (or lost permission) stops the run; anything else is reported per item. */
const FATAL = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'UNAUTHENTICATED']);

const historyLink = (batchId: string) => `/admin/history?batchId=${encodeURIComponent(batchId)}`;
const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Step 3: review, run in chunks of 25 with a progress bar, then the summary with a link to history and Undo. */
export function RunUpdate({ selection, chosen, onBack, onRestart }: { selection: Selection; chosen: ChosenChange; onBack: () => void; onRestart: () => void }) {
  const client = useApolloClient();
  const [send] = useMutation(BulkUpdateContentDocument);
  const [phase, setPhase] = useState<Phase>({ name: 'review' });
  const [error, setError] = useState<string | null>(null);
  const planned = selection.kind === 'ids' ? selection.ids.length : selection.total;
  const description = describeBulkChange(chosen.change, chosen.names);

  /** Every id the filter matches, read before anything changes (a status change would move items out of the filter). */
  async function collectIds(): Promise<number[]> {
    if (selection.kind === 'ids') return selection.ids;
    const ids: number[] = [];
    for (let skip = 0; ids.length < BULK_MAX_ITEMS; skip += COLLECT_PAGE) {
      const input = { ...contentStreamInput(selection.filters), sortField: 'id' as const, sortOrder: 'asc' as const, pagination: { limit: COLLECT_PAGE, skip } };
      const { data } = await client.query({ query: GetContentAdminStreamDocument, variables: { input }, fetchPolicy: 'network-only' });
      const page = data?.getContentAdminStream.edges.map((e) => e.node.id) ?? [];
      ids.push(...page);
      if (!data?.getContentAdminStream.pageInfo.hasNextPage) break;
    }
    return ids.slice(0, BULK_MAX_ITEMS);
  }

  async function run() {
    setError(null);
    try {
      setPhase({ name: 'collecting' });
      const ids = await collectIds();
      const change = changeInputOf(chosen.values);
      // One batch id for the whole run: every chunk's rows are one update in history, undone together.
      const batchId = newRunBatchId();
      const summary = await runInChunks(ids, {
        batchId,
        send: async (chunk) => {
          const result = await send({ variables: { input: { ids: chunk, change, batchId } } });
          if (!result.data) throw new Error('The server gave no answer.');
          return result.data.bulkUpdateContent;
        },
        isFatal: (e) => FATAL.has(toSubmitError(e).code ?? ''),
        message: (e) => toSubmitError(e).message,
        onProgress: (done, total) => setPhase({ name: 'running', done, total }),
      });
      setPhase({ name: 'done', summary });
      // Lists elsewhere (content, history) show the new state when opened.
      void client.refetchQueries({ include: 'active' });
    } catch (e) {
      setError(toSubmitError(e).message);
      setPhase({ name: 'review' });
    }
  }

  if (phase.name === 'done') return <Summary summary={phase.summary} description={description} onRestart={onRestart} />;
  const running = phase.name === 'running' || phase.name === 'collecting';
  const done = phase.name === 'running' ? phase.done : 0;
  const total = phase.name === 'running' ? phase.total : planned;
  return (
    <Stack gap="md" maw={640}>
      <Paper withBorder radius="md" p="md">
        <Text fw={600}>{description}</Text>
        <Text size="sm" c="dimmed">
          {`on ${count(planned, 'item')}${selection.kind === 'filter' ? ' matching the filter' : ''}. Every item is saved with its own history entry; the whole update can be undone.`}
        </Text>
      </Paper>
      {error ? (
        <Alert color="red" title="The update could not start">
          {error}
        </Alert>
      ) : null}
      {running ? (
        <Stack gap={4} aria-live="polite">
          <Progress value={total ? (done / total) * 100 : 0} size="xl" striped animated aria-label="Progress of the update" />
          <Text size="sm" data-testid="bulk-progress">
            {phase.name === 'collecting' ? 'Finding the items…' : `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
          </Text>
        </Stack>
      ) : (
        <Group>
          <Button onClick={() => void run()}>
            {`Update ${count(planned, 'item')}`}
          </Button>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Summary({ summary, description, onRestart }: { summary: RunSummary; description: string; onRestart: () => void }) {
  const [undo, { loading }] = useMutation(UndoHistoryBatchDocument);
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState<UndoResult | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);

  async function runUndo() {
    setUndoError(null);
    try {
      const result = (await undo({ variables: { batchId: summary.batchId } })).data?.undoHistoryBatch;
      if (!result) return;
      setUndone(result);
      setConfirming(false);
      showToast({ kind: result.failed.length ? 'info' : 'success', title: 'Update undone', message: `${count(result.updated.length, 'item')} put back as before.` });
    } catch (e) {
      setUndoError(toSubmitError(e).message);
    }
  }

  return (
    <Stack gap="md" data-testid="bulk-summary">
      {summary.stopped ? (
        <Alert color="red" title="The update stopped">
          {summary.stopped}
        </Alert>
      ) : null}
      <Alert color={summary.failed.length ? 'orange' : 'green'} title={description}>
        <List size="sm">
          <List.Item>{`${count(summary.updated.length, 'item')} updated`}</List.Item>
          {summary.unchanged.length ? <List.Item>{`${count(summary.unchanged.length, 'item')} already as asked (left alone)`}</List.Item> : null}
          <List.Item>{`${count(summary.failed.length, 'item')} failed`}</List.Item>
        </List>
      </Alert>
      {summary.failed.length ? <Failures failed={summary.failed} /> : null}
      {summary.updated.length && !undone ? (
        <Group>
          <Anchor href={historyLink(summary.batchId)}>See this update in history</Anchor>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Undo this update
          </Button>
        </Group>
      ) : null}
      {undone ? (
        <Alert color={undone.failed.length ? 'orange' : 'blue'} title="Update undone" data-testid="bulk-undo-summary">
          <Text size="sm">{`${count(undone.updated.length, 'item')} put back as before${undone.failed.length ? `; ${count(undone.failed.length, 'item')} skipped:` : '.'}`}</Text>
          {undone.failed.length ? <Failures failed={undone.failed} /> : null}
          <Anchor href={historyLink(undone.batchId)} size="sm">
            See the undo in history
          </Anchor>
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={onRestart}>
          Start another update
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Undo this update?" centered>
        <Stack>
          <Text size="sm">
            {`Every item this update changed goes back to how it was before. Items someone changed since are left alone and listed.`}
          </Text>
          {undoError ? (
            <Alert color="red" title="The update could not be undone">
              {undoError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={loading} onClick={() => void runUndo()}>
              Undo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Failures({ failed }: { failed: readonly { id: number; message: string }[] }) {
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="xs" aria-label="Items not updated">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>Item</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failed.map((f) => (
            <Table.Tr key={f.id} data-testid="bulk-failure">
              <Table.Td>
                <Anchor href={`/admin/edit-content/${f.id}`} size="sm">
                  {f.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.message}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
