import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Divider, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ScheduleNewsletterCampaignDocument, SendNewsletterCampaignDocument, SendNewsletterCampaignTestDocument, UnscheduleNewsletterCampaignDocument } from '../../gql/graphql.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { ConfirmModal, DateTimeField, Form, FormSection, SubmitButton, TagsField, toSubmitError, type ConflictState } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { campaignStatusOf, formatCount, sendProgress, type EditableCampaign, type TemplateFacts } from './campaignForm.js';

const REFETCH = ['getNewsletterCampaignAdminStream'];

export interface CampaignDeliveryProps {
  campaign: EditableCampaign;
  /** The stored campaign's template (testers, list); null while it loads. */
  facts: TemplateFacts | null;
  /** The enabled newsletter's title, when the screen may read it. */
  listTitle: string | null;
  /** The form holds unsaved changes: scheduling or sending would drop them. */
  dirty: boolean;
  conflict: ConflictState;
}

/**
 * Test send, schedule and send now of a saved campaign. Each acts on the campaign as stored (its
 * version): with unsaved changes in the form, scheduling and sending wait for a save.
 */
export function CampaignDelivery({ campaign, facts, listTitle, dirty, conflict }: CampaignDeliveryProps) {
  const status = campaignStatusOf(campaign.status);
  const editable = status === 'draft' || status === 'scheduled';
  return (
    <FormSection title="Test and send" description="These act on the saved campaign.">
      <TestSend campaignId={campaign.id} testers={facts?.defaultTesters ?? null} />
      {editable ? (
        <>
          <Divider />
          {dirty ? (
            <Alert color="blue" data-testid="save-first">
              Save your changes before scheduling or sending: the saved campaign is what goes out.
            </Alert>
          ) : null}
          <Schedule campaign={campaign} disabled={dirty} conflict={conflict} />
          <Divider />
          <SendNow campaign={campaign} listTitle={listTitle} disabled={dirty} conflict={conflict} />
        </>
      ) : null}
    </FormSection>
  );
}

interface TestValues {
  emails: string[];
}

function TestSend({ campaignId, testers }: { campaignId: number; testers: string[] | null }) {
  const [sendTest] = useMutation(SendNewsletterCampaignTestDocument);
  // Stable while the testers are the same: final-form starts again whenever initialValues change.
  const testersKey = (testers ?? []).join(',');
  const initialValues = useMemo<TestValues>(() => ({ emails: testersKey ? testersKey.split(',') : [] }), [testersKey]);
  async function onSubmit(values: TestValues) {
    try {
      const { data } = await sendTest({ variables: { id: campaignId, emails: values.emails.map((email) => email.trim()).filter(Boolean) } });
      if (data) showToast({ kind: 'success', message: data.sendNewsletterCampaignTest });
    } catch (error) {
      throw toSubmitError(error);
    }
  }
  return (
    <Form<TestValues> key={testersKey} onSubmit={onSubmit} initialValues={initialValues} errorTitle="The test was not sent" aria-label="Send a test">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TagsField
          name="emails"
          label="Test addresses"
          description="The campaign as it is now, subject prefixed [TEST]. Prefilled with the template's default testers; press Enter after each address."
          placeholder="name@example.com"
          splitChars={[',', ' ', ';']}
          style={{ flex: 1 }}
        />
        <SubmitButton variant="default">Send test</SubmitButton>
      </Group>
    </Form>
  );
}

