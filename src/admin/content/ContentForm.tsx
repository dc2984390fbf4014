import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormApi } from 'final-form';
import { useMemo, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { DeleteContentDocument, SaveContentDocument, type ContentInput, type GetContentForEditQuery } from '../../gql/graphql.js';
import type { ContentDocument } from '../../shared/contentFields.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import { contentTypeInfo, type ContentType } from '../../shared/contentTypes.js';
import { ExternalLinkIcon, Form, FormSection, SubmitButton, TrashIcon, useConflict, type ConflictState, type SelectOption, ConfirmModal } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { AccessFields, ImageFields, MetadataFields, PlacementFields, PublishingFields, TextFields } from './CommonFields.js';
import { ContentConflict } from './ContentConflict.js';
import { inputFromValues, newContentValues, validateValues, valuesFromDocument, type ContentFormValues } from './contentForm.js';
import { useContentLabels, useContentLoaders, useMembershipOptions, useSections } from './lookups.js';
import { hasTypeFields, TypeFields } from './TypeFields.js';
import { SidebarsField } from './SidebarsField.js';
import { clearDraft, draftKey, DraftKeeper } from './localDraft.js';
import { NewsletterSchedulesPanel } from './NewsletterSchedulesPanel.js';
import { MagazineSchedulesPanel } from './MagazineSchedulesPanel.js';
import { CompanyUpdateLinkPanel } from './CompanyUpdateLinkPanel.js';
import { ContentPreviewButton } from './ContentPreview.js';

export type EditableItem = GetContentForEditQuery['getContent'];

export interface ContentFormProps {
  type: ContentType;
  /** null in create mode. */
  item: EditableItem | null;
  onReload: (() => Promise<void>) | null;
}

const statusLabel = (s: number) => CONTENT_STATUS_LABELS[s as 0 | 1 | 2] ?? String(s);

/**
 * The one content screen, in create or edit mode, for every type: common fields, the type's own
 * fields, placement, images, access and metadata. Users without manage_content see it read-only.
 * Saving carries the version the edit started from; a CONFLICT shows who changed the item with
 * Reload and Compare.
 */
export function ContentForm({ type, item, onReload }: ContentFormProps) {
  const { can, tenant } = useAdminSession();
  const readOnly = !can('manage_content');
  const info = contentTypeInfo(type);
  const label = info?.label ?? type;
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveContentDocument);
  const [attempt, setAttempt] = useState<ContentInput | null>(null);
  const formRef = useRef<FormApi<ContentFormValues> | null>(null);
  const sections = useSections();
  const memberships = useMembershipOptions();
  const loaders = useContentLoaders();
  const doc = (item?.editDocument ?? null) as ContentDocument | null;
  const draftStorageKey = draftKey(tenant.tenantKey, item ? { id: item.id } : { type });

  const initialValues = useMemo(() => (doc ? valuesFromDocument(doc) : newContentValues(type)), [doc, type]);
  const taxonomyOptions = useMemo<SelectOption[]>(
    () => (item?.taxonomy.edges ?? []).map(({ node }) => ({ value: String(node.id), label: `${node.fullName} (${node.type})` })),
    [item],
  );
  const authorOptions = useMemo<SelectOption[]>(() => (item?.authors.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.fullName })), [item]);
  const companyOptions = useMemo<SelectOption[]>(() => (item?.company ? [{ value: String(item.company.id), label: item.company.name }] : []), [item]);
  const contactIds = useMemo(() => initialValues.details.contactIds.map(Number), [initialValues]);
  const contactOptions = useContentLabels(contactIds);
  const loadCompanies = useMemo(() => loaders.contentOfType('Company'), [loaders]);
  const loadContacts = useMemo(() => loaders.contentOfType('Contact'), [loaders]);

  // The shared rules of src/shared/contentFields.ts, for the fields this screen shows.
  const validate = (values: ContentFormValues) => validateValues(values, new Set(formRef.current?.getRegisteredFields() ?? []));

  async function onSubmit(values: ContentFormValues) {
    const input = inputFromValues(values, item ? { id: item.id, version: item.version } : undefined);
    setAttempt(input);
    const result = await conflict.guard(() => save({ variables: { input } }));
    const saved = result?.data?.saveContent;
    if (!saved) return;
    clearDraft(draftStorageKey);
    showToast({ kind: 'success', message: `${label} "${saved.name}" was saved.` });
    if (!item) await navigate(`/admin/edit-content/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={1100}>
      {item ? <ItemSummary item={item} label={label} conflict={readOnly ? null : conflict} /> : null}
      {readOnly ? (
        <Alert color="blue" title="Read only">
          You can view this item but not change it (saving needs the manage_content permission).
        </Alert>
      ) : null}
      {item ? <ContentConflict state={conflict} id={item.id} mine={attempt} /> : null}
      <Form<ContentFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validate}
        errorTitle={`The ${label.toLowerCase()} was not saved`}
        aria-label={item ? `Edit ${label}` : `New ${label}`}
        subscription={{}}
      >
        {({ form }) => {
          formRef.current = form;
          return (
            <Stack gap="lg">
              {readOnly ? null : <DraftKeeper storageKey={draftStorageKey} version={item?.version ?? null} form={form} />}
              <FormSection title={label}>
                <TextFields readOnly={readOnly} sectionAliasOf={sections.aliasOf} savedPath={item?.canonicalPath ?? null} />
              </FormSection>
              {hasTypeFields(type) ? (
                <FormSection title={`${label} details`}>
                  <TypeFields type={type} readOnly={readOnly} loadContacts={loadContacts} contactOptions={contactOptions} />
                </FormSection>
              ) : null}
              <FormSection
                title="Sidebars"
                description="Panels of extra text, such as key specifications or an at-a-glance box, shown beside the body by the layout's Content sidebars block."
              >
                <SidebarsField readOnly={readOnly} />
              </FormSection>
              <FormSection title="Status and dates">
                <PublishingFields readOnly={readOnly} />
              </FormSection>
              <FormSection title="Placement" description="Section, schedules, taxonomy, authors and labels.">
                <PlacementFields
                  type={type}
                  readOnly={readOnly}
                  sectionOptions={sections.options}
                  loadTaxonomy={loaders.taxonomy}
                  taxonomyOptions={taxonomyOptions}
                  loadPersons={loaders.persons}
                  authorOptions={authorOptions}
                  loadCompanies={loadCompanies}
                  companyOptions={companyOptions}
                />
              </FormSection>
              <FormSection title="Images">
                <ImageFields readOnly={readOnly} type={type} />
              </FormSection>
              <FormSection title="Access and ads" description="Gating and the ads this item does not show.">
                <AccessFields readOnly={readOnly} membershipOptions={memberships} />
              </FormSection>
              <FormSection title="Metadata">
                <MetadataFields readOnly={readOnly} />
              </FormSection>
              {/* The save bar stays at the bottom of the window while the long form scrolls. */}
              <Group
                justify="space-between"
                data-save-bar=""
                style={{ position: 'sticky', bottom: 0, zIndex: 5, padding: '12px 0', background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Anchor href="/admin/content" size="sm">
                  Back to content
                </Anchor>
                {readOnly ? null : (
                  <Group gap="sm">
                    {/* The item as it is in the form, saved or not, on its public page (ContentPreview.tsx). */}
                    <ContentPreviewButton existing={item ? { id: item.id, version: item.version } : null} />
                    <SubmitButton disableWhenPristine={Boolean(item)}>{item ? 'Save' : `Create ${label.toLowerCase()}`}</SubmitButton>
                  </Group>
                )}
              </Group>
            </Stack>
          );
        }}
      </Form>
      {/* Saved on its own (not with the form): a saved item's newsletter issues. */}
      {item ? <NewsletterSchedulesPanel contentId={item.id} deleted={item.status === 0} /> : null}
      {/* Likewise its magazine issues (docs/magazines.md). */}
      {item ? <MagazineSchedulesPanel contentId={item.id} deleted={item.status === 0} /> : null}
      {/* A Company's link for proposing changes to its profile (docs/company-updates.md). */}
      {item?.type === 'Company' ? <CompanyUpdateLinkPanel companyId={item.id} name={item.name} deleted={item.status === 0} /> : null}
    </Stack>
  );
}

function ItemSummary({ item, label, conflict }: { item: EditableItem; label: string; conflict: ConflictState | null }) {
  const live = item.status === 1;
  const canViewHistory = useAdminSession().can('view_history');
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>
            {label} {item.id}
          </Text>
          <Badge color={item.status === 1 ? 'green' : item.status === 0 ? 'red' : 'gray'} variant="light">
            {statusLabel(item.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            Version {item.version} · Updated {formatLocalDateTime(String(item.updated))}
          </Text>
        </Group>
        <Group gap="xs">
          {canViewHistory ? (
            <Button component="a" href={`/admin/history?entityType=Content&entityId=${item.id}`} size="xs" variant="subtle">
              History of this item
            </Button>
          ) : null}
          {live ? (
            <Button component="a" href={item.canonicalPath} target="_blank" rel="noopener" size="xs" variant="light" rightSection={<ExternalLinkIcon />}>
              View on site
            </Button>
          ) : null}
          {conflict && item.status !== 0 ? <DeleteButton item={item} label={label} conflict={conflict} /> : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** Delete = status 0 (Deleted), with the version the editor opened; a stale one is a CONFLICT. */
function DeleteButton({ item, label, conflict }: { item: EditableItem; label: string; conflict: ConflictState }) {
  const [opened, setOpened] = useState(false);
  const [remove, { loading }] = useMutation(DeleteContentDocument);
  async function confirm() {
    try {
      const result = await conflict.guard(() => remove({ variables: { id: item.id, version: item.version } }));
      if (result?.data) showToast({ kind: 'success', message: `${label} "${item.name}" was deleted.` });
    } catch (error) {
      showToast({ kind: 'error', title: `The ${label.toLowerCase()} was not deleted`, message: toSubmitError(error).message });
    } finally {
      setOpened(false);
    }
  }
  return (
    <>
      <Button size="xs" variant="light" color="red" leftSection={<TrashIcon />} onClick={() => setOpened(true)}>
        Delete
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Delete this ${label.toLowerCase()}?`}
        message={
          <>
            “{item.name}” gets the status Deleted and disappears from the site. It stays in the list (status Deleted) and can be restored by setting it to
            Draft or Published, or from its history.
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => void confirm()}
        loading={loading}
      />
    </>
  );
}
