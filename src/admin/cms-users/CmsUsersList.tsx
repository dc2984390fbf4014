import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetCmsUserStreamDocument, type GetCmsUserStreamQuery } from '../../gql/graphql.js';
import { ROLES, ROLE_LABELS } from '../../shared/roles.js';
import { SearchInput } from '../forms/index.js';
import { useListFilters } from '../shell/useListFilters.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { rangeLabel } from '../shell/pageRange.js';
import { formatLocalDateTime, roleLabel, scopeLabel } from './format.js';
import {
  CMS_USERS_PAGE_SIZE,
  EMPTY_FILTERS,
  filtersFromSearch,
  pageCount,
  searchFromFilters,
  streamInput,
  type CmsUserListFilters,
} from './listFilters.js';

type CmsUserRow = GetCmsUserStreamQuery['getCmsUserStream']['edges'][number]['node'];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
const SCOPE_OPTIONS = [
  { value: 'global', label: 'Global' },
  { value: 'site', label: 'Site-specific' },
];

/**
 * /admin/cms-users: search (debounced 500 ms), filters by role, status and scope, 25 per page.
 * The filters live in the query string, so a filtered list can be bookmarked and the back button
 * from a user returns to the same page.
 */
export function CmsUsersList() {
  const { urlParsed } = usePageContext();
  // Any change of the search or a filter starts again at page 1.
  const { filters, setFilters, effective, change } = useListFilters<CmsUserListFilters>({
    initial: () => filtersFromSearch(urlParsed.search),
    typed: ['phrase'],
    toSearch: searchFromFilters,
  });

  const { data, previousData, loading, error } = useQuery(GetCmsUserStreamDocument, {
    variables: { input: streamInput(effective) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getCmsUserStream;

  const filtered = filters.phrase !== '' || filters.role !== null || filters.status !== null || filters.scope !== null;
  const total = connection?.totalCount ?? 0;
  const pages = pageCount(total);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Name, username or e-mail"
          value={filters.phrase}
          onChange={(phrase) => change({ phrase })}
          w={{ base: '100%', sm: 300 }}
        />
        <Select label="Role" placeholder="All roles" data={ROLE_OPTIONS} value={filters.role} onChange={(value) => change({ role: (value as CmsUserListFilters['role']) ?? null })} clearable w={190} />
        <Select label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={filters.status} onChange={(value) => change({ status: (value as CmsUserListFilters['status']) ?? null })} clearable w={150} />
        <Select label="Scope" placeholder="Any scope" data={SCOPE_OPTIONS} value={filters.scope} onChange={(value) => change({ scope: (value as CmsUserListFilters['scope']) ?? null })} clearable w={160} />
        {filtered ? (
          <Button variant="subtle" onClick={() => setFilters(EMPTY_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </Group>

      <ListFrame
        error={error}
        errorTitle="The users could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No users match these filters' : 'No users yet'}
        emptyHint={filtered ? 'Try another search or remove a filter.' : 'Add a user to invite them to the admin.'}
        count={rangeLabel(total, effective.page, CMS_USERS_PAGE_SIZE, { plural: 'users', none: 'No users' })}
        countTestId="cms-users-count"
        pages={pages}
        page={effective.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <DataTable
          label="CMS users"
          busy={loading}
          minWidth={900}
          columns={7}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th w={260}>Status</Table.Th>
              <Table.Th>Scope</Table.Th>
              <Table.Th>Last login</Table.Th>
            </>
          }
          rows={connection ? connection.edges.map(({ node }) => <UserRow key={node.id} user={node} />) : null}
        />
      </ListFrame>
    </Stack>
  );
}

const NO_SHRINK = { flexShrink: 0 } as const;

function UserRow({ user }: { user: CmsUserRow }) {
  const href = `/admin/edit-cms-user/${user.id}`;
  return (
    <Table.Tr data-testid="cms-user-row">
      <Table.Td>
        <Anchor href={href} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.fullName || `${user.firstName} ${user.lastName}`}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {user.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.email}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{roleLabel(user.role)}</Text>
      </Table.Td>
      {/* Badges clip their text rather than grow: the column is wide enough for both (Th w). */}
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge color={user.status === 1 ? 'green' : 'gray'} variant="light" style={NO_SHRINK}>
            {user.status === 1 ? 'Active' : 'Inactive'}
          </Badge>
          {user.invitationPending ? (
            <Badge color="orange" variant="outline" style={NO_SHRINK}>
              Invitation pending
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{scopeLabel(user)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.lastLoginAt ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {user.lastLoginAt ? formatLocalDateTime(user.lastLoginAt) : 'Never'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
