import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  GetNewsletterSchedulesForContentDocument,
  GetNewsletterTemplateDocument,
  GetNewsletterTemplateStreamDocument,
  RemoveNewsletterContentScheduleDocument,
  ScheduleContentToNewsletterDocument,
} from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { centralToday } from '../../shared/newsletterCampaigns.js';
import { ActionIconButton, FormSection, Loaded, TrashIcon } from '../forms/index.js';
import { toSubmitError, type SubmitError } from '../forms/submitError.js';
import { AUTOMATIC_LABEL, NEWSLETTER_CONTENT_PERMISSIONS, blockOptions, contentListsFromApi, isIsoDate } from '../newsletter-content/issuePlan.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';

/**
 * The content editor's "Newsletter schedules" (docs/newsletters.md "Newsletter content"): the
 * newsletter issues this saved item is scheduled to, with Remove, and a row to schedule it to
 * another issue (template, date, block). Every change is saved at once through its own call — not
 * with the content form. Shown while the newsletters module is on, to editors (manage_content) and
 * newsletter managers, the server's rule.
 */
export function NewsletterSchedulesPanel({ contentId, deleted }: { contentId: number; deleted: boolean }) {
  const session = useAdminSession();
  // `modules` is absent where a screen is rendered without the module switches (component tests).
  const moduleOn = session.modules?.newsletters === true;
  if (!moduleOn || !session.can(...NEWSLETTER_CONTENT_PERMISSIONS, 'manage_content')) return null;
  return <SchedulesSection contentId={contentId} deleted={deleted} />;
}

function SchedulesSection({ contentId, deleted }: { contentId: number; deleted: boolean }) {
  const { can } = useAdminSession();
  const schedules = useQuery(GetNewsletterSchedulesForContentDocument, { variables: { contentId }, fetchPolicy: 'network-only' });
  const [remove] = useMutation(RemoveNewsletterContentScheduleDocument);
  const [removing, setRemoving] = useState<number | null>(null);
  const canOpenIssues = can(...NEWSLETTER_CONTENT_PERMISSIONS);

  async function onRemove(id: number, label: string) {
    setRemoving(id);
    try {
      await remove({ variables: { id } });
      await schedules.refetch();
      showToast({ kind: 'success', message: `Removed from ${label}.` });
    } catch (error) {
      showToast({ kind: 'error', title: 'The schedule was not removed', message: toSubmitError(error).message });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <FormSection
      title="Newsletter schedules"
      description="The newsletter issues this item goes out in. Changes here are saved immediately, on their own — not with the Save button of this form."
    >
      <Loaded data={schedules.data} loading={schedules.loading} error={schedules.error} errorTitle="The newsletter schedules cannot be loaded">
        {({ getNewsletterSchedulesForContent: list }) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="no-newsletter-schedules">
              This item is not scheduled to any newsletter issue.
            </Text>
          ) : (
            <Table aria-label="Newsletter schedules" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Newsletter</Table.Th>
                  <Table.Th>Issue</Table.Th>
                  <Table.Th>Block</Table.Th>
                  <Table.Th>Position</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((entry) => {
                  const label = `${entry.templateName} of ${formatDisplayDate(entry.issueDate)}`;
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{entry.templateName}</Table.Td>
                      <Table.Td>
                        {canOpenIssues ? (
                          <Anchor href={`/admin/newsletter-content?templateId=${entry.templateId}&date=${entry.issueDate}`} size="sm">
                            {formatDisplayDate(entry.issueDate)}
                          </Anchor>
                        ) : (
                          formatDisplayDate(entry.issueDate)
                        )}
                      </Table.Td>
                      <Table.Td>{entry.blockId === null ? AUTOMATIC_LABEL : (entry.blockTitle ?? entry.blockId)}</Table.Td>
                      <Table.Td>{entry.position + 1}</Table.Td>
                      <Table.Td>
                        <ActionIconButton label={`Remove from ${label}`} size="sm" color="red" icon={<TrashIcon />} loading={removing === entry.id} onClick={() => void onRemove(entry.id, label)} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      {deleted ? (
        <Text size="sm" c="dimmed">
          A deleted item cannot be scheduled to a newsletter.
        </Text>
      ) : (
        <AddSchedule contentId={contentId} onAdded={async () => void (await schedules.refetch())} />
      )}
    </FormSection>
  );
}

/** Template, issue date and block of a new schedule; Schedule saves it at once. */
function AddSchedule({ contentId, onAdded }: { contentId: number; onAdded: () => Promise<void> }) {
  const templates = useQuery(GetNewsletterTemplateStreamDocument);
  const active = useMemo(() => (templates.data?.getNewsletterTemplateStream.edges ?? []).map(({ node }) => node).filter((node) => node.status === 1), [templates.data]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [issueDate, setIssueDate] = useState(() => centralToday());
  const [blockId, setBlockId] = useState('');
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const template = useQuery(GetNewsletterTemplateDocument, { variables: { id: Number(templateId) }, skip: templateId === null });
  const contentLists = template.data?.getNewsletterTemplate.contentLists;
  const lists = useMemo(() => contentListsFromApi(contentLists), [contentLists]);
  const [schedule, { loading }] = useMutation(ScheduleContentToNewsletterDocument);

  async function onSchedule() {
    if (templateId === null) return;
    setFailure(null);
    try {
      const result = await schedule({ variables: { input: { contentId, templateId: Number(templateId), issueDate, blockId: blockId || null } } });
      const saved = result.data?.scheduleContentToNewsletter;
      if (saved) showToast({ kind: 'success', message: `Scheduled to ${saved.templateName} of ${formatDisplayDate(saved.issueDate)} (position ${saved.position + 1}).` });
      setBlockId('');
      await onAdded();
    } catch (error) {
      setFailure(toSubmitError(error));
    }
  }

  if (!templates.loading && active.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The site has no active newsletter template to schedule to.
      </Text>
    );
  }
  const errors = failure?.fieldErrors ?? {};
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" aria-label="Schedule to a newsletter" role="group">
        <Select
          label="Newsletter"
          placeholder="Choose a newsletter"
          data={active.map((t) => ({ value: String(t.id), label: t.payload.name }))}
          value={templateId}
          onChange={(value) => {
            setTemplateId(value);
            setBlockId('');
            setFailure(null);
          }}
          error={errors.templateId}
          w={240}
        />
        <TextInput
          type="date"
          label="Issue date"
          value={issueDate}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isIsoDate(value)) setIssueDate(value);
          }}
          error={errors.issueDate}
          w={170}
        />
        <Select
          label="Block"
          data={blockOptions(lists)}
          value={blockId}
          allowDeselect={false}
          onChange={(value) => setBlockId(value ?? '')}
          error={errors.blockId}
          w={220}
        />
        <Button mt={25} onClick={() => void onSchedule()} loading={loading} disabled={templateId === null}>
          Schedule
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" title="The item was not scheduled" role="alert">
          {failure.message}
          {errors.contentId ? ` ${errors.contentId}` : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}
