import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { GetSiteUserStreamDocument, type GetSiteUserStreamQuery } from '../../gql/graphql.js';
import { SearchInput } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { rangeLabel } from '../shell/pageRange.js';
import { useListFilters } from '../shell/useListFilters.js';
import { countryLabel, SITE_USER_STATUS_OPTIONS, siteUserName, siteUserStatus } from './format.js';
import {
  EMPTY_SITE_USER_FILTERS,
  filtersFromSearch,
  pageCount,
  searchFromFilters,
  SITE_USERS_PAGE_SIZE,
  streamInput,
  type SiteUserListFilters,
} from './listFilters.js';
import { membershipTitle, useSiteMemberships, type SiteMemberships } from './useSiteMemberships.js';

type SiteUserRow = GetSiteUserStreamQuery['getSiteUserStream']['edges'][number]['node'];

/** Where a row leads: the reader's own page. */
export const siteUserHref = (id: number) => `/admin/site-users/${id}`;

/**
 * /admin/site-users: the site's readers, newest first, searched by name, e-mail or company
 * (debounced 500 ms), filtered by a membership held and by status, 25 per page. The filters live
 * in the query string, so Back from a reader returns to the same page. A row opens the reader.
 */
export function SiteUsersList() {
  const { urlParsed } = usePageContext();
  // Any change of the search or a filter starts again at page 1.
  const { filters, setFilters, effective, change } = useListFilters<SiteUserListFilters>({
    initial: () => filtersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromFilters,
  });
  const memberships = useSiteMemberships();
  const membershipOptions = useMemo(
    () => memberships.list.map((m) => ({ value: String(m.id), label: m.status === 1 ? m.title : `${m.title} (inactive)` })),
    [memberships.list],
  );

  const { data, previousData, loading, error } = useQuery(GetSiteUserStreamDocument, {
    variables: { input: streamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getSiteUserStream;

  const filtered = filters.phrase !== '' || filters.membershipId !== null || filters.status !== null;
  const total = connection?.totalCount ?? 0;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Name, e-mail or company"
          value={filters.phrase}
          onChange={(phrase) => change({ phrase })}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Membership"
          placeholder={memberships.loading && memberships.list.length === 0 ? 'Loading memberships…' : 'Any membership'}
          data={membershipOptions}
          value={filters.membershipId}
          onChange={(membershipId) => change({ membershipId })}
          clearable
          searchable
          nothingFoundMessage="No such membership"
          w={220}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={SITE_USER_STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => change({ status: (value as SiteUserListFilters['status']) ?? null })}
          clearable
          w={160}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_SITE_USER_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The site users could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No site users match these filters' : 'No site users yet'}
        emptyHint={filtered ? 'Try another search or remove a filter.' : 'Readers appear here once they register on the site.'}
        count={rangeLabel(total, effective.page, SITE_USERS_PAGE_SIZE, { plural: 'site users', none: 'No site users' })}
        countTestId="site-users-count"
        pages={pageCount(total)}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="Site users"
          busy={loading}
          minWidth={1080}
          columns={8}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Memberships</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last login</Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <SiteUserListRow key={node.id} user={node} memberships={memberships} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function SiteUserListRow({ user, memberships }: { user: SiteUserRow; memberships: SiteMemberships }) {
  const href = siteUserHref(user.id);
  const status = siteUserStatus(user.status);
  const named = Boolean(user.firstName?.trim() || user.lastName?.trim());
  return (
    <Table.Tr data-testid="site-user-row" style={{ cursor: 'pointer' }} onClick={() => void navigate(href)}>
      <Table.Td>
        <Anchor href={href} fw={600} size="sm" style={NO_WRAP} onClick={(e) => e.stopPropagation()}>
          {named ? siteUserName(user) : 'No name given'}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NO_WRAP}>
          {user.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.company || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{countryLabel(user.countryCode) || '—'}</Text>
      </Table.Td>
      <Table.Td>
        {user.memberships.length ? (
          <Group gap={4}>
            {user.memberships.map((id) => (
              <Badge key={id} variant="outline" color="brand" size="sm" style={{ textTransform: 'none' }}>
                {membershipTitle(memberships, id)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NO_WRAP}>
          {formatLocalDateTime(user.created)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.lastLogin ? undefined : 'dimmed'} style={NO_WRAP}>
          {user.lastLogin ? formatLocalDateTime(user.lastLogin) : 'Never'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
