import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetCompanyUpdatesDocument, type CompanyUpdateStatus } from '../../gql/graphql.js';
import { COMPANY_UPDATE_LIMITS } from '../../shared/companyUpdates.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { SearchAndStatus } from '../forms/index.js';
import { PlusIcon } from '../forms/icons.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { replaceQueryString } from '../shell/queryString.js';
import { useAdminSession } from '../shell/session.js';
import { NewLinkForm } from './NewLinkForm.js';
import { STATUS_FILTER_OPTIONS, statusBadge } from './status.js';

const PAGE = COMPANY_UPDATE_LIMITS.page;
const NEW_LINK_SEARCH = '?action=new-link';

/** Title-bar action: "New link" opens the form over the list (?action=new-link, so the menu or a bookmark can open it too). */
export function NewLinkAction() {
  const { can } = useAdminSession();
  if (!can('manage_content')) return null;
  return (
    <Button component="a" href={`/admin/company-updates${NEW_LINK_SEARCH}`} leftSection={<PlusIcon />} size="sm">
      New link
    </Button>
  );
}

/**
 * /admin/company-updates (000 §2.2; docs/company-updates.md): the site's company update links and
 * what came of them — company, status, who sent changes and when, expiry — newest activity first,
 * filtered by status and company name, 25 a page. A row opens /admin/company-updates/{id}.
 */
export function CompanyUpdatesScreen() {
  const { urlParsed } = usePageContext();
  const [newLink, setNewLink] = useState(urlParsed.search['action'] === 'new-link');
  const [status, setStatus] = useState<string | null>(urlParsed.search['status'] ?? null);
  const [phrase, setPhrase] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);

  // The title-bar link navigates to ?action=new-link while the screen is open: follow it.
  useEffect(() => setNewLink(urlParsed.search['action'] === 'new-link'), [urlParsed.search]);
  useEffect(() => replaceQueryString(newLink ? NEW_LINK_SEARCH : status ? `?status=${status}` : ''), [newLink, status]);

  const { data, previousData, loading, error, refetch } = useQuery(GetCompanyUpdatesDocument, {
    variables: {
      input: {
        status: status ? [status as CompanyUpdateStatus] : null,
        phrase: debounced.trim() || null,
        pagination: { limit: PAGE, skip: (page - 1) * PAGE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getCompanyUpdates;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, PAGE);
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <SearchAndStatus phrase={phrase} onPhrase={setPhrase} status={status} onStatus={setStatus} onFilter={() => setPage(1)} statusOptions={STATUS_FILTER_OPTIONS} searchLabel="Company" searchPlaceholder="Company name" statusWidth={200} />
      <ListFrame
        error={error}
        errorTitle="The company updates could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No company updates match these filters' : 'No company updates yet'}
        emptyHint={filtered ? 'Try another company name or status.' : 'Make a link with "New link" and send it to a company: its proposed changes appear here for review.'}
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'company update' : 'company updates'}`}
        countTestId="company-updates-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Company updates"
          busy={loading}
          columns={5}
          minWidth={760}
          head={
            <>
              <Table.Th>Company</Table.Th>
              <Table.Th w={200}>Status</Table.Th>
              <Table.Th>Submitted by</Table.Th>
              <Table.Th w={170}>Submitted</Table.Th>
              <Table.Th w={170}>Link expires</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => {
                  const badge = statusBadge(node);
                  return (
                    <Table.Tr key={node.id} data-testid="company-update-row">
                      <Table.Td>
                        <Anchor href={`/admin/company-updates/${node.id}`} fw={600} size="sm">
                          {node.company.name}
                        </Anchor>
                        {node.changedFields.length ? (
                          <Text size="xs" c="dimmed">
                            {node.changedFields.length} changed {node.changedFields.length === 1 ? 'field' : 'fields'}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={badge.color} variant="light">
                          {badge.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {node.submitterName ? (
                          <>
                            <Text size="sm">{node.submitterName}</Text>
                            <Text size="xs" c="dimmed">
                              {node.submitterEmail}
                            </Text>
                          </>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {node.recipientEmail ? `Sent to ${node.recipientEmail}` : 'Not yet'}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{node.submittedAt ? formatLocalDateTime(node.submittedAt) : '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={node.expired ? 'red' : undefined}>
                          {node.status === 'open' || node.status === 'submitted' ? formatLocalDateTime(node.expiresAt) : '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              : null
          }
        />
      </ListFrame>
      <Modal opened={newLink} onClose={() => setNewLink(false)} title="New company update link" size="lg">
        <NewLinkForm onCreated={() => void refetch()} onClose={() => setNewLink(false)} />
      </Modal>
    </Stack>
  );
}
