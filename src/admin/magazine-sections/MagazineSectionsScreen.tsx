import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Drawer, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeleteMagazineSectionDocument, GetMagazineSectionDocument, GetMagazineSectionStreamDocument, SaveMagazineSectionDocument, type GetMagazineSectionQuery } from '../../gql/graphql.js';
import { MAGAZINE_LIMITS } from '../../shared/magazines.js';
import { ConflictAlert, Form, Loaded, NumberField, SelectField, SubmitButton, TextField, maxLength, useConflict } from '../forms/index.js';
import { MagazineModuleNotice } from '../magazines/ModuleNotice.js';
import { drawerFromSearch, MAGAZINE_PAGE_SIZE, searchOfDrawer, type MagazineDrawerState } from '../magazines/drawerState.js';
import { usePublicationOptions } from '../magazines/usePublicationOptions.js';
import { AddAction } from '../shell/AddAction.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { replaceQueryString } from '../shell/queryString.js';
import { showToast } from '../shell/toast.js';
import { newSectionValues, sectionFormValues, toSectionInput, validateSectionForm, type SectionFormValues } from './sectionForm.js';

type Section = GetMagazineSectionQuery['getMagazineSection'];
type Options = { value: string; label: string }[];

/** Title-bar action: the spec's add link (`?action=add`, 001 §2), which opens the add form. */
export function AddSectionAction() {
  return <AddAction href="/admin/magazine-sections/?action=add" label="Add section" permission="manage_magazine_sections" />;
}

/**
 * /admin/magazine-sections/: the sections of the site's publications ("magazine sections per
 * publication", 000 §2.2) in their order, with how many items are filed under each, filtered by
 * publication; 25 per page; add and edit in a drawer (?action=add, ?id=12).
 */
