import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { GetIssuesDocument, GetIssueSchedulesForContentDocument, GetMagazineSectionStreamDocument, RemoveIssueContentScheduleDocument, ScheduleContentToIssueDocument } from '../../gql/graphql.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { ActionIconButton, FormSection, Loaded, TrashIcon } from '../forms/index.js';
import { toSubmitError, type SubmitError } from '../forms/submitError.js';
import { usePublicationOptions } from '../magazines/usePublicationOptions.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';

/** Who schedules content to issues (the server's rule, modules/magazines/common.ts SCHEDULERS). */
const SCHEDULERS = ['manage_content', 'manage_magazine_issues'] as const;
const MAGAZINE_MANAGERS = ['manage_magazine_publications', 'manage_magazine_issues', 'manage_magazine_sections'] as const;

/**
 * The content editor's "Magazine issues" (docs/magazines.md): the issues this saved item is in,
 * with their publication and magazine section and Remove, and a row to schedule it to an issue
 * (publication, issue, section). Every change is saved at once by its own call — not with the
 * content form, like the newsletter schedules beside it. Shown while the magazine module is on,
 * to editors (manage_content) and issue managers.
 */
export function MagazineSchedulesPanel({ contentId, deleted }: { contentId: number; deleted: boolean }) {
  const session = useAdminSession();
  // `modules` is absent where a screen is rendered without the module switches (component tests).
  if (session.modules?.magazine !== true || !session.can(...SCHEDULERS)) return null;
  return <SchedulesSection contentId={contentId} deleted={deleted} />;
}

function SchedulesSection({ contentId, deleted }: { contentId: number; deleted: boolean }) {
  const { can } = useAdminSession();
  const schedules = useQuery(GetIssueSchedulesForContentDocument, { variables: { contentId }, fetchPolicy: 'network-only' });
  const [remove] = useMutation(RemoveIssueContentScheduleDocument);
  const [removing, setRemoving] = useState<number | null>(null);
  const canOpenIssues = can('manage_magazine_issues');

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
    <FormSection title="Magazine issues" description="The magazine issues this item appears in. Changes here are saved immediately, on their own — not with the Save button of this form.">
      <Loaded data={schedules.data} loading={schedules.loading} error={schedules.error} errorTitle="The magazine issues cannot be loaded">
        {({ getIssueSchedulesForContent: list }) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="no-issue-schedules">
              This item is not scheduled to any magazine issue.
            </Text>
          ) : (
            <Table aria-label="Magazine issues" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Publication</Table.Th>
                  <Table.Th>Issue</Table.Th>
                  <Table.Th>Section</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((entry) => {
                  const label = `${entry.issue.publication.name}, ${entry.issue.name}`;
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{entry.issue.publication.name}</Table.Td>
                      <Table.Td>
                        {canOpenIssues ? (
                          <Anchor href={`/admin/magazine-issues/?id=${entry.issueId}`} size="sm">
                            {entry.issue.name}
                          </Anchor>
                        ) : (
                          entry.issue.name
                        )}{' '}
                        <Text span size="xs" c="dimmed">
                          ({formatDisplayDate(entry.issue.mailingDate)}
                          {entry.issue.status === 1 ? '' : ', inactive'})
                        </Text>
                      </Table.Td>
                      <Table.Td>{entry.section?.name ?? '—'}</Table.Td>
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
          A deleted item cannot be scheduled to an issue.
        </Text>
      ) : (
        <AddSchedule contentId={contentId} onAdded={async () => void (await schedules.refetch())} />
      )}
    </FormSection>
  );
}

/** Publication, issue and section of a new schedule; Schedule saves it at once. */
function AddSchedule({ contentId, onAdded }: { contentId: number; onAdded: () => Promise<void> }) {
  const { can } = useAdminSession();
  // Magazine managers may file items into issues not yet shown (a draft issue); editors see the shown ones.
  const manager = can(...MAGAZINE_MANAGERS);
  const publications = usePublicationOptions({ activeOnly: !manager });
  const [publicationId, setPublicationId] = useState<string | null>(null);
  const [issueId, setIssueId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const issues = useQuery(GetIssuesDocument, {
    variables: { publicationId: Number(publicationId), limit: 200, ...(manager ? { status: [1, 0] } : {}) },
    skip: publicationId === null,
  });
  const sections = useQuery(GetMagazineSectionStreamDocument, { variables: { publicationId: Number(publicationId) }, skip: publicationId === null });
  const [schedule, { loading }] = useMutation(ScheduleContentToIssueDocument);

  async function onSchedule() {
    if (issueId === null) return;
    setFailure(null);
    try {
      const result = await schedule({ variables: { input: { contentId, issueId: Number(issueId), sectionId: sectionId ? Number(sectionId) : null } } });
      const saved = result.data?.scheduleContentToIssue;
      if (saved) showToast({ kind: 'success', message: `Scheduled to ${saved.issue.publication.name}, ${saved.issue.name}${saved.section ? ` (${saved.section.name})` : ''}.` });
      await onAdded();
    } catch (error) {
      setFailure(toSubmitError(error));
    }
  }

  if (!publications.loading && publications.options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The site has no magazine publication to schedule to.
      </Text>
    );
  }
  const errors = failure?.fieldErrors ?? {};
  const issueOptions = (issues.data?.getIssues.edges ?? []).map(({ node }) => ({
    value: String(node.id),
    label: `${node.name} (${formatDisplayDate(node.mailingDate)})${node.status === 1 ? '' : ' – inactive'}`,
  }));
  const sectionOptions = (sections.data?.getMagazineSectionStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.name }));
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" aria-label="Schedule to a magazine issue" role="group">
        <Select
          label="Publication"
          placeholder="Choose a publication"
          data={publications.options}
          value={publicationId}
          onChange={(value) => {
            setPublicationId(value);
            setIssueId(null);
            setSectionId(null);
            setFailure(null);
          }}
          w={240}
        />
        <Select
          label="Issue"
          placeholder={publicationId === null ? 'Choose a publication first' : 'Choose an issue'}
          data={issueOptions}
          value={issueId}
          onChange={setIssueId}
          disabled={publicationId === null}
          searchable
          error={errors.issueId}
          w={240}
        />
        <Select
          label="Section"
          placeholder="No section"
          data={sectionOptions}
          value={sectionId}
          onChange={setSectionId}
          disabled={publicationId === null || sectionOptions.length === 0}
          clearable
          error={errors.sectionId}
          w={200}
        />
        <Button mt={25} onClick={() => void onSchedule()} loading={loading} disabled={issueId === null}>
          Schedule to issue
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
