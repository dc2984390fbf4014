import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { GetContentAdminStreamDocument, RestoreContentRevisionDocument, type GetHistoryEntryQuery } from '../../gql/graphql.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { ConflictAlert, useConflict } from '../forms/Conflict.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';

type Entry = GetHistoryEntryQuery['getHistoryEntry'];

/**
 * 'Restore this revision' for a content row. The item's version is read when the change is
 * opened, so a colleague's save made while the editor was reading is refused with CONFLICT (who
 * and when), and Reload fetches the new version — no restore ever silently overwrites a change.
 */
export function RestoreRevision({ entry, label }: { entry: Entry; label: string }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useQuery(GetContentAdminStreamDocument, {
    variables: { input: { phrase: entry.entityId, pagination: { limit: 5 } } },
    fetchPolicy: 'network-only',
  });
  const item = current.data?.getContentAdminStream.edges.map((e) => e.node).find((n) => String(n.id) === entry.entityId);
  const [restore, { loading }] = useMutation(RestoreContentRevisionDocument);
  const conflict = useConflict(() => current.refetch());

  async function confirm() {
    if (!item) return;
    setFailure(null);
    try {
      const restored = await conflict.guard(async () => (await restore({ variables: { historyId: entry.id, version: item.version } })).data?.restoreContentRevision);
      if (!restored) return;
      setOpen(false);
      showToast({ kind: 'success', title: 'Revision restored', message: `"${label}" is back as it was on ${formatLocalDateTime(entry.createdAt)}.` });
      // The new row shows the item's new state against the one it replaced.
      await navigate(`/admin/history/${restored.id}`);
    } catch (error) {
      setFailure(toSubmitError(error).message);
    }
  }

  const missing = current.data && !item;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!item} loading={current.loading && !current.data} title={missing ? 'The item no longer exists on this site.' : undefined}>
        Restore this revision
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Restore this revision?" centered>
        <Stack gap="md">
          <Text size="sm">
            &quot;{label}&quot; will be saved as it was on {formatLocalDateTime(entry.createdAt)}. Its current state stays in history, so the restore can be undone.
          </Text>
          <ConflictAlert title="The item changed while you were looking" state={conflict} />
          {failure ? (
            <Alert color="red" title="The revision could not be restored">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={loading} disabled={!item || conflict.conflict !== null}>
              Restore
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
