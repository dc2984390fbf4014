import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import { navigate } from 'vike/client/router';
import { DeleteNewsletterTemplateDocument, GetNewsletterTemplateDocument, SaveNewsletterTemplateDocument } from '../../gql/graphql.js';
import { NEWSLETTER_MAX_COLUMNS } from '../../shared/newsletterTemplates.js';
import { ConfirmModal, ConflictAlert, Form, FormSection, Loaded, SubmitButton, TrashIcon, useConflict } from '../forms/index.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { GridEditor } from '../layouts/grid/GridEditor.js';
import { GridKindProvider } from '../layouts/grid/gridKind.js';
import { flattenErrors } from '../layouts/layoutForm.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { NEWSLETTER_GRID_KIND } from './newsletterGridKind.js';
import { DeploymentFields, FooterFields, GeneralFields, GridTitleStyleFields, HeaderFields, LinkSections, SocialLinkFields, StyleFields, TesterFields } from './TemplateFields.js';
import { TemplatePreview } from './TemplatePreview.js';
import {
  BASIC_EDITOR_NOTE,
  describeTemplateErrorPath,
  newTemplateValues,
  templateFormValues,
  templateWidth,
  toFormErrorPaths,
  toTemplateInput,
  validateTemplateForm,
  type EditableTemplate,
  type TemplateFormValues,
} from './templateForm.js';

export type NewsletterTemplateEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

const BACK = { href: '/admin/newsletter-templates', label: 'Back to newsletter templates' };

/**
 * The one newsletter template screen (spec 001 §3 "Newsletter template"), creating
 * (/admin/create-newsletter-template) or editing (/admin/edit-newsletter-template/{id}). The form
 * holds the template document and checks it with the server's own rules (checkNewsletterTemplate);
 * the grid is the layouts' grid editor with the newsletter grid kind. Who may change what:
 * manage_newsletter_templates everything; manage_newsletter_templates_basic the texts, links,
 * testers and block settings (the server refuses the rest: templateStructure).
 */
