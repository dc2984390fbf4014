import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { navigate } from 'vike/client/router';
import { GetSiteLicenseCompanyDocument, SaveSiteLicenseCompanyDocument, type GetSiteLicenseCompanyQuery } from '../../gql/graphql.js';
import { COMPANY_NAME_MAX } from '../../shared/ipRanges.js';
import { ConflictAlert, Form, FormSection, Loaded, RadioGroupField, SubmitButton, TextField, toSubmitError, useConflict } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { showToast } from '../shell/toast.js';
import { RangesField } from './RangesField.js';
import { companyFormValues, newCompanyValues, toCompanyInput, validateCompanyForm, withRangeListError, type CompanyFormValues } from './companyForm.js';

type Company = GetSiteLicenseCompanyQuery['getSiteLicenseCompany'];

const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
const BACK = { href: '/admin/ip-gating-settings', label: 'Back to IP gating' };

export type CompanyEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one site-licence company screen, creating (/admin/create-ip-gating) or editing
 * (/admin/edit-ip-gating/{id}): the company's name, status and its addresses and ranges. The
 * shared rules check the form; the server adds the overlaps with the site's other companies. An
 * edit carries the version it started from, and a CONFLICT offers to reload.
 */
export function CompanyEditor(props: CompanyEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetSiteLicenseCompanyDocument, { variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  if (editId === null) return <CompanyForm company={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This company cannot be opened" back={BACK}>
      {({ getSiteLicenseCompany }) => (
        <CompanyForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getSiteLicenseCompany.version}
          company={getSiteLicenseCompany}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

function CompanyForm({ company, onReload }: { company: Company | null; onReload: (() => Promise<void>) | null }) {
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveSiteLicenseCompanyDocument, { refetchQueries: ['getSiteLicenseCompanyStream'] });
  const initialValues = useMemo(() => (company ? companyFormValues(company) : newCompanyValues()), [company]);

  async function onSubmit(values: CompanyFormValues) {
    let result;
    try {
      result = await conflict.guard(() => save({ variables: { input: toCompanyInput(values, company ?? undefined) } }));
    } catch (error) {
      throw withRangeListError(toSubmitError(error));
    }
    const saved = result?.data?.saveSiteLicenseCompany;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.companyName} was saved with ${saved.rangeCount} ${saved.rangeCount === 1 ? 'range' : 'ranges'}.` });
    if (!company) await navigate(`/admin/edit-ip-gating/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={960}>
      {company ? <CompanySummary company={company} /> : null}
      <ConflictAlert title="Someone else changed this company" state={conflict} />
      <Form<CompanyFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateCompanyForm}
        errorTitle="The company was not saved"
        aria-label={company ? 'Edit site-licence company' : 'New site-licence company'}
      >
        <Stack gap="lg">
          <FormSection title="Company" description="A site-licence company: its readers pass gating from the company's addresses, without logging in.">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="companyName" label="Company name" required maxLength={COMPANY_NAME_MAX} />
              <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Only an active company's addresses pass gating." />
            </SimpleGrid>
          </FormSection>
          <FormSection title="Addresses" description="Ranges may not overlap each other or another company's ranges on this site.">
            <RangesField />
          </FormSection>
          <Group justify="space-between">
            <Anchor href={BACK.href} size="sm">
              {BACK.label}
            </Anchor>
            <SubmitButton disableWhenPristine={Boolean(company)}>{company ? 'Save company' : 'Create company'}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

function CompanySummary({ company }: { company: Company }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{company.companyName}</Text>
        <Badge color={company.status === 1 ? 'green' : 'gray'} variant="light">
          {company.status === 1 ? 'Active' : 'Inactive'}
        </Badge>
        <Text size="sm" c="dimmed">
          {company.rangeCount} {company.rangeCount === 1 ? 'range' : 'ranges'} · Version {company.version} · Updated {formatLocalDateTime(company.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}
