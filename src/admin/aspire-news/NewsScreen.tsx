import { Accordion, Alert, Badge, Box, Button, Group, Loader, Modal, Pagination, SegmentedControl, Stack, Text, Typography } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DeleteAspireNewsDocument, GetAspireNewsStreamDocument, MarkAspireNewsReadDocument, SetAspireNewsDocument } from '../../gql/graphql.js';
import { NEWS_ALERT_WINDOW_DAYS } from '../../shared/constants.js';
import { NEWS_LIMITS, newsDescriptionError } from '../../shared/aspireNews.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { DateTimeField, EditIcon, Form, PlusIcon, RadioGroupField, SubmitButton, SwitchField, TextareaField, TextField, TrashIcon } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { toSubmitError } from '../forms/submitError.js';
import { NEWS_STATUS, newNewsValues, newsFormValues, statusOfFilter, toNewsInput, type NewsFilter, type NewsFormValues, type NewsItem } from './newsForm.js';

const PAGE_SIZE = 20;
/** Every list of news on screen (this one and the toolbar's flyout) runs this operation. */
const REFETCH = ['getAspireNewsStream'];

const STATUS_OPTIONS = [
  { value: String(NEWS_STATUS.published), label: 'Published' },
  { value: String(NEWS_STATUS.draft), label: 'Draft' },
];

/** 'new' opens an empty form, an item opens it for editing, null closes it. */
type Editing = 'new' | NewsItem | null;

/**
 * /admin/aspire-news: platform news for CMS users. Everyone logged in reads the published items
 * (opening an unread one marks it read, as in the toolbar's flyout); managers (manage_modules)
 * also see drafts and write, publish and delete items.
 */
