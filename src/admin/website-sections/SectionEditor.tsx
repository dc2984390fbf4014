import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import { navigate } from 'vike/client/router';
import {
  DeleteWebsiteSectionDocument,
  GetWebsiteSectionDocument,
  GetWebsiteSectionsHierarchyDocument,
  SaveWebsiteSectionDocument,
  type GetWebsiteSectionQuery,
  type GetWebsiteSectionsHierarchyQuery,
} from '../../gql/graphql.js';
import { SECTION_LIMITS, type SectionShape } from '../../shared/sections.js';
import { ConflictAlert, Form, SelectField, SubmitButton, TextField, TextareaField, TrashIcon, maxLength, useConflict, type SelectOption, CenteredLoader, ConfirmModal, OpenFailed } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { parentProblem, previewAliases, sectionFormValues, toSectionInput, type SectionFormValues } from './sectionForm.js';

/** Paths and aliases read best in a monospace font (the input only, not its label). */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

type Section = GetWebsiteSectionQuery['getWebsiteSection']['section'];
type TreeSection = GetWebsiteSectionsHierarchyQuery['getWebsiteSectionsHierarchy'][number];

export type SectionEditorProps = { mode: 'create'; parentId: number | null } | { mode: 'edit'; id: number };

/**
 * The one website section screen (spec 001 §3 "Website section"), in create mode
 * (/admin/create-website-section, ?parentId= preselects the parent) or edit mode
 * (/admin/edit-website-section/{id}). The aliases are shown live as the server will derive them.
 */
export function SectionEditor(props: SectionEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  // The section itself is read fresh (never an older version than the stored one).
  const { data, loading, error, refetch } = useQuery(GetWebsiteSectionDocument, {
    variables: { sectionId: editId ?? 0, limit: 1 },
    skip: editId === null,
    fetchPolicy: 'network-only',
  });
  const tree = useQuery(GetWebsiteSectionsHierarchyDocument, { fetchPolicy: 'cache-and-network' });

  if ((editId !== null && error && !data) || (tree.error && !tree.data)) {
    return <OpenFailed title="This section cannot be opened" error={error ?? tree.error} back={{ href: '/admin/website-sections', label: 'Back to website sections' }} />;
  }
  if ((editId !== null && loading && !data) || !tree.data) {
    return <CenteredLoader />;
  }
  const sections = tree.data.getWebsiteSectionsHierarchy;
  if (editId === null) return <SectionForm section={null} parentId={props.mode === 'create' ? props.parentId : null} sections={sections} liveCount={null} onReload={null} />;
  if (!data) return null;
  const section = data.getWebsiteSection.section;
  return (
    <SectionForm
      // A new version (saved here, or reloaded after a conflict) starts the form again from it.
      key={section.version}
      section={section}
      parentId={null}
      sections={sections}
      liveCount={data.getWebsiteSection.content.totalCount}
      onReload={async () => {
        await Promise.all([refetch(), tree.refetch()]);
      }}
    />
  );
}

interface SectionFormProps {
  section: Section | null;
  parentId: number | null;
  sections: readonly TreeSection[];
  liveCount: number | null;
  onReload: (() => Promise<void>) | null;
}

