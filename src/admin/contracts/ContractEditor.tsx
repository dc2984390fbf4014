import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { navigate } from 'vike/client/router';
import {
  DeleteContractDocument,
  GetContractDocument,
  GetContractSettingsDocument,
  GetPersonStreamDocument,
  SaveContractDocument,
  SendContractDocument,
  type GetContractQuery,
} from '../../gql/graphql.js';
import {
  CONTRACT_LIMITS,
  CONTRACT_STATUS,
  RATE_UNITS,
  RATE_UNIT_LABELS,
  contractAdminPath,
  contractPlaceholderValues,
  contractSettingsWithDefaults,
  fillContractTemplate,
  type ContractSettings,
} from '../../shared/contracts.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { AsyncSelectField, ConfirmModal, ConflictAlert, Form, FormSection, Loaded, NumberField, SelectField, SubmitButton, TextField, TextareaField, useConflict, type SelectOption } from '../forms/index.js';
import { RichTextField } from '../forms/RichTextField.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { ContractStatusBadge } from './ContractsList.js';
import { ApprovedContract } from './ApprovedContract.js';
import { contractFormValues, newContractValues, onFormNames, rateUnitOf, toContractInput, validateContractForm, type ContractFormValues } from './contractForm.js';

type Contract = GetContractQuery['getContract'];

const RATE_UNIT_OPTIONS = RATE_UNITS.map((value) => ({ value, label: RATE_UNIT_LABELS[value] }));
const BACK = { href: '/admin/contracts', label: 'Back to contracts' };

