import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import {
  DeleteTaxonomyTermDocument,
  GetTaxonomyTermDocument,
  GetTaxonomyTermStreamDocument,
  SaveTaxonomyTermDocument,
  type GetTaxonomyTermQuery,
  type TaxonomyType,
} from '../../gql/graphql.js';
import { STREAM_LIMITS } from '../../shared/constants.js';
import { isHierarchical, isTaxonomyType, TAXONOMY_TYPES, TERM_LIMITS } from '../../shared/taxonomyTerms.js';
import { ConflictAlert, Form, maxLength, SelectField, SubmitButton, TextareaField, TextField, useConflict, Loaded, ConfirmModal } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';
import { newTermValues, parentCandidates, termFormValues, toTermInput, type TermFormValues } from './termForm.js';

type Term = GetTaxonomyTermQuery['getTaxonomyTerm'];

export type TermDrawerState = { mode: 'create'; type: TaxonomyType; parentId: number | null } | { mode: 'edit'; id: number } | null;

const TYPE_OPTIONS = TAXONOMY_TYPES.map((type) => ({ value: type, label: type }));

export interface TermDrawerProps {
  state: TermDrawerState;
  onClose: () => void;
  /** After a save or delete: the list refetches. */
  onChanged: () => void;
  onOpen: (state: TermDrawerState) => void;
}

export function TermDrawer({ state, onClose, onChanged, onOpen }: TermDrawerProps) {
  return (
    <Drawer opened={state !== null} onClose={onClose} position="right" size="md" title={state?.mode === 'edit' ? 'Edit term' : 'Add term'}>
      {state?.mode === 'edit' ? <EditTerm key={state.id} id={state.id} onChanged={onChanged} onClose={onClose} /> : null}
      {state?.mode === 'create' ? (
        <TermForm
          key={`new-${state.type}-${state.parentId ?? ''}`}
          term={null}
          initialValues={newTermValues(state.type, state.parentId)}
          onReload={null}
          onSaved={(id) => {
            onChanged();
            onOpen({ mode: 'edit', id });
          }}
          onDeleted={onClose}
          onClose={onClose}
        />
      ) : null}
    </Drawer>
  );
}

function EditTerm({ id, onChanged, onClose }: { id: number; onChanged: () => void; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetTaxonomyTermDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This term cannot be opened">
      {({ getTaxonomyTerm: term }) => (
        <TermForm
          key={term.version}
          term={term}
          initialValues={termFormValues(term)}
          onReload={async () => {
            await refetch();
          }}
          onSaved={() => {
            onChanged();
            void refetch();
          }}
          onDeleted={() => {
            onChanged();
            onClose();
          }}
          onClose={onClose}
        />
      )}
    </Loaded>
  );
}

interface TermFormProps {
  term: Term | null;
  initialValues: TermFormValues;
  onReload: (() => Promise<void>) | null;
  onSaved: (id: number) => void;
  onDeleted: () => void;
  onClose: () => void;
}

function TermForm({ term, initialValues, onReload, onSaved, onDeleted, onClose }: TermFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveTaxonomyTermDocument);

  async function onSubmit(values: TermFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toTermInput(values, term ?? undefined) } }));
    const saved = result?.data?.saveTaxonomyTerm;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.fullName} was ${term ? 'saved' : 'added'}.` });
    onSaved(saved.id);
  }

  return (
    <Stack gap="md">
      {term ? (
        <Text size="sm" c="dimmed">
          Term {term.id} · alias <code>{term.alias}</code> · used by {term.contentCount} content {term.contentCount === 1 ? 'item' : 'items'}
        </Text>
      ) : null}
      <ConflictAlert title="Someone else changed this term" state={conflict} />
      <Form<TermFormValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The term was not saved" aria-label={term ? 'Edit term' : 'Add term'}>
        <Stack gap="md">
          <SelectField name="type" label="Type" options={TYPE_OPTIONS} required readOnly={term !== null} description={term ? 'The type of an existing term cannot be changed.' : undefined} />
          <TextField name="name" label="Name" required validate={maxLength(TERM_LIMITS.name)} autoComplete="off" />
          <ParentField term={term} />
          <TextareaField name="description" label="Description" autosize minRows={2} maxRows={8} validate={maxLength(TERM_LIMITS.description)} />
          <Group justify="space-between">
            {term ? <DeleteTerm term={term} onDeleted={onDeleted} /> : <span />}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <SubmitButton disableWhenPristine={term !== null}>{term ? 'Save' : 'Add term'}</SubmitButton>
            </Group>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

/** Parent choice for Bin and Location: the terms of the same type, minus the term's own subtree. */
function ParentField({ term }: { term: Term | null }) {
  const type = useField<string | null>('type', { subscription: { value: true } }).input.value;
  const nests = typeof type === 'string' && isTaxonomyType(type) && isHierarchical(type);
  const { data, loading } = useQuery(GetTaxonomyTermStreamDocument, {
    variables: { input: { includeTypes: nests ? [type as TaxonomyType] : null, pagination: { limit: STREAM_LIMITS.taxonomy } } },
    skip: !nests,
  });
  const options = useMemo(
    () => parentCandidates(data?.getTaxonomyTermStream.edges.map((edge) => edge.node) ?? [], term).map((row) => ({ value: String(row.id), label: row.fullName })),
    [data, term],
  );
  if (!nests) return null;
  return (
    <SelectField
      name="parentId"
      label="Parent"
      options={options}
      searchable
      placeholder={loading ? 'Loading terms…' : 'None (a top-level term)'}
      nothingFoundMessage="No such term"
      description="Renaming or moving a term updates the full names below it."
    />
  );
}

/** Delete with a confirmation; when content is tagged the server says how many, and a second step removes the links too. */
function DeleteTerm({ term, onDeleted }: { term: Term; onDeleted: () => void }) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteTaxonomyTermDocument);
  const tagged = term.contentCount;

  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: term.id, version: term.version, removeLinks: tagged > 0 } });
      showToast({ kind: 'success', message: `${term.fullName} was deleted.` });
      setOpened(false);
      onDeleted();
    } catch (failure) {
      setError(toSubmitError(failure).message);
    }
  }

  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setOpened(true)} disabled={term.childCount > 0} title={term.childCount > 0 ? 'Move or delete its child terms first' : undefined}>
        Delete
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Delete ${term.name}?`}
        message={
          tagged > 0
            ? `${tagged} content ${tagged === 1 ? 'item is' : 'items are'} tagged with this term. Deleting it removes it from ${tagged === 1 ? 'that item' : 'them'}.`
            : 'No content is tagged with this term.'
        }
        error={error}
        confirmLabel={tagged > 0 ? `Delete and untag ${tagged}` : 'Delete'}
        onConfirm={() => void confirm()}
        loading={loading}
      />
    </>
  );
}
