import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { GetPersonDocument, SavePersonDocument, type GetPersonQuery } from '../../gql/graphql.js';
import { PERSON_LIMITS, suggestedFullName } from '../../shared/persons.js';
import { ConflictAlert, email as emailRule, Form, maxLength, RadioGroupField, SubmitButton, TextareaField, TextField, useConflict, Loaded } from '../forms/index.js';
import { MediaPickerField } from '../media/MediaPickerField.js';
import { showToast } from '../shell/toast.js';
import { NEW_PERSON, personFormValues, toPersonInput, type PersonDrawerState, type PersonFormValues } from './personForm.js';

type Person = GetPersonQuery['getPerson'];

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export interface PersonDrawerProps {
  state: PersonDrawerState;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** The add / edit form of a person in a drawer over the list. */
export function PersonDrawer({ state, onClose, onSaved }: PersonDrawerProps) {
  return (
    <Drawer opened={state !== null} onClose={onClose} position="right" size="lg" title={state?.mode === 'edit' ? 'Edit person' : 'Add person'}>
      {state?.mode === 'edit' ? <EditPerson key={state.id} id={state.id} onSaved={onSaved} onClose={onClose} /> : null}
      {state?.mode === 'create' ? <PersonForm person={null} onReload={null} onSaved={onSaved} onClose={onClose} /> : null}
    </Drawer>
  );
}

function EditPerson({ id, onSaved, onClose }: { id: number; onSaved: (id: number) => void; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(GetPersonDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This person cannot be opened">
      {({ getPerson: person }) => (
        <PersonForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={person.version}
          person={person}
          onReload={async () => {
            await refetch();
          }}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Loaded>
  );
}

interface PersonFormProps {
  person: Person | null;
  onReload: (() => Promise<void>) | null;
  onSaved: (id: number) => void;
  onClose: () => void;
}

function PersonForm({ person, onReload, onSaved, onClose }: PersonFormProps) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SavePersonDocument);

  async function onSubmit(values: PersonFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toPersonInput(values, person ?? undefined) } }));
    const saved = result?.data?.savePerson;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.fullName} was ${person ? 'saved' : 'added'}.` });
    onSaved(saved.id);
  }

  return (
    <Stack gap="md">
      {person ? (
        <Text size="sm" c="dimmed">
          Person {person.id} · version {person.version}
        </Text>
      ) : null}
      <ConflictAlert title="Someone else changed this person" state={conflict} />
      <Form<PersonFormValues> onSubmit={onSubmit} initialValues={person ? personFormValues(person) : NEW_PERSON} errorTitle="The person was not saved" aria-label={person ? 'Edit person' : 'Add person'}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="firstName" label="First name" validate={maxLength(PERSON_LIMITS.firstName)} autoComplete="off" />
            <TextField name="lastName" label="Last name" validate={maxLength(PERSON_LIMITS.lastName)} autoComplete="off" />
          </SimpleGrid>
          <FullNameField />
          <TextField name="title" label="Title" description="Job title or role, e.g. Senior Editor." validate={maxLength(PERSON_LIMITS.title)} />
          <TextField name="email" label="E-mail" type="email" validate={emailRule} description="Shown to CMS users only." />
          <TextareaField name="bio" label="Bio" autosize minRows={3} maxRows={10} validate={maxLength(PERSON_LIMITS.bio)} />
          <MediaPickerField name="imageId" label="Image" kind="image" description="A portrait for author pages." />
          <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Persons are never deleted: inactive persons are no longer offered as authors." />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <SubmitButton disableWhenPristine={person !== null}>{person ? 'Save' : 'Add person'}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

/** Full name, with a one-click fill from the first and last name while it is empty. */
function FullNameField() {
  const form = useForm<PersonFormValues>();
  const first = useField<string>('firstName', { subscription: { value: true } }).input.value;
  const last = useField<string>('lastName', { subscription: { value: true } }).input.value;
  const full = useField<string>('fullName', { subscription: { value: true } }).input.value;
  const suggestion = suggestedFullName(first, last);
  return (
    <Stack gap={4}>
      <TextField name="fullName" label="Full name" required validate={maxLength(PERSON_LIMITS.fullName)} description="As shown in bylines." />
      {!full?.trim() && suggestion ? (
        <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => form.change('fullName', suggestion)}>
          Use “{suggestion}”
        </Button>
      ) : null}
    </Stack>
  );
}