export type ContractEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one contract screen, creating (/admin/create-contract) or editing (/admin/contract/{id}):
 * contributor, title, description, rate and unit, payment terms and the terms (rich text from the
 * settings' template). A draft or sent contract is edited, sent and deleted here; an approved one
 * is shown read-only with its approval record and the PDF (ApprovedContract).
 */
export function ContractEditor(props: ContractEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const settingsQuery = useQuery(GetContractSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const contractQuery = useQuery(GetContractDocument, { variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  const settings = useMemo(
    () => (settingsQuery.data ? contractSettingsWithDefaults(settingsQuery.data.getContractSettings.payload) : null),
    [settingsQuery.data],
  );

  if (editId === null) {
    return (
      <Loaded data={settings ?? undefined} loading={settingsQuery.loading} error={settingsQuery.error} errorTitle="The contract settings could not be loaded" back={BACK}>
        {(loaded) => <ContractForm contract={null} settings={loaded} onReload={null} />}
      </Loaded>
    );
  }
  return (
    <Loaded data={contractQuery.data} loading={contractQuery.loading} error={contractQuery.error} errorTitle="This contract cannot be opened" back={BACK}>
      {({ getContract }) =>
        getContract.status === CONTRACT_STATUS.approved ? (
          <ApprovedContract contract={getContract} />
        ) : (
          <ContractForm
            // A new version (saved, sent, or reloaded after a conflict) starts the form again from it.
            key={getContract.version}
            contract={getContract}
            settings={settings}
            onReload={async () => {
              await contractQuery.refetch();
            }}
          />
        )
      }
    </Loaded>
  );
}

/** Search-as-you-type over the site's active persons; remembers the names it showed (for [contributor]). */
function usePersonOptions(known: SelectOption[]) {
  const client = useApolloClient();
  const names = useRef(new Map(known.map((o) => [o.value, o.label])));
  const load = useCallback(
    async (phrase: string): Promise<SelectOption[]> => {
      const { data } = await client.query({
        query: GetPersonStreamDocument,
        variables: { input: { phrase, status: [1], pagination: { limit: 50 } } },
        fetchPolicy: 'network-only',
      });
      const options = (data?.getPersonStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.fullName }));
      for (const { node } of data?.getPersonStream.edges ?? []) names.current.set(String(node.id), node.fullName);
      return options;
    },
    [client],
  );
  return { load, nameOf: (id: string | null) => (id ? (names.current.get(id) ?? '') : '') };
}

function ContractForm({ contract, settings, onReload }: { contract: Contract | null; settings: ContractSettings | null; onReload: (() => Promise<void>) | null }) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveContractDocument, { refetchQueries: ['getContracts'] });
  const initialOptions = useMemo(() => (contract ? [{ value: String(contract.contributorId), label: contract.contributor.fullName }] : []), [contract]);
  const persons = usePersonOptions(initialOptions);
  const initialValues = useMemo(() => (contract ? contractFormValues(contract) : newContractValues(settings!)), [contract, settings]);

  async function onSubmit(values: ContractFormValues) {
    let result;
    try {
      result = await conflict.guard(() => save({ variables: { input: toContractInput(values, contract ?? undefined) } }));
    } catch (error) {
      throw onFormNames(error);
    }
    const saved = result?.data?.saveContract;
    if (!saved) return;
    const backToDraft = contract?.status === CONTRACT_STATUS.sent && saved.status === CONTRACT_STATUS.draft;
    showToast({ kind: 'success', message: backToDraft ? `${saved.title} was saved and is a draft again: send it to give the contributor a new link.` : `${saved.title} was saved.` });
    if (!contract) await navigate(contractAdminPath(saved.id));
    else await onReload?.();
  }

  return (
    <Stack gap="lg" maw={960}>
      {contract ? <ContractSummary contract={contract} /> : null}
      <ConflictAlert title="Someone else changed this contract" state={conflict} />
      {contract ? <SendPanel contract={contract} onReload={onReload} conflictGuard={conflict.guard} /> : null}
      <Form<ContractFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateContractForm}
        errorTitle="The contract was not saved"
        aria-label={contract ? 'Edit contract' : 'New contract'}
      >
        <Stack gap="lg">
          {contract?.status === CONTRACT_STATUS.sent ? (
            <Alert color="yellow" title="This contract was sent">
              Saving a change takes it back to Draft: the link the contributor has stops working, and you send the contract again.
            </Alert>
          ) : null}
          <FormSection title="Contract">
            <AsyncSelectField
              name="contributorId"
              label="Contributor"
              description="A person of this site (/admin/persons). Sending mails the link to their e-mail address."
              loadOptions={persons.load}
              initialOptions={initialOptions}
              searchOnOpen
              minSearchLength={0}
              placeholder="Search persons"
              required
            />
            <TextField name="title" label="Title" required maxLength={CONTRACT_LIMITS.title} />
            <TextareaField name="description" label="Description" description="What the contributor delivers." autosize minRows={2} maxLength={CONTRACT_LIMITS.description} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField name="amount" label="Rate" prefix="$" decimalScale={2} allowNegative={false} min={0} max={CONTRACT_LIMITS.amountCents / 100} required />
              <SelectField name="rateUnit" label="Rate unit" options={RATE_UNIT_OPTIONS} clearable={false} allowDeselect={false} required />
            </SimpleGrid>
            <TextareaField name="paymentTerms" label="Payment terms" autosize minRows={2} maxLength={CONTRACT_LIMITS.paymentTerms} />
          </FormSection>
          <FormSection title="Terms" description="Placeholders such as [contributor] and [rate] are filled when the contract is saved; “Fill from template” fills the settings' template now.">
            <TermsTools settings={settings} nameOf={persons.nameOf} />
            <RichTextField name="terms" label="Terms" minHeight={320} />
          </FormSection>
          <Group justify="space-between">
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            <SubmitButton disableWhenPristine={Boolean(contract)}>{contract ? 'Save contract' : 'Create contract'}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

/** "Fill from template" and the placeholders the terms name that are not known. */
export function TermsTools({ settings, nameOf }: { settings: ContractSettings | null; nameOf: (id: string | null) => string }) {
  const form = useForm<ContractFormValues>();
  const { values } = useFormState<ContractFormValues>({ subscription: { values: true } });
  const { tenant } = useAdminSession();
  const unknown = useMemo(() => fillContractTemplate(values.terms ?? '', {}).unknown, [values.terms]);

  function fill() {
    if (!settings) return;
    const filled = fillContractTemplate(
      settings.termsTemplate,
      contractPlaceholderValues({
        contributorName: nameOf(values.contributorId),
        title: values.title ?? '',
        description: values.description ?? '',
        amountCents: values.amount === null || values.amount === undefined ? null : Math.round(values.amount * 100),
        rateUnit: rateUnitOf(values.rateUnit),
        paymentTerms: values.paymentTerms ?? '',
        siteName: tenant.name,
        date: new Date(),
      }),
    );
    form.change('terms', filled.text);
    showToast({ kind: 'info', message: 'The terms were filled from the template. Review them, then save.' });
  }

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={fill} disabled={!settings}>
          Fill from template
        </Button>
        <Anchor href="/admin/contracts/settings" size="xs">
          Edit the template
        </Anchor>
      </Group>
      {unknown.length > 0 ? (
        <Alert color="orange" title="Unknown placeholders" data-testid="unknown-placeholders">
          {unknown.join(', ')} {unknown.length === 1 ? 'is' : 'are'} not a placeholder and stay{unknown.length === 1 ? 's' : ''} as written.
        </Alert>
      ) : null}
    </Stack>
  );
}

