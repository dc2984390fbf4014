import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Image, List, Modal, Paper, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  AcceptCompanyUpdateDocument,
  GetCompanyUpdateDocument,
  RejectCompanyUpdateDocument,
  RevokeCompanyUpdateDocument,
  type CompanyUpdateField,
  type GetCompanyUpdateQuery,
} from '../../gql/graphql.js';
import { COMPANY_UPDATE_LIMITS } from '../../shared/companyUpdates.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { ConfirmModal } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { statusBadge } from './status.js';

type Update = GetCompanyUpdateQuery['getCompanyUpdate'];
type Row = NonNullable<Update['diff']>[number];

const CHANGE_LABELS: Record<string, { label: string; color: string }> = {
  added: { label: 'New', color: 'green' },
  removed: { label: 'Removed', color: 'red' },
  changed: { label: 'Changed', color: 'orange' },
  unchanged: { label: 'Unchanged', color: 'gray' },
};

/** Current and proposed values side by side: what goes is struck through on red, what comes is on green. */
const CURRENT_STYLE = { background: 'var(--mantine-color-red-0)', textDecoration: 'line-through', textDecorationColor: 'var(--mantine-color-red-4)' } as const;
const PROPOSED_STYLE = { background: 'var(--mantine-color-green-0)' } as const;

/**
 * /admin/company-updates/{id} (docs/company-updates.md "Admin"): who sent what and when, then the
 * proposal field by field against the company's current content — changed fields highlighted, each
 * with a box to apply it (all ticked) — and Accept, Reject (with a note) and Revoke. A reviewed
 * update is read-only and says who reviewed it and when.
 */