export function NewsScreen() {
  const { can } = useAdminSession();
  const manager = can('manage_modules');
  const [filter, setFilter] = useState<NewsFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);

  const { data, previousData, loading, error } = useQuery(GetAspireNewsStreamDocument, {
    variables: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, status: statusOfFilter(filter) },
    fetchPolicy: 'cache-and-network',
  });
  const stream = (data ?? previousData)?.getAspireNewsStream;
  const pages = Math.max(1, Math.ceil((stream?.totalCount ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap">
        {manager ? (
          <SegmentedControl
            aria-label="Show"
            value={filter}
            onChange={(value) => {
              setFilter(value as NewsFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Drafts' },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            News about the platform: new features, maintenance and tips.
          </Text>
        )}
        {manager ? (
          <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
            Write news item
          </Button>
        ) : null}
      </Group>

      {error ? (
        <Alert color="red" title="The news could not be loaded">
          {toSubmitError(error).message}
        </Alert>
      ) : null}

      {!stream && loading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : null}

      {stream && stream.items.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Text fw={600}>{filter === 'draft' ? 'No drafts' : 'No news yet'}</Text>
          <Text size="sm" c="dimmed">
            {manager ? 'Write a news item to tell every CMS user about a change.' : 'News about the platform will appear here.'}
          </Text>
        </Stack>
      ) : null}

      {stream && stream.items.length > 0 ? (
        <NewsList items={stream.items} manager={manager} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {stream ? `${stream.totalCount.toLocaleString('en-US')} ${stream.totalCount === 1 ? 'item' : 'items'}` : ''}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} hideWithOnePage size="sm" />
      </Group>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Write news item' : 'Edit news item'} size="lg" centered>
        {editing !== null ? <NewsForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <DeleteNewsModal item={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function NewsList({ items, manager, onEdit, onDelete }: { items: NewsItem[]; manager: boolean; onEdit: (item: NewsItem) => void; onDelete: (item: NewsItem) => void }) {
  const [markRead] = useMutation(MarkAspireNewsReadDocument);
  const byId = useMemo(() => new Map(items.map((item) => [String(item.id), item])), [items]);

  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="left"
      // Cards on the admin's grey page background.
      styles={{ item: { backgroundColor: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-gray-3)' } }}
      onChange={(value) => {
        // Opening a published unread item marks it read (spec 000 §4).
        const item = value ? byId.get(value) : undefined;
        if (item && item.status === NEWS_STATUS.published && !item.hasRead) {
          markRead({ variables: { id: item.id } }).catch(() => undefined);
        }
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} data-testid="news-item">
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <Text fw={item.hasRead || item.status !== NEWS_STATUS.published ? 500 : 700} truncate>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatLocalDateTime(item.date)}
                </Text>
              </Box>
              <Group gap={6} wrap="nowrap">
                {item.alert ? (
                  <Badge color="red" variant="light">
                    Alert
                  </Badge>
                ) : null}
                {item.status === NEWS_STATUS.published && !item.hasRead ? (
                  <Badge color="green" variant="dot">
                    Unread
                  </Badge>
                ) : null}
                <Badge color={item.status === NEWS_STATUS.published ? 'blue' : 'gray'} variant={item.status === NEWS_STATUS.published ? 'light' : 'outline'}>
                  {item.status === NEWS_STATUS.published ? 'Published' : 'Draft'}
                </Badge>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {/* Sanitised HTML from the server (AspireNewsItem.description). */}
              <Typography fz="sm" dangerouslySetInnerHTML={{ __html: item.description }} />
              {manager ? (
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" leftSection={<EditIcon />} onClick={() => onEdit(item)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="light" color="red" leftSection={<TrashIcon />} onClick={() => onDelete(item)}>
                    Delete
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const [save] = useMutation(SetAspireNewsDocument, { refetchQueries: REFETCH });
  const initialValues = useMemo(() => (item ? newsFormValues(item) : newNewsValues()), [item]);

  async function onSubmit(values: NewsFormValues) {
    let saved;
    try {
      const result = await save({ variables: { input: toNewsInput(values, item ? { id: item.id, version: item.version } : undefined) } });
      saved = result.data?.setAspireNews;
    } catch (error) {
      throw toSubmitError(error);
    }
    if (!saved) return;
    const published = saved.status === NEWS_STATUS.published;
    showToast({ kind: 'success', message: published ? `“${saved.title}” is published.` : `“${saved.title}” was saved as a draft.` });
    onDone();
  }

  return (
    <Form<NewsFormValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The news item was not saved" aria-label="News item">
      <Stack gap="md">
        <TextField name="title" label="Title" required data-autofocus maxLength={NEWS_LIMITS.title} />
        <TextareaField
          name="description"
          label="Description"
          required
          validate={(value: string | null | undefined) => newsDescriptionError(value)}
          autosize
          minRows={6}
          maxRows={16}
          description="Simple HTML is allowed: <p>, <strong>, <em>, <a href>, <ul>/<li>. Anything else is removed when saving."
        />
        <Group grow align="flex-start">
          <DateTimeField name="date" label="Date" required />
          <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" />
        </Group>
        <SwitchField
          name="alert"
          label="Show as an alert"
          description={`Unread alerts are highlighted in the admin toolbar for ${NEWS_ALERT_WINDOW_DAYS} days.`}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton>{item ? 'Save' : 'Save news item'}</SubmitButton>
        </Group>
      </Stack>
    </Form>
  );
}

function DeleteNewsModal({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteAspireNewsDocument, { refetchQueries: REFETCH });
  async function confirm() {
    if (!item) return;
    try {
      await remove({ variables: { id: item.id } });
      showToast({ kind: 'success', message: `“${item.title}” was deleted.` });
      onClose();
    } catch (error) {
      showToast({ kind: 'error', title: 'The news item was not deleted', message: toSubmitError(error).message });
    }
  }
  return (
    <Modal opened={item !== null} onClose={onClose} title="Delete news item?" centered>
      <Stack gap="md">
        <Text size="sm">
          “{item?.title}” will be removed for every CMS user. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={loading}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