function SectionForm({ section, parentId, sections, liveCount, onReload }: SectionFormProps) {
  const { can } = useAdminSession();
  const canManage = can('manage_site_sections');
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveWebsiteSectionDocument, { refetchQueries: [GetWebsiteSectionsHierarchyDocument] });
  const [deleting, setDeleting] = useState(false);
  const shapes = useMemo<SectionShape[]>(
    () => sections.map((s) => ({ id: s.id, parentId: s.parentId ?? null, name: s.name, manualAlias: s.manualAlias ?? null, alias: s.alias, systemAlias: s.systemAlias, depth: s.depth })),
    [sections],
  );
  const initialValues = useMemo(() => sectionFormValues(section, parentId), [section, parentId]);
  // Every section but this one and those below it; levels that would pass depth 3 are disabled.
  const parentOptions = useMemo<SelectOption[]>(() => {
    const below = new Set(section ? sections.filter((s) => s.hierarchy.some((h) => h.id === section.id)).map((s) => s.id) : []);
    return sections
      .filter((s) => !below.has(s.id))
      .map((s) => ({ value: String(s.id), label: s.fullName, disabled: parentProblem(section?.id ?? null, String(s.id), shapes) !== undefined }));
  }, [sections, section, shapes]);

  async function onSubmit(values: SectionFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toSectionInput(values, section ? { id: section.id, version: section.version } : null) } }));
    const saved = result?.data?.saveWebsiteSection;
    if (!saved) return;
    showToast({ kind: 'success', message: `“${saved.name}” was saved at /${saved.alias}.` });
    if (!section) await navigate(`/admin/edit-website-section/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={960}>
      {section ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Text fw={600}>{section.fullName}</Text>
              <Badge variant="light">Level {section.depth}</Badge>
              <Text size="sm" c="dimmed">
                {liveCount === null ? '' : `${liveCount} live content item${liveCount === 1 ? '' : 's'} scheduled here`}
              </Text>
            </Group>
            <Anchor href={section.canonicalPath} target="_blank" rel="noopener" size="sm">
              View on site
            </Anchor>
          </Group>
        </Paper>
      ) : null}
      {!canManage ? (
        <Alert color="blue" title="Read only">
          You can view this section. Changing sections needs the manage_site_sections permission.
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed this section" state={conflict} />
      <Form<SectionFormValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The section was not saved" aria-label={section ? 'Edit section' : 'New section'}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name="name" label="Name" required readOnly={!canManage} validate={maxLength(SECTION_LIMITS.name)} />
                <SelectField
                  name="parentId"
                  label="Parent"
                  options={parentOptions}
                  placeholder="None (top level)"
                  searchable
                  readOnly={!canManage}
                  nothingFoundMessage="No such section"
                  description="Sections can be at most 3 levels deep."
                  validate={(value) => parentProblem(section?.id ?? null, value, shapes)}
                />
              </SimpleGrid>
              <AliasFields shapes={shapes} canManage={canManage} />
              <TextareaField name="description" label="Description" autosize minRows={2} readOnly={!canManage} validate={maxLength(SECTION_LIMITS.description)} />
              <TextField name="gamAlias" label="GAM alias" description="Ad unit path segment for this section (Google Ad Manager)." readOnly={!canManage} validate={maxLength(SECTION_LIMITS.gamAlias)} />
            </Stack>
          </Paper>
          <Group justify="space-between">
            <Anchor href="/admin/website-sections" size="sm">
              Back to website sections
            </Anchor>
            {canManage ? (
              <Group gap="sm">
                {section ? (
                  <Button variant="subtle" color="red" leftSection={<TrashIcon />} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                ) : null}
                <SubmitButton disableWhenPristine={Boolean(section)}>{section ? 'Save section' : 'Create section'}</SubmitButton>
              </Group>
            ) : null}
          </Group>
        </Stack>
      </Form>
      {section ? <DeleteSectionModal section={section} opened={deleting} onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

/** systemAlias (read-only, derived), manualAlias, and the effective alias, updated as one types. */
function AliasFields({ shapes, canManage }: { shapes: readonly SectionShape[]; canManage: boolean }) {
  const { values } = useFormState<SectionFormValues>({ subscription: { values: true } });
  const preview = previewAliases(values, shapes);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label="System alias" value={preview.systemAlias} readOnly description="Derived from the parent and the name." styles={MONO_INPUT} />
      <TextField
        name="manualAlias"
        label="Manual alias"
        readOnly={!canManage}
        description="Optional slug for this level; replaces the last part."
        validate={maxLength(SECTION_LIMITS.manualAlias)}
      />
      <TextInput label="Alias" value={preview.alias ? `/${preview.alias}` : ''} readOnly description="The section's address on the site." styles={MONO_INPUT} data-testid="effective-alias" />
    </SimpleGrid>
  );
}

function DeleteSectionModal({ section, opened, onClose }: { section: Section; opened: boolean; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteWebsiteSectionDocument, { refetchQueries: [GetWebsiteSectionsHierarchyDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm() {
    setProblem(null);
    try {
      await remove({ variables: { id: section.id, version: section.version } });
      showToast({ kind: 'success', message: `“${section.name}” was deleted.` });
      onClose();
      await navigate('/admin/website-sections');
    } catch (error) {
      setProblem(toSubmitError(error).message);
    }
  }
  return (
    <ConfirmModal
      opened={opened}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      onCancel={onClose}
      title="Delete section?"
      centered
      message={<>“{section.fullName}” (/{section.alias}) will be removed. Only a section without subsections and content can be deleted. This cannot be undone.</>}
      error={problem}
      errorTitle="The section was not deleted"
      confirmLabel="Delete section"
      onConfirm={() => void confirm()}
      loading={loading}
    />
  );
}