export function NewsletterTemplateEditor(props: NewsletterTemplateEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetNewsletterTemplateDocument, { variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  if (editId === null) return <TemplateForm template={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This newsletter template cannot be opened" back={BACK}>
      {({ getNewsletterTemplate }) => (
        <TemplateForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getNewsletterTemplate.version}
          template={getNewsletterTemplate}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

function TemplateForm({ template, onReload }: { template: EditableTemplate | null; onReload: (() => Promise<void>) | null }) {
  const { can } = useAdminSession();
  const canManage = can('manage_newsletter_templates');
  const canEditContent = canManage || can('manage_newsletter_templates_basic');
  // Structure: rows, blocks, styles, header style, deployment, status, legacy id.
  const locked = !canManage;
  const readOnly = !canEditContent;
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveNewsletterTemplateDocument, { refetchQueries: ['getNewsletterTemplateAdminStream'] });
  const [deleting, setDeleting] = useState(false);
  const { initialValues, unreadable } = useMemo(() => {
    if (!template) return { initialValues: newTemplateValues(), unreadable: false };
    const read = templateFormValues(template);
    return { initialValues: read.values, unreadable: read.unreadable };
  }, [template]);

  async function onSubmit(values: TemplateFormValues) {
    const input = toTemplateInput(values, template ? { id: template.id, version: template.version } : null);
    let result;
    try {
      result = await conflict.guard(() => save({ variables: { input } }));
    } catch (error) {
      const failure = toSubmitError(error);
      throw new SubmitError(failure.message, { code: failure.code, fieldErrors: toFormErrorPaths(failure.fieldErrors) });
    }
    const saved = result?.data?.saveNewsletterTemplate;
    if (!saved) return;
    showToast({ kind: 'success', message: `The newsletter template “${saved.payload.name}” was saved.` });
    if (!template) await navigate(`/admin/edit-newsletter-template/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={1280}>
      {template ? <TemplateSummary template={template} /> : null}
      {readOnly ? (
        <Alert color="blue" title="Read only" data-testid="template-read-only">
          You can view this template. Changing it needs the Manage newsletter templates permission.
        </Alert>
      ) : locked ? (
        <Alert color="blue" title="Texts and block settings only" data-testid="template-basic-editor">
          {BASIC_EDITOR_NOTE}
        </Alert>
      ) : null}
      {unreadable ? (
        <Alert color="orange" title="Part of this template could not be read">
          The stored template does not match the template rules: its grid is not shown. Saving stores the template without it.
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed this template" state={conflict} />
      <Form<TemplateFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateTemplateForm}
        errorTitle="The newsletter template was not saved"
        aria-label={template ? 'Edit newsletter template' : 'New newsletter template'}
      >
        <Stack gap="lg">
          <GeneralFields locked={locked} readOnly={readOnly} />
          <StyleFields locked={locked} readOnly={readOnly} />
          <GridTitleStyleFields locked={locked} readOnly={readOnly} />
          <HeaderFields locked={locked} readOnly={readOnly} />
          <FooterFields locked={locked} readOnly={readOnly} />
          <SocialLinkFields locked={locked} readOnly={readOnly} />
          <LinkSections locked={locked} readOnly={readOnly} />
          <DeploymentFields locked={locked} readOnly={readOnly} />
          <TesterFields locked={locked} readOnly={readOnly} />
          <FormSection
            title="Grid"
            description={`The newsletter's stories and ads: rows of one column or two equal columns (at most ${NEWSLETTER_MAX_COLUMNS}), blocks from top to bottom. A block's settings open from its card.`}
          >
            <GridKindProvider kind={NEWSLETTER_GRID_KIND}>
              <GridEditor name="grid" label="Newsletter grid" readOnly={locked} blockSettingsReadOnly={readOnly} />
            </GridKindProvider>
          </FormSection>
          <TemplatePreview />
          <ProblemsAlert />
          {/* The save bar stays at the bottom of the window while the long form scrolls. */}
          <Group
            justify="space-between"
            data-save-bar=""
            style={{ position: 'sticky', bottom: 0, zIndex: 5, padding: '12px 0', background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            {readOnly ? null : (
              <Group gap="sm">
                {template && canManage ? (
                  <Button variant="subtle" color="red" leftSection={<TrashIcon />} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                ) : null}
                <SubmitButton disableWhenPristine={Boolean(template)}>{template ? 'Save' : 'Create template'}</SubmitButton>
              </Group>
            )}
          </Group>
        </Stack>
      </Form>
      {template ? <DeleteTemplateModal template={template} opened={deleting} onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

/** After a refused save: every message with where it belongs, as some sit in closed drawers. */
function ProblemsAlert() {
  const { errors, submitFailed, hasValidationErrors } = useFormState({ subscription: { errors: true, submitFailed: true, hasValidationErrors: true } });
  if (!submitFailed || !hasValidationErrors) return null;
  const problems = Object.entries(flattenErrors(errors));
  return (
    <Alert color="red" title="Please correct these fields before saving" data-testid="template-problems">
      <List size="sm">
        {problems.slice(0, 12).map(([path, message]) => (
          <List.Item key={path}>
            {describeTemplateErrorPath(path)} — {message}
          </List.Item>
        ))}
      </List>
      {problems.length > 12 ? <Text size="sm">…and {problems.length - 12} more.</Text> : null}
    </Alert>
  );
}

function TemplateSummary({ template }: { template: EditableTemplate }) {
  const width = templateWidth(template.document);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>{template.payload.name}</Text>
          <Badge color={template.status === 1 ? 'green' : 'gray'} variant="light">
            {template.status === 1 ? 'Active' : 'Inactive'}
          </Badge>
          {width ? <Badge variant="outline">{width} px</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed" data-testid="template-version">
          {template.campaignCount === 1 ? '1 campaign' : `${template.campaignCount} campaigns`} · Version {template.version}, saved on {formatLocalDateTime(template.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}

function DeleteTemplateModal({ template, opened, onClose }: { template: EditableTemplate; opened: boolean; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteNewsletterTemplateDocument, { refetchQueries: ['getNewsletterTemplateAdminStream'] });
  const [problem, setProblem] = useState<string | null>(null);
  const name = template.payload.name;
  const hasCampaigns = template.campaignCount > 0;
  async function confirm() {
    setProblem(null);
    try {
      await remove({ variables: { id: template.id } });
      // The server answers true either way: a template with campaigns is set inactive instead.
      showToast({ kind: 'success', message: hasCampaigns ? `The newsletter template “${name}” has campaigns: it was set inactive.` : `The newsletter template “${name}” was deleted.` });
      onClose();
      await navigate(BACK.href);
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
      title="Delete newsletter template?"
      centered
      message={
        hasCampaigns ? (
          <>
            “{name}” has {template.campaignCount === 1 ? '1 campaign' : `${template.campaignCount} campaigns`}, so it is not deleted: it is set inactive instead (no longer offered for new campaigns), and its campaigns keep it.
          </>
        ) : (
          <>“{name}” will be deleted. A template that has campaigns is set inactive instead; this one has none. This cannot be undone.</>
        )
      }
      error={problem}
      errorTitle="The newsletter template was not deleted"
      confirmLabel={hasCampaigns ? 'Set inactive' : 'Delete template'}
      onConfirm={() => void confirm()}
      loading={loading}
    />
  );
}
