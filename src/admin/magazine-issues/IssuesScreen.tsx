import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Drawer, Group, Image, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeleteMagazineIssueDocument, GetIssueDocument, GetIssuesDocument, SaveMagazineIssueDocument, type GetIssueQuery } from '../../gql/graphql.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { MAGAZINE_LIMITS } from '../../shared/magazines.js';
import { ConflictAlert, DateField, Form, Loaded, RadioGroupField, SearchInput, SelectField, SubmitButton, TextareaField, TextField, maxLength, useConflict } from '../forms/index.js';
import { MagazineModuleNotice } from '../magazines/ModuleNotice.js';
import { drawerFromSearch, MAGAZINE_PAGE_SIZE, searchOfDrawer, STATUS_OPTIONS, type MagazineDrawerState } from '../magazines/drawerState.js';
import { usePublicationOptions } from '../magazines/usePublicationOptions.js';
import { MediaPickerField } from '../media/MediaPickerField.js';
import { AddAction } from '../shell/AddAction.js';
import { DeleteRecordModal } from '../shell/DeleteRecordModal.js';
import { DataTable, ListFrame } from '../shell/ListFrame.js';
import { pageRange } from '../shell/pageRange.js';
import { replaceQueryString } from '../shell/queryString.js';
import { showToast } from '../shell/toast.js';
import { issueFormValues, newIssueValues, toIssueInput, validateIssueForm, type IssueFormValues } from './issueForm.js';

type Issue = GetIssueQuery['getIssue'];

/** Title-bar action: the spec's add link (`?action=add`, 001 §2), which opens the add form. */
export function AddIssueAction() {
  return <AddAction href="/admin/magazine-issues/?action=add" label="Add issue" permission="manage_magazine_issues" />;
}

/**
 * /admin/magazine-issues/: every issue of the site's publications, newest mailing date first, with
 * cover, publication, mailing date, how many items are scheduled to it and status; filters by
 * publication (?publicationId=3, as the publications list links), status and name; 25 per page.
 * Adding and editing happen in a drawer (?action=add, ?id=12).
 */
