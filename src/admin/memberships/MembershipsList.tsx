import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DeleteMembershipDocument, GetMembershipStreamDocument, type GetMembershipStreamQuery } from '../../gql/graphql.js';
import { ActionIconButton, TrashIcon } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';

type Membership = GetMembershipStreamQuery['getMembershipStream']['edges'][number]['node'];

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export function CreateMembershipAction() {
  return <AddAction href="/admin/create-membership" label="Create membership" permission="manage_memberships" />;
}

/**
 * /admin/memberships: the site's memberships (a handful per site, so one page), by title, with
 * free/paid, status and product id, a status filter, links to edit and delete with confirmation.
 */
export function MembershipsList() {
  const [status, setStatus] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Membership | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(GetMembershipStreamDocument, {
    variables: { status: status === null ? null : Number(status) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getMembershipStream;
  const total = connection?.totalCount ?? 0;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={status} onChange={setStatus} clearable w={180} />
      </Group>
      <ListFrame
        error={error}
        errorTitle="The memberships could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={status === null ? 'No memberships yet' : 'No memberships with this status'}
        emptyHint={status === null ? 'Create one: readers join it at /membership/signup/{alias}.' : undefined}
        count={total === 0 ? 'No memberships' : `${total} ${total === 1 ? 'membership' : 'memberships'}`}
        countTestId="memberships-count"
        pages={1}
        page={1}
        onPage={() => undefined}
      >
        <DataTable
          label="Memberships"
          busy={loading}
          minWidth={760}
          columns={6}
          skeletonRows={3}
          head={
            <>
              <Table.Th>Title</Table.Th>
              <Table.Th>Alias</Table.Th>
              <Table.Th w={100}>Price</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={130}>Product id</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="membership-row">
                    <Table.Td>
                      <Anchor href={`/admin/edit-membership/${node.id}`} fw={600} size="sm">
                        {node.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {node.alias}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={node.isFree ? 'blue' : 'orange'} variant="outline">
                        {node.isFree ? 'Free' : 'Paid'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={node.status === 1 ? 'green' : 'gray'} variant="light">
                        {node.status === 1 ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {node.omedaProduct ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIconButton label={`Delete the membership ${node.title}`} icon={<TrashIcon />} color="red" size="sm" onClick={() => setDeleting(node)} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
      <DeleteMembershipModal
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async () => {
          setDeleting(null);
          await refetch();
        }}
      />
    </Stack>
  );
}

function DeleteMembershipModal({ record, onClose, onDeleted }: { record: Membership | null; onClose: () => void; onDeleted: () => Promise<void> }) {
  const [remove, { loading }] = useMutation(DeleteMembershipDocument);
  return (
    <DeleteRecordModal
      record={record}
      noun="membership"
      nameOf={(membership) => membership.title}
      message={(membership) => (
        <>
          <strong>{membership.title}</strong> will no longer exist. A membership that site users hold or content requires cannot be deleted; set it inactive instead. This cannot be undone.
        </>
      )}
      remove={(membership) => remove({ variables: { id: membership.id } })}
      loading={loading}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
