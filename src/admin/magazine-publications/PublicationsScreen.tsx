import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import {
  DeleteMagazinePublicationDocument,
  GetMagazinePublicationDocument,
  GetPublicationStreamDocument,
  SaveMagazinePublicationDocument,
  type GetMagazinePublicationQuery,
} from '../../gql/graphql.js';
import { MAGAZINE_LIMITS } from '../../shared/magazines.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { ConflictAlert, Form, Loaded, RadioGroupField, SearchAndStatus, SubmitButton, TextareaField, TextField, maxLength, useConflict } from '../forms/index.js';
import { MagazineModuleNotice } from '../magazines/ModuleNotice.js';
import { drawerFromSearch, MAGAZINE_PAGE_SIZE, searchOfDrawer, STATUS_OPTIONS, type MagazineDrawerState } from '../magazines/drawerState.js';
import { MediaPickerField } from '../media/MediaPickerField.js';
import { AddAction } from '../shell/AddAction.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { replaceQueryString } from '../shell/queryString.js';
import { showToast } from '../shell/toast.js';
import { NEW_PUBLICATION, publicationFormValues, toPublicationInput, validatePublicationForm, type PublicationFormValues } from './publicationForm.js';

type Publication = GetMagazinePublicationQuery['getMagazinePublication'];

/** Title-bar action: the spec's add link (`?action=add`, 001 §2), which opens the add form. */
export function AddPublicationAction() {
  return <AddAction href="/admin/magazine-publications/?action=add" label="Add publication" permission="manage_magazine_publications" />;
}

/**
 * /admin/magazine-publications/: the site's publications with their path, issue count and status,
 * a name search, a status filter and 25 per page. Adding and editing happen in a drawer over the
 * list; the address follows it (?action=add, ?id=12).
 */