export function IssuesScreen() {
  const { urlParsed } = usePageContext();
  const [drawer, setDrawer] = useState<MagazineDrawerState>(() => drawerFromSearch(urlParsed.search));
  const [publicationId, setPublicationId] = useState<string | null>(() => (Number(urlParsed.search['publicationId']) > 0 && urlParsed.search['action'] !== 'add' ? urlParsed.search['publicationId']! : null));
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(phrase, SEARCH_DEBOUNCE_MS);
  const publications = usePublicationOptions();

  useEffect(() => setDrawer(drawerFromSearch(urlParsed.search)), [urlParsed.search]);
  useEffect(() => replaceQueryString(searchOfDrawer(drawer) || (publicationId ? `?publicationId=${publicationId}` : '')), [drawer, publicationId]);

  const { data, previousData, loading, error, refetch } = useQuery(GetIssuesDocument, {
    variables: {
      publicationId: publicationId ? Number(publicationId) : null,
      status: status === null ? [1, 0] : [Number(status)],
      phrase: debounced.trim() || null,
      limit: MAGAZINE_PAGE_SIZE,
      skip: (page - 1) * MAGAZINE_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.getIssues;
  const total = connection?.totalCount ?? 0;
  const { pages } = pageRange(total, page, MAGAZINE_PAGE_SIZE);
  const filtered = phrase !== '' || status !== null || publicationId !== null;
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
        <SearchInput
          label="Search"
          placeholder="Issue name"
          value={phrase}
          onChange={(value) => {
            setPhrase(value);
            setPage(1);
          }}
          onClear={() => setPhrase('')}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={160}
        />
      </Group>
      <ListFrame
        error={error}
        errorTitle="The issues could not be loaded"
        loaded={connection !== undefined}
        empty={connection?.edges.length === 0}
        emptyTitle={filtered ? 'No issues match these filters' : 'No issues yet'}
        emptyHint={filtered ? 'Try another publication, search or status.' : 'Add the issues of your publications.'}
        count={`${total.toLocaleString('en-US')} ${total === 1 ? 'issue' : 'issues'}`}
        countTestId="issues-count"
        pages={pages}
        page={page}
        onPage={setPage}
      >
        <DataTable
          label="Magazine issues"
          busy={loading}
          minWidth={760}
          columns={6}
          head={
            <>
              <Table.Th w={70}>Cover</Table.Th>
              <Table.Th>Issue</Table.Th>
              <Table.Th>Publication</Table.Th>
              <Table.Th w={150}>Mailing date</Table.Th>
              <Table.Th w={90}>Items</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
            </>
          }
          rows={
            connection
              ? connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id} data-testid="issue-row">
                    <Table.Td>{node.coverImage ? <Image src={node.coverImage.thumbnail} alt="" w={44} h={58} fit="cover" radius="xs" /> : null}</Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setDrawer({ mode: 'edit', id: node.id })}>
                        {node.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.publication.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDisplayDate(node.mailingDate)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{node.contentCount.toLocaleString('en-US')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={node.status === 1 ? 'green' : 'gray'} variant="light">
                        {node.status === 1 ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))
              : null
          }
        />
      </ListFrame>
      <Drawer opened={drawer !== null} onClose={() => setDrawer(null)} position="right" size="lg" title={drawer?.mode === 'edit' ? 'Edit issue' : 'Add issue'}>
        {drawer?.mode === 'edit' ? (
          <EditIssue
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
          <IssueForm
            issue={null}
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

type Options = { value: string; label: string }[];

function EditIssue({ id, publicationOptions, onSaved, onDeleted, onClose }: { id: number; publicationOptions: Options; onSaved: (id: number) => void; onDeleted: () => Promise<void>; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetIssueDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [deleting, setDeleting] = useState<Issue | null>(null);
  const [remove, removal] = useMutation(DeleteMagazineIssueDocument);
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This issue cannot be opened">
      {({ getIssue: issue }) => (
        <>
          <IssueForm
            key={issue.version}
            issue={issue}
            publicationOptions={publicationOptions}
            initialPublicationId={issue.publicationId}
            onReload={async () => void (await refetch())}
            onSaved={onSaved}
            onClose={onClose}
            onDelete={() => setDeleting(issue)}
          />
          <DeleteRecordModal
            record={deleting}
            noun="issue"
            nameOf={(i) => i.name}
            message={(i) => (
              <>
                The issue <strong>{i.name}</strong> of {i.publication.name} and its page {i.canonicalPath} will be gone. An issue with content scheduled to it cannot be
                deleted: set it inactive instead.
              </>
            )}
            remove={(i) => remove({ variables: { id: i.id } })}
            loading={removal.loading}
            onClose={() => setDeleting(null)}
            onDeleted={onDeleted}
          />
        </>
      )}
    </Loaded>
  );
}

interface IssueFormProps {
  issue: Issue | null;
  publicationOptions: Options;
  initialPublicationId: number | null;
  onReload: (() => Promise<void>) | null;
  onSaved: (id: number) => void;
  onClose: () => void;
  onDelete?: () => void;
}

function IssueForm({ issue, publicationOptions, initialPublicationId, onReload, onSaved, onClose, onDelete }: IssueFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveMagazineIssueDocument);

  async function onSubmit(values: IssueFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toIssueInput(values, issue ?? undefined) } }));
    const saved = result?.data?.saveMagazineIssue;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.name} was ${issue ? 'saved' : 'added'}.` });
    onSaved(saved.id);
  }

  return (
    <Stack gap="md">
      {issue ? (
        <Text size="sm" c="dimmed">
          Issue {issue.id} · version {issue.version} · {issue.contentCount} {issue.contentCount === 1 ? 'item' : 'items'} ·{' '}
          <Anchor href={issue.canonicalPath} target="_blank" rel="noopener" size="sm">
            {issue.canonicalPath}
          </Anchor>
        </Text>
      ) : null}
      <ConflictAlert title="Someone else changed this issue" state={conflict} />
      <Form<IssueFormValues>
        onSubmit={onSubmit}
        validate={validateIssueForm}
        initialValues={issue ? issueFormValues(issue) : newIssueValues(initialPublicationId)}
        errorTitle="The issue was not saved"
        aria-label={issue ? 'Edit issue' : 'Add issue'}
      >
        <Stack gap="md">
          <SelectField
            name="publicationId"
            label="Publication"
            options={publicationOptions}
            required
            disabled={issue !== null}
            description={issue ? 'An issue stays with its publication.' : undefined}
          />
          <TextField name="name" label="Name" required validate={maxLength(MAGAZINE_LIMITS.name)} placeholder="March 2026" autoComplete="off" />
          <TextField
            name="alias"
            label="Alias"
            description={issue ? 'Its address below the publication. Changing it moves the page.' : 'Its address below the publication. Leave empty to make one from the name.'}
          />
          <DateField name="mailingDate" label="Mailing date" required />
          <MediaPickerField name="coverImageId" label="Cover image" kind="image" />
          <TextField name="digitalEditionUrl" label="Digital edition (Zmags)" placeholder="https://viewer.zmags.com/publication/…" description="Shown by the zmag embed block on the issue's page." />
          <TextareaField name="description" label="Description" autosize minRows={2} maxRows={6} />
          <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Inactive issues are hidden on the site." />
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
              <SubmitButton disableWhenPristine={issue !== null}>{issue ? 'Save' : 'Add issue'}</SubmitButton>
            </Group>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
