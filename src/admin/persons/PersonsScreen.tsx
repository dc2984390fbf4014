import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetPersonStreamDocument } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { SearchAndStatus } from '../forms/index.js';
import { AddAction } from '../shell/AddAction.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { replaceQueryString } from '../shell/queryString.js';
import { PersonDrawer } from './PersonEditor.js';
import { drawerFromSearch, type PersonDrawerState } from './personForm.js';

export const PERSONS_PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** Title-bar action: the spec's add link (`?create=true`), which opens the add form. */
export function AddPersonAction() {
  return <AddAction href="/admin/persons?create=true" label="Add person" />;
}

/** Keeps the address in step with the drawer, so a person can be linked to and Back closes it. */
function writeDrawerToUrl(state: PersonDrawerState) {
  replaceQueryString(state?.mode === 'create' ? '?create=true' : state?.mode === 'edit' ? `?id=${state.id}` : '');
}

/**
 * /admin/persons: id, full name and status (spec 000 §3.2) with a debounced search, a status filter
 * and 25 per page. Adding and editing happen in a drawer over the list.
 */
export function PersonsScreen() {
  const { urlParsed } = usePageContext();
  const [drawer, setDrawer] = useState<PersonDrawerState>(() => drawerFromSearch(urlParsed.search));
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);

  // The title-bar link navigates to ?create=true while the screen is open: follow it.
  useEffect(() => setDrawer(drawerFromSearch(urlParsed.search)), [urlParsed.search]);
  useEffect(() => writeDrawerToUrl(drawer), [drawer]);

  const { data, previousData, loading, error, refetch } = useQuery(GetPersonStreamDocument, {
    variables: {
      input: {
        phrase: debounced.trim() || null,
        status: status === null ? null : [Number(status)],
        pagination: { limit: PERSONS_PAGE_SIZE, skip: (page - 1) * PERSONS_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getPersonStream;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, PERSONS_PAGE_SIZE);
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <SearchAndStatus phrase={phrase} onPhrase={setPhrase} status={status} onStatus={setStatus} onFilter={() => setPage(1)} statusOptions={STATUS_OPTIONS} searchPlaceholder="Full name" />

      <ListFrame
        error={error}
        errorTitle="The persons could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No persons match these filters' : 'No persons yet'}
        emptyHint={filtered ? 'Try another search or status.' : 'Add the authors and contributors of this site.'}
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'person' : 'persons'}`}
        countTestId="persons-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Persons"
          busy={loading}
          columns={3}
          head={
            <>
              <Table.Th w={100}>Id</Table.Th>
              <Table.Th>Full name</Table.Th>
              <Table.Th w={140}>Status</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="person-row">
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {node.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setDrawer({ mode: 'edit', id: node.id })}>
                        {node.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={node.status === 1 ? 'green' : 'gray'} variant="light">
                        {node.status === 1 ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>

      <PersonDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        onSaved={(id) => {
          void refetch();
          setDrawer({ mode: 'edit', id });
        }}
      />
    </Stack>
  );
}
