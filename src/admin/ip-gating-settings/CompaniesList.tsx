import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeleteSiteLicenseCompanyDocument, GetSiteLicenseCompanyStreamDocument, type GetSiteLicenseCompanyStreamQuery } from '../../gql/graphql.js';
import { ActionIconButton, SearchInput, TrashIcon } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { AddAction } from '../shell/AddAction.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange, rangeLabel } from '../shell/pageRange.js';
import { useListFilters } from '../shell/useListFilters.js';
import { useIpGatingState } from './IpGatingGate.js';
import { COMPANIES_PAGE_SIZE, EMPTY_COMPANY_FILTERS, companyFiltersFromSearch, companyStreamInput, searchFromCompanyFilters, type CompanyListFilters } from './companyList.js';

type Company = GetSiteLicenseCompanyStreamQuery['getSiteLicenseCompanyStream']['edges'][number]['node'];

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
/** Ranges shown in a row before '+N more'. */
const PREVIEW_RANGES = 2;

export function CreateCompanyAction() {
  const state = useIpGatingState();
  return state === 'on' ? <AddAction href="/admin/create-ip-gating" label="Create company" permission="manage_ip_gating" /> : null;
}

/**
 * /admin/ip-gating-settings: the site's site-licence companies by name, with how many ranges each
 * holds and its status; search by name or by an address (the company whose range holds it), a
 * status filter, 25 per page, links to edit and delete with confirmation. Filters live in the
 * query string.
 */
export function CompaniesList() {
  const { urlParsed } = usePageContext();
  const { filters, setFilters, effective, change } = useListFilters<CompanyListFilters>({
    initial: () => companyFiltersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromCompanyFilters,
  });
  const [deleting, setDeleting] = useState<Company | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(GetSiteLicenseCompanyStreamDocument, {
    variables: { input: companyStreamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getSiteLicenseCompanyStream;
  const filtered = filters.phrase !== '' || filters.status !== null;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, effective.page, COMPANIES_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Company name or IP address" value={filters.phrase} onChange={(phrase) => change({ phrase })} w={{ base: '100%', sm: 320 }} />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => change({ status: value === '1' || value === '0' ? value : null })}
          clearable
          w={180}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_COMPANY_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The companies could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No companies match these filters' : 'No site-licence companies yet'}
        emptyHint={filtered ? 'Try another name or address, or remove the filter.' : "Add one: readers from its addresses pass gating without logging in."}
        count={rangeLabel(total, effective.page, COMPANIES_PAGE_SIZE, { plural: 'companies', none: 'No companies' })}
        countTestId="companies-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Site-licence companies"
          busy={loading}
          minWidth={760}
          columns={6}
          skeletonRows={3}
          head={
            <>
              <Table.Th>Company</Table.Th>
              <Table.Th w={100}>Ranges</Table.Th>
              <Table.Th>Addresses</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={190}>Updated</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="company-row">
                    <Table.Td>
                      <Anchor href={`/admin/edit-ip-gating/${node.id}`} fw={600} size="sm">
                        {node.companyName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.rangeCount}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {node.ranges.slice(0, PREVIEW_RANGES).join(', ')}
                        {node.rangeCount > PREVIEW_RANGES ? (
                          <Text span size="sm" c="dimmed" ff="inherit">
                            {` +${node.rangeCount - PREVIEW_RANGES} more`}
                          </Text>
                        ) : null}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={node.status === 1 ? 'green' : 'gray'} variant="light">
                        {node.status === 1 ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatLocalDateTime(node.updatedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIconButton label={`Delete the company ${node.companyName}`} icon={<TrashIcon />} color="red" size="sm" onClick={() => setDeleting(node)} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
      <DeleteCompanyModal
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

function DeleteCompanyModal({ record, onClose, onDeleted }: { record: Company | null; onClose: () => void; onDeleted: () => Promise<void> }) {
  const [remove, { loading }] = useMutation(DeleteSiteLicenseCompanyDocument);
  return (
    <DeleteRecordModal
      record={record}
      noun="company"
      nameOf={(company) => company.companyName}
      message={(company) => (
        <>
          Readers at <strong>{company.companyName}</strong>&apos;s {company.rangeCount === 1 ? 'address' : `${company.rangeCount} ranges`} will no longer pass gating without
          logging in. To stop it for a while, set the company inactive instead. This cannot be undone.
        </>
      )}
      remove={(company) => remove({ variables: { id: company.id } })}
      loading={loading}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
