import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { navigate } from 'vike/client/router';
import { DeleteNewsletterCampaignDocument, GetNewsletterCampaignDocument, SaveNewsletterCampaignDocument } from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { CAMPAIGN_MESSAGES } from '../../shared/newsletterCampaigns.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { CheckboxField, ConfirmModal, ConflictAlert, DateField, Form, FormSection, Loaded, SelectField, SubmitButton, TextField, TrashIcon, toSubmitError, useConflict } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import {
  PREHEADER_MAX,
  SUBJECT_MAX,
  campaignFormValues,
  campaignStatusOf,
  isReadOnlyCampaign,
  newCampaignValues,
  nextIssueDate,
  subjectHint,
  toCampaignInput,
  validateCampaignForm,
  type CampaignFormValues,
  type EditableCampaign,
} from './campaignForm.js';
import { CampaignDelivery, CampaignProgress } from './CampaignDelivery.js';
import { CampaignPreview } from './CampaignPreview.js';
import { CampaignStatusBadge, statusDetail } from './CampaignStatusBadge.js';
import { useActiveTemplateOptions, useListTitle, useTemplateFacts } from './useTemplateFacts.js';

export type CampaignEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

const BACK = { href: '/admin/newsletter-campaigns', label: 'Back to newsletter campaigns' };
/** While a campaign is sending, the screen asks for its progress this often. */
export const SENDING_POLL_MS = 2000;
const REFETCH = ['getNewsletterCampaignAdminStream'];

/**
 * The one newsletter campaign screen, creating (/admin/create-newsletter-campaign) or editing
 * (/admin/edit-newsletter-campaign/{id}; docs/newsletters.md "Campaign screens"): the campaign's
 * fields; once saved, its preview, test send, scheduling and "Send now"; while it sends, its
 * progress (polled every 2 s until Sent). Sending and Sent campaigns are read-only.
 */