export function MagazineSectionsScreen() {
  const { urlParsed } = usePageContext();
  const [drawer, setDrawer] = useState<MagazineDrawerState>(() => drawerFromSearch(urlParsed.search));
  const [publicationId, setPublicationId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const publications = usePublicationOptions();

  useEffect(() => setDrawer(drawerFromSearch(urlParsed.search)), [urlParsed.search]);
  useEffect(() => replaceQueryString(searchOfDrawer(drawer)), [drawer]);

  const { data, previousData, loading, error, refetch } = useQuery(GetMagazineSectionStreamDocument, {
    variables: { publicationId: publicationId ? Number(publicationId) : null, pagination: { limit: MAGAZINE_PAGE_SIZE, skip: (page - 1) * MAGAZINE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getMagazineSectionStream;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, MAGAZINE_PAGE_SIZE);
  const saved = (id: number) => {
    void refetch();
    setDrawer({ mode: 'edit', id });
  };

  return (
    <Stack gap="md">
      <MagazineModuleNotice />
      <Group gap="sm" align="flex-end">
        <Select
          label="Publication"
          placeholder="Every publication"
          data={publications.options}
          value={publicationId}
          onChange={(value) => {
            setPublicationId(value);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      <ListFrame
        error={error}
        errorTitle="The magazine sections could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={publicationId ? 'This publication has no sections yet' : 'No magazine sections yet'}
        emptyHint="Sections ('Cover Story', 'Departments') group an issue's contents on its page."
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'section' : 'sections'}`}
        countTestId="magazine-sections-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Magazine sections"
          busy={loading}
          columns={4}
          head={
            <>
              <Table.Th>Section</Table.Th>
              <Table.Th>Publication</Table.Th>
              <Table.Th w={90}>Order</Table.Th>
              <Table.Th w={90}>Items</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="magazine-section-row">
                    <Table.Td>
                      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setDrawer({ mode: 'edit', id: node.id })}>
                        {node.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.publication.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.sequence}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.contentCount.toLocaleString('en-US')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
      <Drawer opened={drawer !== null} onClose={() => setDrawer(null)} position="right" size="md" title={drawer?.mode === 'edit' ? 'Edit magazine section' : 'Add magazine section'}>
        {drawer?.mode === 'edit' ? (
          <EditSection
            key={drawer.id}
            id={drawer.id}
            publicationOptions={publications.options}
            onSaved={saved}
            onDeleted={async () => {
              setDrawer(null);
              await refetch();
            }}
            onClose={() => setDrawer(null)}
          />
        ) : null}
        {drawer?.mode === 'create' ? (
          <SectionForm
            section={null}
            publicationOptions={publications.options}
            initialPublicationId={drawer.publicationId ?? (publicationId ? Number(publicationId) : null)}
            onReload={null}
            onSaved={saved}
            onClose={() => setDrawer(null)}
          />
        ) : null}
      </Drawer>
    </Stack>
  );
}

function EditSection({ id, publicationOptions, onSaved, onDeleted, onClose }: { id: number; publicationOptions: Options; onSaved: (id: number) => void; onDeleted: () => Promise<void>; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetMagazineSectionDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [deleting, setDeleting] = useState<Section | null>(null);
  const [remove, removal] = useMutation(DeleteMagazineSectionDocument);
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This section cannot be opened">
      {({ getMagazineSection: section }) => (
        <>
          <SectionForm
            key={section.version}
            section={section}
            publicationOptions={publicationOptions}
            initialPublicationId={section.publicationId}
            onReload={async () => void (await refetch())}
            onSaved={onSaved}
            onClose={onClose}
            onDelete={() => setDeleting(section)}
          />
          <DeleteRecordModal
            record={deleting}
            noun="magazine section"
            nameOf={(s) => s.name}
            message={(s) => (
              <>
                The section <strong>{s.name}</strong> of {s.publication.name} will be deleted. A section with content filed under it cannot be deleted.
              </>
            )}
            remove={(s) => remove({ variables: { id: s.id } })}
            loading={removal.loading}
            onClose={() => setDeleting(null)}
            onDeleted={onDeleted}
          />
        </>
      )}
    </Loaded>
  );
}

interface SectionFormProps {
  section: Section | null;
  publicationOptions: Options;
  initialPublicationId: number | null;
  onReload: (() => Promise<void>) | null;
  onSaved: (id: number) => void;
  onClose: () => void;
  onDelete?: () => void;
}

function SectionForm({ section, publicationOptions, initialPublicationId, onReload, onSaved, onClose, onDelete }: SectionFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveMagazineSectionDocument);

  async function onSubmit(values: SectionFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toSectionInput(values, section ?? undefined) } }));
    const saved = result?.data?.saveMagazineSection;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.name} was ${section ? 'saved' : 'added'}.` });
    onSaved(saved.id);
  }

  return (
    <Stack gap="md">
      {section ? (
        <Text size="sm" c="dimmed">
          Section {section.id} · version {section.version} · {section.contentCount} {section.contentCount === 1 ? 'item' : 'items'}
        </Text>
      ) : null}
      <ConflictAlert title="Someone else changed this section" state={conflict} />
      <Form<SectionFormValues>
        onSubmit={onSubmit}
        validate={validateSectionForm}
        initialValues={section ? sectionFormValues(section) : newSectionValues(initialPublicationId)}
        errorTitle="The section was not saved"
        aria-label={section ? 'Edit magazine section' : 'Add magazine section'}
      >
        <Stack gap="md">
          <SelectField name="publicationId" label="Publication" options={publicationOptions} required disabled={section !== null} description={section ? 'A section stays with its publication.' : undefined} />
          <TextField name="name" label="Name" required validate={maxLength(MAGAZINE_LIMITS.sectionName)} placeholder="Cover Story" autoComplete="off" />
          <NumberField name="sequence" label="Order" min={0} max={MAGAZINE_LIMITS.sequence} description="Sections are listed lowest first on an issue's page." />
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
              <SubmitButton disableWhenPristine={section !== null}>{section ? 'Save' : 'Add section'}</SubmitButton>
            </Group>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
