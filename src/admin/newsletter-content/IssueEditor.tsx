import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { GetNewsletterContentSchedulesDocument, GetNewsletterTemplateDocument, SaveNewsletterContentSchedulesDocument, type GetNewsletterContentSchedulesQuery } from '../../gql/graphql.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { ActionIconButton, AsyncSelect, Loaded, TrashIcon } from '../forms/index.js';
import { toSubmitError, type SubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';
import { ArrowDownIcon, ArrowUpIcon } from './icons.js';
import { blockOptions, contentListsFromApi, planHint, planIssue, type ContentListBlock } from './issuePlan.js';
import { useContentSearch, type PickedContent } from './useContentSearch.js';

type Stored = GetNewsletterContentSchedulesQuery['getNewsletterContentSchedules'][number];

/** One line of the list being edited. */
export interface IssueRow {
  contentId: number;
  blockId: string | null;
  /** The block's title as the server named it (kept for a block the template no longer has). */
  blockTitle: string | null;
  content: Omit<PickedContent, 'id'>;
}

const MAX_ENTRIES = 200;

const rowOf = (entry: Stored): IssueRow => ({
  contentId: entry.content.id,
  blockId: entry.blockId,
  blockTitle: entry.blockTitle,
  content: { name: entry.content.name, type: entry.content.type, status: entry.content.status, primarySectionName: entry.content.primarySectionName, published: entry.content.published },
});

const signature = (rows: readonly IssueRow[]) => JSON.stringify(rows.map((row) => [row.contentId, row.blockId]));

/**
 * The list of one issue (a template and a date): the stored entries in order, edited here — moved,
 * removed, pinned to a manual list or left Automatic, added from a content search — and saved
 * together (saveNewsletterContentSchedules replaces the issue's list).
 */
export function IssueEditor({ templateId, templateName, issueDate, onDirtyChange }: { templateId: number; templateName: string; issueDate: string; onDirtyChange: (dirty: boolean) => void }) {
  const template = useQuery(GetNewsletterTemplateDocument, { variables: { id: templateId } });
  const schedules = useQuery(GetNewsletterContentSchedulesDocument, { variables: { templateId, issueDate }, fetchPolicy: 'network-only' });
  const contentLists = template.data?.getNewsletterTemplate.contentLists;
  const lists = useMemo(() => contentListsFromApi(contentLists), [contentLists]);
  const blocksUnknown = !template.loading && (template.error !== undefined || contentLists === undefined);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Text fw={600} size="lg">
            {templateName} — {formatDisplayDate(issueDate)}
          </Text>
          <Text size="sm" c="dimmed">
            The order here is the order in the newsletter. Changes are kept only when you save.
          </Text>
        </div>
        <Loaded data={schedules.data} loading={schedules.loading} error={schedules.error} errorTitle="This issue's content cannot be loaded">
          {(data) => (
            <IssueList
              // A new answer (another date, or a save) starts the list again from it.
              key={signature(data.getNewsletterContentSchedules.map(rowOf))}
              templateId={templateId}
              issueDate={issueDate}
              stored={data.getNewsletterContentSchedules.map(rowOf)}
              lists={lists}
              blocksUnknown={blocksUnknown}
              onDirtyChange={onDirtyChange}
            />
          )}
        </Loaded>
      </Stack>
    </Paper>
  );
}