export function PublicationsScreen() {
  const { urlParsed } = usePageContext();
  const [drawer, setDrawer] = useState<MagazineDrawerState>(() => drawerFromSearch(urlParsed.search));
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);

  // The title-bar link navigates to ?action=add while the screen is open: follow it.
  useEffect(() => setDrawer(drawerFromSearch(urlParsed.search)), [urlParsed.search]);
  useEffect(() => replaceQueryString(searchOfDrawer(drawer)), [drawer]);

  const { data, previousData, loading, error, refetch } = useQuery(GetPublicationStreamDocument, {
    variables: {
      input: {
        status: status === null ? [1, 0] : [Number(status)],
        phrase: debounced.trim() || null,
        pagination: { limit: MAGAZINE_PAGE_SIZE, skip: (page - 1) * MAGAZINE_PAGE_SIZE },
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getPublicationStream;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, MAGAZINE_PAGE_SIZE);
  const filtered = phrase !== '' || status !== null;

  return (
    <Stack gap="md">
      <MagazineModuleNotice />
      <SearchAndStatus phrase={phrase} onPhrase={setPhrase} status={status} onStatus={setStatus} onFilter={() => setPage(1)} statusOptions={STATUS_OPTIONS} searchPlaceholder="Publication name" />
      <ListFrame
        error={error}
        errorTitle="The publications could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No publications match these filters' : 'No publications yet'}
        emptyHint={filtered ? 'Try another search or status.' : 'Add the magazines of this site; their issues and sections follow.'}
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'publication' : 'publications'}`}
        countTestId="publications-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Magazine publications"
          busy={loading}
          columns={4}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>Page</Table.Th>
              <Table.Th w={100}>Issues</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="publication-row">
                    <Table.Td>
                      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setDrawer({ mode: 'edit', id: node.id })}>
                        {node.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {node.canonicalPath}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={`/admin/magazine-issues/?publicationId=${node.id}`} size="sm">
                        {node.issueCount.toLocaleString('en-US')}
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
      <Drawer opened={drawer !== null} onClose={() => setDrawer(null)} position="right" size="lg" title={drawer?.mode === 'edit' ? 'Edit publication' : 'Add publication'}>
        {drawer?.mode === 'edit' ? (
          <EditPublication
            key={drawer.id}
            id={drawer.id}
            onSaved={(id) => {
              void refetch();
              setDrawer({ mode: 'edit', id });
            }}
            onDeleted={async () => {
              setDrawer(null);
              await refetch();
            }}
            onClose={() => setDrawer(null)}
          />
        ) : null}
        {drawer?.mode === 'create' ? (
          <PublicationForm
            publication={null}
            onReload={null}
            onSaved={(id) => {
              void refetch();
              setDrawer({ mode: 'edit', id });
            }}
            onClose={() => setDrawer(null)}
          />
        ) : null}
      </Drawer>
    </Stack>
  );
}

function EditPublication({ id, onSaved, onDeleted, onClose }: { id: number; onSaved: (id: number) => void; onDeleted: () => Promise<void>; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetMagazinePublicationDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [deleting, setDeleting] = useState<Publication | null>(null);
  const [remove, removal] = useMutation(DeleteMagazinePublicationDocument);
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This publication cannot be opened">
      {({ getMagazinePublication: publication }) => (
        <>
          <PublicationForm
            key={publication.version}
            publication={publication}
            onReload={async () => void (await refetch())}
            onSaved={onSaved}
            onClose={onClose}
            onDelete={() => setDeleting(publication)}
          />
          <DeleteRecordModal
            record={deleting}
            noun="publication"
            nameOf={(p) => p.name}
            message={(p) => (
              <>
                <strong>{p.name}</strong> and its magazine sections will be deleted; its page {p.canonicalPath} will be gone. A publication with issues cannot be
                deleted: set it inactive instead.
              </>
            )}
            remove={(p) => remove({ variables: { id: p.id } })}
            loading={removal.loading}
            onClose={() => setDeleting(null)}
            onDeleted={onDeleted}
          />
        </>
      )}
    </Loaded>
  );
}

interface PublicationFormProps {
  publication: Publication | null;
  onReload: (() => Promise<void>) | null;
  onSaved: (id: number) => void;
  onClose: () => void;
  onDelete?: () => void;
}

function PublicationForm({ publication, onReload, onSaved, onClose, onDelete }: PublicationFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveMagazinePublicationDocument);

  async function onSubmit(values: PublicationFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toPublicationInput(values, publication ?? undefined) } }));
    const saved = result?.data?.saveMagazinePublication;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.name} was ${publication ? 'saved' : 'added'}.` });
    onSaved(saved.id);
  }

  return (
    <Stack gap="md">
      {publication ? (
        <Text size="sm" c="dimmed">
          Publication {publication.id} · version {publication.version} ·{' '}
          <Anchor href={publication.canonicalPath} target="_blank" rel="noopener" size="sm">
            {publication.canonicalPath}
          </Anchor>
        </Text>
      ) : null}
      <ConflictAlert title="Someone else changed this publication" state={conflict} />
      <Form<PublicationFormValues>
        onSubmit={onSubmit}
        validate={validatePublicationForm}
        initialValues={publication ? publicationFormValues(publication) : NEW_PUBLICATION}
        errorTitle="The publication was not saved"
        aria-label={publication ? 'Edit publication' : 'Add publication'}
      >
        <Stack gap="md">
          <TextField name="name" label="Name" required validate={maxLength(MAGAZINE_LIMITS.name)} autoComplete="off" />
          <TextField
            name="alias"
            label="Alias"
            description={publication ? 'Its address on the site: /magazine/{alias}. Changing it moves the page.' : 'Its address on the site: /magazine/{alias}. Leave empty to make one from the name.'}
          />
          <TextareaField name="description" label="Description" autosize minRows={2} maxRows={6} />
          <MediaPickerField name="logoId" label="Logo" kind="image" description="Shown by the magazine blocks beside the issues." />
          <TextField name="subscribeUrl" label="Subscribe link" placeholder="https://" description="Where readers subscribe to the magazine." />
          <TextField name="renewUrl" label="Renew link" placeholder="https://" description="Where subscribers renew." />
          <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Inactive publications and their issues are hidden on the site." />
          <Group justify="space-between">
            {onDelete ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <SubmitButton disableWhenPristine={publication !== null}>{publication ? 'Save' : 'Add publication'}</SubmitButton>
            </Group>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