function ContractSummary({ contract }: { contract: Contract }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{contract.title}</Text>
          <ContractStatusBadge status={contract.status} />
          <Text size="sm" c="dimmed">
            {contract.contributor.fullName} · {contract.rate || 'No rate'}
            {contract.sentAt ? ` · Sent ${formatLocalDateTime(contract.sentAt)}` : ''} · Version {contract.version}
          </Text>
        </Group>
        {contract.pdfUrl ? (
          <Button component="a" href={contract.pdfUrl} variant="default" size="xs" download>
            Download PDF
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** Send / Resend and Delete: each its own call, with the version the screen shows. */
function SendPanel({ contract, onReload, conflictGuard }: { contract: Contract; onReload: (() => Promise<void>) | null; conflictGuard: ReturnType<typeof useConflict>['guard'] }) {
  const [send, sending] = useMutation(SendContractDocument, { refetchQueries: ['getContracts'] });
  const [remove, removing] = useMutation(DeleteContractDocument, { refetchQueries: ['getContracts'] });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const resend = contract.status === CONTRACT_STATUS.sent;

  async function onSend() {
    setProblem(null);
    try {
      const result = await conflictGuard(() => send({ variables: { id: contract.id, version: contract.version } }));
      if (!result?.data) return;
      showToast({ kind: 'success', message: `${contract.title} was sent to ${contract.contributor.fullName}${contract.contributor.email ? ` (${contract.contributor.email})` : ''}.` });
      await onReload?.();
    } catch (error) {
      setProblem(toSubmitError(error).message);
    }
  }

  async function onDelete() {
    setDeleteError(null);
    try {
      await remove({ variables: { id: contract.id } });
      showToast({ kind: 'success', message: `The contract ${contract.title} was deleted.` });
      await navigate('/admin/contracts');
    } catch (error) {
      setDeleteError(toSubmitError(error).message);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {resend
              ? 'The contributor has a link to read and approve this contract. Sending again mails a new link; the old one stops working.'
              : 'Send the contract: the contributor gets an e-mail with a link to read and approve it.'}
          </Text>
          <Group gap="sm">
            <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button onClick={onSend} loading={sending.loading}>
              {resend ? 'Resend' : 'Send to contributor'}
            </Button>
          </Group>
        </Group>
        {problem ? (
          <Alert color="red" title="The contract was not sent" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          setDeleteError(null);
        }}
        title="Delete contract?"
        message={
          <>
            <strong>{contract.title}</strong> will no longer exist{resend ? ' and the link the contributor has stops working' : ''}. This cannot be undone.
          </>
        }
        confirmLabel="Delete contract"
        onConfirm={() => void onDelete()}
        loading={removing.loading}
        error={deleteError}
        errorTitle="The contract was not deleted"
      />
    </Paper>
  );
}