export function CompanyUpdateDetail({ id }: { id: number }) {
  const { data, loading, error, refetch } = useQuery(GetCompanyUpdateDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (error && !data) {
    return (
      <Alert color="red" title="This company update cannot be shown">
        {toSubmitError(error).message} <Anchor href="/admin/company-updates">Back to company updates</Anchor>
      </Alert>
    );
  }
  const update = data?.getCompanyUpdate;
  if (!update) return <Skeleton height={320} radius="md" aria-busy={loading} />;
  return <UpdateView key={update.version} update={update} reload={async () => void (await refetch())} />;
}

function UpdateView({ update, reload }: { update: Update; reload: () => Promise<void> }) {
  const { can } = useAdminSession();
  const manage = can('manage_content');
  const reviewable = manage && update.status === 'submitted';
  const revocable = manage && (update.status === 'open' || update.status === 'submitted');
  const changed = useMemo(() => (update.diff ?? []).filter((row) => row.changed).map((row) => row.field), [update.diff]);
  const [chosen, setChosen] = useState<CompanyUpdateField[]>(changed);
  useEffect(() => setChosen(changed), [changed]);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [note, setNote] = useState('');
  const [accept, acceptState] = useMutation(AcceptCompanyUpdateDocument);
  const [reject, rejectState] = useMutation(RejectCompanyUpdateDocument);
  const [revoke, revokeState] = useMutation(RevokeCompanyUpdateDocument);
  const badge = statusBadge(update);

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setFailure(null);
    try {
      await action();
      showToast({ kind: 'success', message: done });
      await reload();
      return true;
    } catch (error) {
      setFailure(toSubmitError(error).message);
      return false;
    }
  }

  const onAccept = () =>
    run(
      () => accept({ variables: { input: { id: update.id, version: update.version, fields: chosen } } }),
      `The changes to ${update.company.name} were applied (${chosen.length} ${chosen.length === 1 ? 'field' : 'fields'}).`,
    );
  const onReject = async () => {
    if (await run(() => reject({ variables: { input: { id: update.id, version: update.version, note: note.trim() || null } } }), `The update of ${update.company.name} was rejected.`)) setRejecting(false);
  };
  const onRevoke = async () => {
    if (await run(() => revoke({ variables: { id: update.id, version: update.version } }), `The link of ${update.company.name} was revoked.`)) setRevoking(false);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group gap="sm">
            <Badge color={badge.color} variant="light" data-testid="company-update-status">
              {badge.label}
            </Badge>
            <Title order={3} size="h4">
              {update.company.name}
            </Title>
          </Group>
          <Group gap="md">
            <Anchor href={`/admin/edit-content/${update.companyId}`} size="sm">
              Edit the company
            </Anchor>
            <Anchor href={update.company.canonicalPath} target="_blank" rel="noopener" size="sm">
              Its page on the site
            </Anchor>
            <Anchor href={`/admin/company-updates?status=${update.status}`} size="sm">
              Back to company updates
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            Link made {formatLocalDateTime(update.createdAt)}
            {update.createdByName ? ` by ${update.createdByName}` : ''}
            {update.recipientEmail ? `, sent to ${update.recipientEmail}` : ''}
            {update.status === 'open' || update.status === 'submitted' ? ` · ${update.expired ? 'expired' : 'works until'} ${formatLocalDateTime(update.expiresAt)}` : ''}
          </Text>
          {update.submittedAt ? (
            <Text size="sm">
              Sent {formatLocalDateTime(update.submittedAt)} by <strong>{update.submitterName}</strong> &lt;{update.submitterEmail}&gt;
              {update.submitterIp ? ` from ${update.submitterIp}` : ''}
            </Text>
          ) : (
            <Text size="sm">Nothing has been sent through this link yet.</Text>
          )}
          {update.reviewedAt ? (
            <Alert color={update.status === 'accepted' ? 'green' : 'red'} title={`${update.status === 'accepted' ? 'Accepted' : 'Rejected'} ${formatLocalDateTime(update.reviewedAt)} by ${update.reviewedByName ?? 'an unknown user'}`}>
              {update.reviewNote ?? (update.status === 'accepted' ? 'The ticked changes were applied to the company.' : 'No note was left.')}
            </Alert>
          ) : null}
          {update.revokedAt ? (
            <Alert color="gray" title={`Revoked ${formatLocalDateTime(update.revokedAt)}`}>
              The link no longer works.
            </Alert>
          ) : null}
        </Stack>
      </Paper>

      {failure ? (
        <Alert color="red" title="That did not work" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}

      {update.diff ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Proposed changes" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  {reviewable ? <Table.Th w={70}>Apply</Table.Th> : null}
                  <Table.Th w={160}>Field</Table.Th>
                  <Table.Th>Current</Table.Th>
                  <Table.Th>Proposed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {update.diff.map((row) => (
                  <DiffRow
                    key={row.field}
                    row={row}
                    selectable={reviewable}
                    checked={chosen.includes(row.field)}
                    onToggle={(on) => setChosen((list) => (on ? [...list, row.field] : list.filter((f) => f !== row.field)))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      {update.diff && changed.length === 0 ? <Text size="sm">The company confirmed its profile as it is: nothing differs from its current content.</Text> : null}

      {reviewable || revocable ? (
        <Group justify="space-between">
          {revocable ? (
            <Button variant="subtle" color="gray" onClick={() => setRevoking(true)}>
              Revoke link
            </Button>
          ) : (
            <span />
          )}
          {reviewable ? (
            <Group>
              <Button variant="default" color="red" onClick={() => setRejecting(true)}>
                Reject
              </Button>
              <Button onClick={() => void onAccept()} loading={acceptState.loading} disabled={changed.length > 0 && chosen.length === 0}>
                {changed.length === 0 ? 'Accept' : `Accept ${chosen.length} ${chosen.length === 1 ? 'change' : 'changes'}`}
              </Button>
            </Group>
          ) : null}
        </Group>
      ) : null}

      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={`Reject the update of ${update.company.name}?`}>
        <Stack gap="md">
          <Text size="sm">Nothing is applied; the company cannot send more through this link.</Text>
          <Textarea
            label="Note"
            description="Why, for the record (shown on this screen)."
            autosize
            minRows={3}
            maxLength={COMPANY_UPDATE_LIMITS.reviewNote}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void onReject()} loading={rejectState.loading}>
              Reject update
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={revoking}
        onClose={() => setRevoking(false)}
        title="Revoke this link?"
        message={`${update.company.name} will no longer be able to open or use it${update.status === 'submitted' ? '; what it sent stays here, unapplied' : ''}.`}
        confirmLabel="Revoke link"
        onConfirm={() => void onRevoke()}
        loading={revokeState.loading}
        error={failure}
      />
    </Stack>
  );
}

function DiffRow({ row, selectable, checked, onToggle }: { row: Row; selectable: boolean; checked: boolean; onToggle: (on: boolean) => void }) {
  return (
    <Table.Tr data-testid="diff-row" data-field={row.field} data-changed={row.changed} style={row.changed ? undefined : { opacity: 0.6 }}>
      {selectable ? (
        <Table.Td>{row.changed ? <Checkbox aria-label={`Apply ${row.label}`} checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} /> : null}</Table.Td>
      ) : null}
      <Table.Td>
        <Text size="sm" fw={row.changed ? 600 : 400}>
          {row.label}
        </Text>
        {row.changed ? (
          <Badge size="xs" color="orange" variant="light">
            Changed
          </Badge>
        ) : null}
      </Table.Td>
      {row.kind === 'list' ? (
        <Table.Td colSpan={2}>
          <ListItems row={row} />
        </Table.Td>
      ) : (
        <>
          <Table.Td style={row.changed && row.current ? CURRENT_STYLE : undefined} data-testid="diff-current">
            <Value row={row} which="current" />
          </Table.Td>
          <Table.Td style={row.changed && row.proposed ? PROPOSED_STYLE : undefined} data-testid="diff-proposed">
            <Value row={row} which="proposed" />
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function Value({ row, which }: { row: Row; which: 'current' | 'proposed' }) {
  if (row.kind === 'image') {
    const url = which === 'current' ? row.currentImageUrl : row.proposedImageUrl;
    if (!url) return <Text size="sm" c="dimmed">No logo</Text>;
    return <Image src={url} alt={`${which === 'current' ? 'Current' : 'Proposed'} logo`} maw={200} mah={100} fit="contain" style={{ textDecoration: 'none' }} />;
  }
  const value = row[which];
  return value ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      empty
    </Text>
  );
}

function ListItems({ row }: { row: Row }) {
  if (row.items.length === 0) return <Text size="sm" c="dimmed">None, now or proposed.</Text>;
  return (
    <List spacing={6} listStyleType="none" withPadding={false}>
      {row.items.map((item, index) => {
        const change = CHANGE_LABELS[item.change] ?? CHANGE_LABELS.unchanged!;
        return (
          <List.Item key={`${item.id ?? 'new'}-${index}`} data-testid="diff-item" data-change={item.change}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge size="sm" color={change.color} variant="light" miw={90}>
                {change.label}
              </Badge>
              <Stack gap={2}>
                {item.change === 'changed' ? (
                  <>
                    <Text size="sm" style={CURRENT_STYLE}>
                      {item.current}
                    </Text>
                    <Text size="sm" style={PROPOSED_STYLE}>
                      {item.proposed}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Changed: {item.changedParts.join(', ')}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" style={item.change === 'added' ? PROPOSED_STYLE : item.change === 'removed' ? CURRENT_STYLE : undefined}>
                    {item.proposed ?? item.current}
                  </Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
