import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Code, Paper, SimpleGrid, Stack, Table, Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { GetContractSettingsDocument, SaveContractSettingsDocument } from '../../gql/graphql.js';
import {
  CONTRACT_LIMITS,
  CONTRACT_PLACEHOLDERS,
  RATE_UNITS,
  RATE_UNIT_LABELS,
  SAMPLE_PLACEHOLDER_SOURCE,
  checkContractSettings,
  contractPlaceholderValues,
  contractSettingsWithDefaults,
  fillContractTemplate,
  type ContractSettings,
} from '../../shared/contracts.js';
import { FormSection, SelectField, TagsField, TextField, TextareaField } from '../forms/index.js';
import { RichTextField } from '../forms/RichTextField.js';
import { SettingsScreen } from '../settings/SettingsScreen.js';
import { useAdminSession } from '../shell/session.js';

const RATE_UNIT_OPTIONS = RATE_UNITS.map((value) => ({ value, label: RATE_UNIT_LABELS[value] }));

/**
 * /admin/contracts/settings: the terms template every new contract starts from (rich text with
 * placeholders, listed beside it, and a preview filled with sample values), the defaults of a new
 * contract, the mail that sends the contributor the link, and who is told of an approval.
 */
export function ContractSettingsScreen() {
  const query = useQuery(GetContractSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveContractSettingsDocument);
  return (
    <SettingsScreen<ContractSettings>
      loadErrorTitle="The contract settings could not be loaded"
      doc={query.data?.getContractSettings}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={contractSettingsWithDefaults}
      maw={1100}
      check={checkContractSettings}
      noun="contract settings"
      readOnly={false}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <Stack gap="lg">
          <FormSection title="Terms template" description="New contracts start with these terms. The placeholders are filled with each contract's values.">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <div style={{ gridColumn: 'span 2' }}>
                <RichTextField name="termsTemplate" label="Template" minHeight={360} />
              </div>
              <PlaceholderList />
            </SimpleGrid>
          </FormSection>
          <FormSection title="Preview" description="The template filled with sample values, as a contributor would read it.">
            <Preview />
          </FormSection>
          <FormSection title="New contracts">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextareaField name="defaultPaymentTerms" label="Default payment terms" autosize minRows={2} maxLength={CONTRACT_LIMITS.paymentTerms} />
              <SelectField name="defaultRateUnit" label="Default rate unit" options={RATE_UNIT_OPTIONS} clearable={false} allowDeselect={false} required />
            </SimpleGrid>
          </FormSection>
          <FormSection title="The e-mail with the link" description="Plain text; the placeholders are filled. The link and a note that it is personal are added below the introduction.">
            <TextField name="mailSubject" label="Subject" required maxLength={CONTRACT_LIMITS.mailSubject} />
            <TextareaField name="mailIntro" label="Introduction" autosize minRows={3} maxLength={CONTRACT_LIMITS.mailIntro} />
          </FormSection>
          <FormSection title="When a contributor approves" description="These addresses get a mail with a link to the approved contract. Empty: the editor who created the contract is told.">
            <TagsField
              name="approvalNotify"
              label="Tell these addresses"
              placeholder="Type an address and press Enter"
              maxTags={CONTRACT_LIMITS.approvalNotify}
              splitChars={[',', ' ', ';']}
            />
          </FormSection>
        </Stack>
      )}
    </SettingsScreen>
  );
}

function PlaceholderList() {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} mb={4}>
        Placeholders
      </Text>
      <Table fz="xs" verticalSpacing={4} aria-label="Placeholders">
        <Table.Tbody>
          {CONTRACT_PLACEHOLDERS.map((p) => (
            <Table.Tr key={p.token}>
              <Table.Td>
                <Code>[{p.token}]</Code>
              </Table.Td>
              <Table.Td>{p.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={6}>
        Any other word in brackets stays as written.
      </Text>
    </Paper>
  );
}

function Preview() {
  const { values } = useFormState<ContractSettings>({ subscription: { values: true } });
  const { tenant } = useAdminSession();
  const filled = useMemo(
    () =>
      fillContractTemplate(
        values.termsTemplate ?? '',
        contractPlaceholderValues({ ...SAMPLE_PLACEHOLDER_SOURCE, paymentTerms: values.defaultPaymentTerms || SAMPLE_PLACEHOLDER_SOURCE.paymentTerms, siteName: tenant.name, date: new Date() }),
      ),
    [values.termsTemplate, values.defaultPaymentTerms, tenant.name],
  );
  return (
    <Stack gap="sm">
      {filled.unknown.length > 0 ? (
        <Alert color="orange" title="Unknown placeholders" data-testid="unknown-placeholders">
          {filled.unknown.join(', ')} {filled.unknown.length === 1 ? 'is' : 'are'} not a placeholder and stay{filled.unknown.length === 1 ? 's' : ''} as written.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        {filled.text.trim() === '' ? (
          <Text size="sm" c="dimmed">
            The template is empty.
          </Text>
        ) : (
          // The editor's own HTML (tiptap's), filled with escaped sample values; sanitised on save.
          <Typography fz="sm" data-testid="template-preview" dangerouslySetInnerHTML={{ __html: filled.text }} />
        )}
      </Paper>
    </Stack>
  );
}
