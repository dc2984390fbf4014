import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, CloseButton, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetPersonStreamDocument } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { PlusIcon, SearchIcon } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { PersonDrawer } from './PersonEditor.js';
import { drawerFromSearch, type PersonDrawerState } from './personForm.js';

export const PERSONS_PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** Title-bar action: the spec's add link (`?create=true`), which opens the add form. */
export function AddPersonAction() {
  return (
    <Button component="a" href="/admin/persons?create=true" leftSection={<PlusIcon />} size="sm">
      Add person
    </Button>
  );
}

/** Keeps the address in step with the drawer, so a person can be linked to and Back closes it. */
function writeDrawerToUrl(state: PersonDrawerState) {
  const query = state?.mode === 'create' ? '?create=true' : state?.mode === 'edit' ? `?id=${state.id}` : '';
  const url = `${window.location.pathname}${query}`;
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
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
  const pages = Math.max(1, Math.ceil(total / PERSONS_PAGE_SIZE));
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Full name"
          leftSection={<SearchIcon />}
          value={phrase}
          onChange={(event) => {
            setPhrase(event.currentTarget.value);
            setPage(1);
          }}
          rightSection={phrase ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setPhrase('')} /> : null}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={160}
        />
      </Group>

      {error ? (
        <Alert color="red" title="The persons could not be loaded">
          {toSubmitError(error).message}
        </Alert>
      ) : null}

      <Paper withBorder radius="md">
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Persons" aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={100}>Id</Table.Th>
              <Table.Th>Full name</Table.Th>
              <Table.Th w={140}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {connection
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
              : [0, 1, 2, 3, 4].map((row) => (
                  <Table.Tr key={row}>
                    {[0, 1, 2].map((cell) => (
                      <Table.Td key={cell}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
        {connection && connection.edges.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={600}>{filtered ? 'No persons match these filters' : 'No persons yet'}</Text>
            <Text size="sm" c="dimmed">
              {filtered ? 'Try another search or status.' : 'Add the authors and contributors of this site.'}
            </Text>
          </Stack>
        ) : null}
      </Paper>

      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="persons-count">
          {connection ? `${total.toLocaleString('en-US')} ${total === 1 ? 'person' : 'persons'}` : ' '}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} hideWithOnePage size="sm" />
      </Group>

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