interface IssueListProps {
  templateId: number;
  issueDate: string;
  stored: IssueRow[];
  lists: ContentListBlock[];
  blocksUnknown: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

function IssueList({ templateId, issueDate, stored, lists, blocksUnknown, onDirtyChange }: IssueListProps) {
  const [baseline, setBaseline] = useState(stored);
  const [rows, setRows] = useState(stored);
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const [save, { loading: saving }] = useMutation(SaveNewsletterContentSchedulesDocument, { refetchQueries: ['getNewsletterScheduleSummary'] });
  const search = useContentSearch();
  const dirty = signature(rows) !== signature(baseline);
  const plan = useMemo(() => planIssue(rows.map((row) => ({ blockId: row.blockId, status: row.content.status })), lists), [rows, lists]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  function change(next: IssueRow[]) {
    setRows(next);
    setFailure(null);
  }
  function move(index: number, by: -1 | 1) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    change(next);
  }
  function add(value: string | null) {
    if (!value) return;
    const id = Number(value);
    if (rows.some((row) => row.contentId === id)) {
      showToast({ kind: 'info', message: 'This item is already in the list.' });
      return;
    }
    const picked = search.picked(value);
    if (!picked) return;
    const { id: _id, ...content } = picked;
    change([...rows, { contentId: id, blockId: null, blockTitle: null, content }]);
  }

  async function onSave() {
    setFailure(null);
    try {
      const result = await save({ variables: { input: { templateId, issueDate, entries: rows.map((row) => ({ contentId: row.contentId, blockId: row.blockId })) } } });
      const saved = (result.data?.saveNewsletterContentSchedules ?? []).map(rowOf);
      setBaseline(saved);
      setRows(saved);
      showToast({ kind: 'success', message: `The content of the ${formatDisplayDate(issueDate)} issue was saved (${saved.length} item${saved.length === 1 ? '' : 's'}).` });
    } catch (error) {
      setFailure(toSubmitError(error));
    }
  }

  const fieldError = (index: number, field: 'contentId' | 'blockId') => failure?.fieldErrors[`entries.${index}.${field}`];

  return (
    <Stack gap="sm">
      {blocksUnknown ? (
        <Alert color="yellow" title="The template's blocks are not available">
          The template could not be read. Items can be left Automatic or keep the list they are pinned to.
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="empty-issue">
          Nothing is scheduled to this issue yet. Add content below.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" aria-label="Issue content" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, index) => (
            <Paper component="li" key={row.contentId} withBorder radius="sm" p="xs" aria-label={row.content.name}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} w={28} ta="right">
                    {index + 1}.
                  </Text>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor href={`/admin/edit-content/${row.contentId}`} size="sm" fw={500} truncate>
                        {row.content.name}
                      </Anchor>
                      {row.content.status !== 1 ? (
                        <Badge size="xs" color={row.content.status === 0 ? 'red' : 'gray'} variant="light">
                          {CONTENT_STATUS_LABELS[row.content.status as 0 | 1 | 2] ?? row.content.status}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[row.content.type, row.content.primarySectionName, row.content.published ? formatDisplayDate(row.content.published) : null].filter(Boolean).join(' · ')}
                    </Text>
                    {blocksUnknown ? null : (
                      <Text size="xs" c={plan.placements[index] ? 'teal' : 'orange'} data-testid="placement">
                        {plan.placements[index] ? `Shown in “${plan.placements[index]}”` : 'Not shown in this issue'}
                      </Text>
                    )}
                    {fieldError(index, 'contentId') ? (
                      <Text size="xs" c="red" role="alert">
                        {fieldError(index, 'contentId')}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Select
                    aria-label={`Block of ${row.content.name}`}
                    size="xs"
                    w={190}
                    allowDeselect={false}
                    data={blockOptions(lists, row.blockId, row.blockTitle)}
                    value={row.blockId ?? ''}
                    error={fieldError(index, 'blockId')}
                    onChange={(value) => change(rows.map((r, i) => (i === index ? { ...r, blockId: value ? value : null, blockTitle: null } : r)))}
                  />
                  <ActionIconButton label={`Move ${row.content.name} up`} size="sm" icon={<ArrowUpIcon />} disabled={index === 0} onClick={() => move(index, -1)} />
                  <ActionIconButton label={`Move ${row.content.name} down`} size="sm" icon={<ArrowDownIcon />} disabled={index === rows.length - 1} onClick={() => move(index, 1)} />
                  <ActionIconButton label={`Remove ${row.content.name}`} size="sm" color="red" icon={<TrashIcon />} onClick={() => change(rows.filter((_, i) => i !== index))} />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      {blocksUnknown ? null : (
        <Stack gap={2} data-testid="plan-hint">
          {planHint(plan).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
          {rows.some((row) => row.content.status === 2) ? (
            <Text size="sm" c="dimmed">
              Drafts go out only if they are published by the time the issue is sent.
            </Text>
          ) : null}
        </Stack>
      )}

      <AsyncSelect
        label="Add content"
        description={rows.length >= MAX_ENTRIES ? `An issue holds at most ${MAX_ENTRIES} items.` : 'Search the site’s content by name; the item is added at the end of the list.'}
        placeholder="Search content"
        value={null}
        onChange={(value) => add(value)}
        loadOptions={search.load}
        disabled={rows.length >= MAX_ENTRIES}
        clearable={false}
      />

      {failure ? (
        <Alert color="red" title="The issue's content was not saved" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {dirty ? (
          <Button variant="default" onClick={() => change(baseline)} disabled={saving}>
            Discard changes
          </Button>
        ) : null}
        <Button onClick={() => void onSave()} loading={saving} disabled={!dirty}>
          Save issue content
        </Button>
      </Group>
    </Stack>
  );
}