export function CampaignEditor(props: CampaignEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const [sending, setSending] = useState(false);
  const { data, loading, error, refetch } = useQuery(GetNewsletterCampaignDocument, {
    variables: { id: editId ?? 0 },
    skip: editId === null,
    fetchPolicy: 'network-only',
    // Polls while the send job works; stops once the campaign is Sent.
    pollInterval: sending ? SENDING_POLL_MS : 0,
  });
  const status = data?.getNewsletterCampaign.status;
  useEffect(() => setSending(status === 'sending'), [status]);
  if (editId === null) return <CampaignScreen campaign={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This newsletter campaign cannot be opened" back={BACK}>
      {({ getNewsletterCampaign }) => (
        <CampaignScreen
          campaign={getNewsletterCampaign}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

function CampaignScreen({ campaign, onReload }: { campaign: EditableCampaign | null; onReload: (() => Promise<void>) | null }) {
  const conflict = useConflict(onReload);
  const [dirty, setDirty] = useState(false);
  const { facts } = useTemplateFacts(campaign?.templateId ?? null);
  const listTitle = useListTitle(facts?.productId ?? null);
  const status = campaign ? campaignStatusOf(campaign.status) : 'draft';
  const readOnly = campaign ? isReadOnlyCampaign(campaign.status) : false;

  return (
    <Stack gap="lg" maw={1100}>
      {campaign ? <CampaignSummary campaign={campaign} /> : null}
      {readOnly ? (
        <Alert color="gray" title="Read-only" data-testid="read-only">
          {CAMPAIGN_MESSAGES.readOnly(status)}
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed this campaign" state={conflict} />
      {campaign && readOnly ? <CampaignProgress campaign={campaign} /> : null}
      <CampaignForm
        // A new version (saved here, scheduled, sent, or reloaded after a conflict) starts the form again from it.
        key={campaign?.version ?? 'new'}
        campaign={campaign}
        conflict={conflict}
        onDirty={setDirty}
      />
      {campaign ? (
        <>
          <CampaignDelivery campaign={campaign} facts={facts} listTitle={listTitle} dirty={dirty} conflict={conflict} />
          <CampaignPreview id={campaign.id} version={campaign.version} templateWidth={facts?.width ?? null} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Once created, the campaign can be previewed, tested, scheduled and sent from this screen.
        </Text>
      )}
    </Stack>
  );
}

interface CampaignFormProps {
  campaign: EditableCampaign | null;
  conflict: ReturnType<typeof useConflict>;
  onDirty: (dirty: boolean) => void;
}

function CampaignForm({ campaign, conflict, onDirty }: CampaignFormProps) {
  const [save] = useMutation(SaveNewsletterCampaignDocument, { refetchQueries: REFETCH });
  const [deleting, setDeleting] = useState(false);
  const creating = campaign === null;
  const readOnly = campaign ? isReadOnlyCampaign(campaign.status) : false;
  const initialValues = useMemo(() => (campaign ? campaignFormValues(campaign) : newCampaignValues()), [campaign]);

  async function onSubmit(values: CampaignFormValues) {
    const input = toCampaignInput(values, campaign ? { id: campaign.id, version: campaign.version } : null);
    const result = await conflict.guard(() => save({ variables: { input } }));
    const saved = result?.data?.saveNewsletterCampaign;
    if (!saved) return;
    showToast({ kind: 'success', message: `The campaign “${saved.subject}” was saved.` });
    if (creating) await navigate(`/admin/edit-newsletter-campaign/${saved.id}`);
  }

  return (
    <>
      <Form<CampaignFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => validateCampaignForm(values, { creating })}
        errorTitle="The campaign was not saved"
        aria-label={creating ? 'New newsletter campaign' : 'Edit newsletter campaign'}
      >
        <Stack gap="lg">
          <DirtyWatcher onDirty={onDirty} />
          <CampaignFields campaign={campaign} readOnly={readOnly} />
          <Group justify="space-between">
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            {readOnly ? null : (
              <Group gap="sm">
                {campaign ? (
                  <Button variant="subtle" color="red" leftSection={<TrashIcon />} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                ) : null}
                <SubmitButton disableWhenPristine={!creating}>{creating ? 'Create campaign' : 'Save campaign'}</SubmitButton>
              </Group>
            )}
          </Group>
        </Stack>
      </Form>
      {campaign && !readOnly ? <DeleteCampaignModal campaign={campaign} opened={deleting} onClose={() => setDeleting(false)} /> : null}
    </>
  );
}

/** Tells the screen whether the form holds unsaved changes (scheduling and sending wait for a save). */
function DirtyWatcher({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => onDirty(dirty === true), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  return null;
}

function CampaignFields({ campaign, readOnly }: { campaign: EditableCampaign | null; readOnly: boolean }) {
  const creating = campaign === null;
  const form = useForm<CampaignFormValues>();
  const { input: templateInput } = useField<string | null>('templateId', { subscription: { value: true } });
  const templateId = templateInput.value ? Number(templateInput.value) : null;
  const { facts } = useTemplateFacts(templateId);
  // The stored template stays listed when it is no longer active.
  const current = useMemo(() => (campaign ? { templateId: campaign.templateId, templateName: campaign.template.payload.name } : null), [campaign]);
  const templates = useActiveTemplateOptions(current);

  // On create the issue date follows the chosen template's next deployment day, until the editor picks one.
  const autoDate = useRef<string | null>(form.getState().initialValues?.issueDate ?? null);
  useEffect(() => {
    if (!creating || !facts) return;
    const current = form.getState().values.issueDate ?? null;
    if (current !== null && current !== autoDate.current) return;
    const next = nextIssueDate(facts);
    autoDate.current = next;
    form.change('issueDate', next);
  }, [creating, facts, form]);

  const webPath = campaign ? `/newsletter/${campaign.id}` : '/newsletter/{id}';
  return (
    <FormSection title="Campaign" description="An issue of a newsletter template for a date.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="templateId"
          label="Template"
          options={templates.options}
          required
          searchable
          disabled={readOnly}
          placeholder={templates.loading ? 'Loading templates…' : 'Choose a template'}
          description="Active newsletter templates."
        />
        <DateField
          name="issueDate"
          label="Issue date"
          required
          disabled={readOnly}
          description={creating ? "Central time. Defaults to the template's next deployment day." : 'Central time.'}
        />
      </SimpleGrid>
      <TextField
        name="subject"
        label="Subject"
        required={!creating}
        disabled={readOnly}
        maxLength={SUBJECT_MAX}
        description={subjectHint({ creating, pattern: facts?.subjectPattern ?? null })}
      />
      <TextField
        name="preheader"
        label="Preheader"
        disabled={readOnly}
        maxLength={PREHEADER_MAX}
        placeholder={facts?.preheaderBlurb || undefined}
        description="The inbox line under the subject. Leave empty to use the template's preheader blurb."
      />
      <CheckboxField name="hideOnWeb" label={`Do not show this issue on the website (${webPath} and the newsletter campaigns block)`} disabled={readOnly} />
    </FormSection>
  );
}

function CampaignSummary({ campaign }: { campaign: EditableCampaign }) {
  const detail = statusDetail(campaign);
  let issue = campaign.issueDate;
  try {
    issue = formatDisplayDate(campaign.issueDate.slice(0, 10));
  } catch {
    // Shown as stored.
  }
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <CampaignStatusBadge status={campaign.status} size="lg" />
          <Text fw={600}>{campaign.subject}</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {campaign.status === 'scheduled' ? `Scheduled for ${detail}` : detail}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" data-testid="campaign-version">
          {campaign.template.payload.name} · Issue of {issue} · Version {campaign.version}, saved on {formatLocalDateTime(campaign.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}

function DeleteCampaignModal({ campaign, opened, onClose }: { campaign: EditableCampaign; opened: boolean; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteNewsletterCampaignDocument, { refetchQueries: REFETCH });
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm() {
    setProblem(null);
    try {
      await remove({ variables: { id: campaign.id } });
      showToast({ kind: 'success', message: `The campaign “${campaign.subject}” was deleted.` });
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
      title="Delete newsletter campaign?"
      centered
      message={
        <>
          “{campaign.subject}” will be deleted{campaign.status === 'scheduled' ? ' and will not be sent' : ''}. This cannot be undone.
        </>
      }
      error={problem}
      errorTitle="The campaign was not deleted"
      confirmLabel="Delete campaign"
      onConfirm={() => void confirm()}
      loading={loading}
    />
  );
}
