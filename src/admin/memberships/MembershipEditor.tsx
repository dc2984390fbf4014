import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { navigate } from 'vike/client/router';
import { GetMembershipDemographicOptionsDocument, GetMembershipDocument, SaveMembershipDocument, type GetMembershipQuery } from '../../gql/graphql.js';
import { MEMBERSHIP_COMMON_FIELDS, MEMBERSHIP_COMMON_FIELD_LABELS, MEMBERSHIP_LIMITS } from '../../shared/memberships.js';
import { ConflictAlert, Form, FormSection, Loaded, MultiSelectField, NumberField, RadioGroupField, SubmitButton, TextField, TextareaField, useConflict } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { IdMultiSelectField, type IdOption } from '../settings/fields.js';
import { showToast } from '../shell/toast.js';
import { membershipFormValues, newMembershipValues, toMembershipInput, validateMembershipForm, type MembershipFormValues } from './membershipForm.js';

type Membership = GetMembershipQuery['getMembership'];

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
const PRICE_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];
const COMMON_FIELD_OPTIONS = MEMBERSHIP_COMMON_FIELDS.map((value) => ({ value, label: MEMBERSHIP_COMMON_FIELD_LABELS[value] }));
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;
const BACK = { href: '/admin/memberships', label: 'Back to memberships' };

export type MembershipEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one membership screen, creating (/admin/create-membership) or editing
 * (/admin/edit-membership/{id}): every field of 001 §3 "Membership". The shared rules check the
 * form; the server adds the unique alias and product id and the site's questions. An edit carries
 * the version it started from, and a CONFLICT offers to reload.
 */
export function MembershipEditor(props: MembershipEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetMembershipDocument, { variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  if (editId === null) return <MembershipForm membership={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This membership cannot be opened" back={BACK}>
      {({ getMembership }) => (
        <MembershipForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getMembership.version}
          membership={getMembership}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

/** The site's demographic questions as options ('Industry (multi select)'); inactive ones say so. */
function useQuestionOptions(): { options: IdOption[]; loading: boolean } {
  const { data, loading } = useQuery(GetMembershipDemographicOptionsDocument);
  const options = useMemo(
    () => (data?.getMembershipDemographicOptions ?? []).map((q) => ({ value: q.id, label: q.status === 1 ? q.text : `${q.text} (inactive)` })),
    [data],
  );
  return { options, loading };
}

function MembershipForm({ membership, onReload }: { membership: Membership | null; onReload: (() => Promise<void>) | null }) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveMembershipDocument, { refetchQueries: ['getMembershipStream'] });
  const questions = useQuestionOptions();
  const initialValues = useMemo(() => (membership ? membershipFormValues(membership) : newMembershipValues()), [membership]);

  async function onSubmit(values: MembershipFormValues) {
    const result = await conflict.guard(() => save({ variables: { input: toMembershipInput(values, membership ?? undefined) } }));
    const saved = result?.data?.saveMembership;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.title} was saved.` });
    if (!membership) await navigate(`/admin/edit-membership/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={960}>
      {membership ? <MembershipSummary membership={membership} /> : null}
      <ConflictAlert title="Someone else changed this membership" state={conflict} />
      <Form<MembershipFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateMembershipForm}
        errorTitle="The membership was not saved"
        aria-label={membership ? 'Edit membership' : 'New membership'}
      >
        <Stack gap="lg">
          <FormSection title="Membership">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="title" label="Title" required />
              <TextField
                name="alias"
                label="Alias"
                description={`The sign-up address /membership/signup/{alias}. Leave empty to make it from the title.${membership ? ' Changing it breaks links to the old address.' : ''}`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                styles={MONO_INPUT}
              />
            </SimpleGrid>
            <TextareaField name="description" label="Description" autosize minRows={2} description={`At most ${MEMBERSHIP_LIMITS.description} characters.`} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Only active memberships are offered." />
              <RadioGroupField name="isFree" label="Price" options={PRICE_OPTIONS} required orientation="horizontal" />
              <NumberField
                name="omedaProduct"
                label="Product id"
                description={membership ? 'Members hold this id; it cannot change while anyone holds it.' : 'Leave empty to have the next product id assigned.'}
                allowDecimal={false}
                allowNegative={false}
                min={1}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Sign-up form" description="What a reader fills in to join. The e-mail address is always asked for.">
            <MultiSelectField name="requiredUserCommonFields" label="Required profile fields" options={COMMON_FIELD_OPTIONS} placeholder="None" hidePickedOptions />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <IdMultiSelectField
                name="requiredUserDemographicFields"
                label="Required demographic questions"
                options={questions.options}
                loading={questions.loading}
                maxValues={MEMBERSHIP_LIMITS.demographicFields}
              />
              <IdMultiSelectField
                name="additionalUserDemographicFields"
                label="Additional (optional) demographic questions"
                options={questions.options}
                loading={questions.loading}
                maxValues={MEMBERSHIP_LIMITS.demographicFields}
              />
            </SimpleGrid>
            {!questions.loading && questions.options.length === 0 ? (
              <Text size="xs" c="dimmed">
                This site has no demographic questions yet.
              </Text>
            ) : null}
          </FormSection>

          <Group justify="space-between">
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            <SubmitButton disableWhenPristine={Boolean(membership)}>{membership ? 'Save membership' : 'Create membership'}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

function MembershipSummary({ membership }: { membership: Membership }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{membership.title}</Text>
        <Badge color={membership.status === 1 ? 'green' : 'gray'} variant="light">
          {membership.status === 1 ? 'Active' : 'Inactive'}
        </Badge>
        <Badge color={membership.isFree ? 'blue' : 'orange'} variant="outline">
          {membership.isFree ? 'Free' : 'Paid'}
        </Badge>
        <Text size="sm" c="dimmed">
          Product {membership.omedaProduct ?? '—'} · Version {membership.version} · Updated {formatLocalDateTime(membership.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}
