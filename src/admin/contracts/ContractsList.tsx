import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { GetContractsDocument } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { CONTRACT_STATUS_COLORS, CONTRACT_STATUS_LABELS, contractAdminPath, isContractStatus } from '../../shared/contracts.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { SearchAndStatus } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';

export const CONTRACTS_PAGE_SIZE = 25;

const STATUS_OPTIONS = ([1, 2, 3] as const).map((value) => ({ value: String(value), label: CONTRACT_STATUS_LABELS[value] }));

export function CreateContractAction() {
  return <AddAction href="/admin/create-contract" label="Create contract" permission="manage_contracts" />;
}

export function ContractStatusBadge({ status }: { status: number }) {
  if (!isContractStatus(status)) return <Badge color="gray">{status}</Badge>;
  return (
    <Badge color={CONTRACT_STATUS_COLORS[status]} variant={status === 3 ? 'filled' : 'light'}>
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}

const dateOrDash = (value: string | null | undefined) => (value ? formatLocalDateTime(value) : '—');

/**
 * /admin/contracts: the site's contracts, newest first, 25 a page — title (to /admin/contract/{id}),
 * contributor, rate, status, when sent and approved — with a status filter and a search in titles
 * and contributors' names (debounced, 000 §5).
 */
export function ContractsList() {
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(GetContractsDocument, {
    variables: {
      input: {
        phrase: debounced.trim() || null,
        status: status === null ? null : [Number(status)],
        pagination: { limit: CONTRACTS_PAGE_SIZE, skip: (page - 1) * CONTRACTS_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getContracts;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, CONTRACTS_PAGE_SIZE);
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <SearchAndStatus phrase={phrase} onPhrase={setPhrase} status={status} onStatus={setStatus} onFilter={() => setPage(1)} statusOptions={STATUS_OPTIONS} searchPlaceholder="Title or contributor" statusWidth={180} />
      <ListFrame
        error={error}
        errorTitle="The contracts could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No contracts match these filters' : 'No contracts yet'}
        emptyHint={filtered ? 'Try another search or status.' : 'Create one: its terms start from the template in the contract settings.'}
        count={total === 0 ? 'No contracts' : `${total.toLocaleString('en-US')} ${total === 1 ? 'contract' : 'contracts'}`}
        countTestId="contracts-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Contracts"
          busy={loading}
          minWidth={860}
          columns={6}
          head={
            <>
              <Table.Th>Title</Table.Th>
              <Table.Th>Contributor</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={170}>Sent</Table.Th>
              <Table.Th w={170}>Approved</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="contract-row">
                    <Table.Td>
                      <Anchor href={contractAdminPath(node.id)} fw={600} size="sm">
                        {node.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.contributor.fullName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.rate || '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ContractStatusBadge status={node.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={node.sentAt ? undefined : 'dimmed'}>
                        {dateOrDash(node.sentAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={node.approved ? undefined : 'dimmed'}>
                        {dateOrDash(node.approved)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
    </Stack>
  );
}