interface ScheduleValues {
  sendAt: string | null;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Schedule({ campaign, disabled, conflict }: { campaign: EditableCampaign; disabled: boolean; conflict: ConflictState }) {
  const [schedule] = useMutation(ScheduleNewsletterCampaignDocument, { refetchQueries: REFETCH });
  const [unschedule, { loading: unscheduling }] = useMutation(UnscheduleNewsletterCampaignDocument, { refetchQueries: REFETCH });
  const [problem, setProblem] = useState<string | null>(null);
  const scheduled = campaign.status === 'scheduled';
  const initialValues = useMemo<ScheduleValues>(() => ({ sendAt: campaign.sendAt ?? null }), [campaign.sendAt]);

  async function onSubmit(values: ScheduleValues) {
    if (!values.sendAt) return;
    const sendAt = values.sendAt;
    const result = await conflict.guard(() => schedule({ variables: { id: campaign.id, version: campaign.version, sendAt } }));
    const saved = result?.data?.scheduleNewsletterCampaign;
    if (saved) showToast({ kind: 'success', message: `The campaign is scheduled for ${formatLocalDateTime(saved.sendAt)}.` });
  }

  async function onUnschedule() {
    setProblem(null);
    try {
      const result = await conflict.guard(() => unschedule({ variables: { id: campaign.id, version: campaign.version } }));
      if (result?.data) showToast({ kind: 'success', message: 'The campaign is a draft again: it will not be sent.' });
    } catch (error) {
      setProblem(toSubmitError(error).message);
    }
  }

  return (
    <Stack gap="sm">
      {scheduled ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" data-testid="scheduled-for">
            Scheduled for <strong>{formatLocalDateTime(campaign.sendAt)}</strong>
          </Text>
          <Button variant="default" size="xs" onClick={() => void onUnschedule()} loading={unscheduling} disabled={disabled}>
            Unschedule
          </Button>
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" title="The campaign was not unscheduled">
          {problem}
        </Alert>
      ) : null}
      <Form<ScheduleValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The campaign was not scheduled" aria-label="Schedule the campaign">
        <Group align="flex-end" gap="sm">
          <DateTimeField
            name="sendAt"
            label={scheduled ? 'Change the send time' : 'Send at'}
            description={`Your browser's time (${browserTimeZone()}).`}
            required
            disabled={disabled}
            w={300}
          />
          <SubmitButton variant="default" disabled={disabled}>
            {scheduled ? 'Reschedule' : 'Schedule'}
          </SubmitButton>
        </Group>
      </Form>
    </Stack>
  );
}

function SendNow({ campaign, listTitle, disabled, conflict }: { campaign: EditableCampaign; listTitle: string | null; disabled: boolean; conflict: ConflictState }) {
  const [send, { loading }] = useMutation(SendNewsletterCampaignDocument, { refetchQueries: REFETCH });
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const list = listTitle ?? "the template's list";

  async function confirm() {
    setProblem(null);
    try {
      const result = await conflict.guard(() => send({ variables: { id: campaign.id, version: campaign.version } }));
      setOpened(false);
      if (result?.data) showToast({ kind: 'success', message: `Sending started: ${formatCount(result.data.sendNewsletterCampaign.recipientCount)} recipients.` });
    } catch (error) {
      setProblem(toSubmitError(error).message);
    }
  }

  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          Sends the campaign to every subscriber of {list} now.
        </Text>
        <Button color="red" onClick={() => setOpened(true)} disabled={disabled}>
          Send now
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        onClose={() => {
          setProblem(null);
          setOpened(false);
        }}
        title="Send this campaign now?"
        centered
        message={`It goes to every subscriber of ${list} now; this cannot be undone.`}
        confirmLabel="Send now"
        onConfirm={() => void confirm()}
        loading={loading}
        error={problem}
        errorTitle="The campaign was not sent"
      />
    </>
  );
}

/**
 * Progress of a Sending campaign (the screen polls every 2 s) and the outcome of a Sent one:
 * a bar of sent and failed, the queued / sent / failed counts, and the web view's link unless the
 * issue is hidden on the website.
 */
export function CampaignProgress({ campaign }: { campaign: EditableCampaign }) {
  const status = campaignStatusOf(campaign.status);
  const progress = sendProgress(campaign);
  return (
    <FormSection title={status === 'sent' ? 'Sent' : 'Sending'}>
      <Progress.Root size="xl" aria-label={progress.label}>
        <Progress.Section value={progress.sentPercent} color="green" />
        <Progress.Section value={progress.failedPercent} color="red" />
      </Progress.Root>
      <Text fw={600} data-testid="progress-label">
        {progress.label}
      </Text>
      <SimpleGrid cols={3} maw={480} data-testid="progress-counts">
        <Count label="Queued" value={progress.queued} />
        <Count label="Sent" value={progress.sent} />
        <Count label="Failed" value={progress.failed} color={progress.failed > 0 ? 'red' : undefined} />
      </SimpleGrid>
      {status === 'sending' ? (
        <Text size="sm" c="dimmed">
          Sending since {formatLocalDateTime(campaign.sendingStartedAt)}. This page updates every 2 seconds.
        </Text>
      ) : (
        <Text size="sm" data-testid="sent-at">
          Sent on {formatLocalDateTime(campaign.sentAt)} to {formatCount(progress.recipients)} recipients.
        </Text>
      )}
      {campaign.hideOnWeb ? (
        <Text size="sm" c="dimmed">
          Hidden on the website.
        </Text>
      ) : campaign.webUrl ? (
        <Anchor href={campaign.webUrl} target="_blank" rel="noopener" size="sm">
          View on the website
        </Anchor>
      ) : null}
    </FormSection>
  );
}

function Count({ label, value, color }: { label: string; value: number; color?: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} c={color}>
        {formatCount(value)}
      </Text>
    </div>
  );
}
