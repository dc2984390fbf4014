import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { StartSiteUserImportDocument } from '../../gql/graphql.js';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '../../shared/siteUserImport.js';
import { Conditional, DateField, Form, FormSection, RadioGroupField, SelectField, SubmitButton, type RadioOption, type SelectOption } from '../forms/index.js';
import { today } from '../site-users/grantForm.js';
import { useSiteMemberships } from '../site-users/useSiteMemberships.js';
import { showToast } from '../shell/toast.js';
import {
  chosenColumn,
  columnFieldName,
  importFormValues,
  importSubmitError,
  NOT_IMPORTED,
  startVariables,
  validateImportForm,
  type ImportFormValues,
  type SiteUserImport,
} from './importForm.js';
import { formatBytes, rowsLabel, UPLOAD_ANOTHER } from './importStatus.js';

const EXISTING_OPTIONS: RadioOption[] = [
  { value: 'skip', label: 'Skip them: their name, company and address stay as they are' },
  { value: 'update', label: "Update them: the mapped fields get the file's values (an empty cell changes nothing)" },
];

/**
 * Step 2 of /admin/migrate-site-users: which column fills which field (prefilled with the server's
 * guess from the header), the first rows under the file's own column names, what happens to
 * readers already on the site, and a membership to grant. "Start import" saves it all and queues
 * the job (startSiteUserImport); the server's field messages appear beside their fields.
 */
export function MappingStep({ item }: { item: SiteUserImport }) {
  const [start] = useMutation(StartSiteUserImportDocument);
  // Once: a refetch of the same import must not reset what the admin chose (the screen keys this step by id and version).
  const [initialValues] = useState(() => importFormValues(item));

  async function onSubmit(values: ImportFormValues) {
    const variables = startVariables(item, values);
    try {
      await start({ variables });
    } catch (error) {
      throw importSubmitError(error, variables.input.mapping);
    }
    // The answer (status queued) lands in Apollo's cache: the screen moves on to the progress by itself.
    showToast({ kind: 'success', message: `The import of ${item.fileName} has started.` });
  }

  return (
    <Form<ImportFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => validateImportForm(values)}
      errorTitle="The import was not started"
      aria-label="Import settings"
    >
      <Stack gap="lg">
        <FormSection
          title="2. Match the columns"
          description={`${item.fileName}: ${rowsLabel(item.rowCount)} under a header of ${item.columns.length} ${item.columns.length === 1 ? 'column' : 'columns'} (${formatBytes(item.byteSize)}). Each field takes one column; the e-mail address is required, as readers are found by it.`}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {IMPORT_FIELDS.map((field) => (
              <ColumnSelect key={field} field={field} item={item} />
            ))}
          </SimpleGrid>
          <SampleRows item={item} />
        </FormSection>
        <FormSection title="Options">
          <RadioGroupField
            name="existing"
            label="Readers already on the site"
            description="A reader is already on the site when an account has the same e-mail address. Either way, the membership below is granted to them too."
            options={EXISTING_OPTIONS}
          />
          <Divider />
          <MembershipOptions />
        </FormSection>
        <Group justify="space-between">
          <Anchor href={UPLOAD_ANOTHER.href} size="sm">
            {UPLOAD_ANOTHER.label}
          </Anchor>
          <SubmitButton>Start import</SubmitButton>
        </Group>
      </Stack>
    </Form>
  );
}

/** One field's column, with the first row's value of the chosen column under it. */
function ColumnSelect({ field, item }: { field: ImportField; item: SiteUserImport }) {
  const name = columnFieldName(field);
  const { input } = useField<string>(name, { subscription: { value: true } });
  const options = useMemo<SelectOption[]>(() => [{ value: NOT_IMPORTED, label: 'Not imported' }, ...item.columns.map((column, index) => ({ value: String(index), label: column }))], [item.columns]);
  const column = chosenColumn({ columns: { [field]: input.value } as ImportFormValues['columns'] }, field);
  const first = column === null ? null : (item.sampleRows[0]?.[column] ?? '');
  return (
    <SelectField
      name={name}
      label={IMPORT_FIELD_LABELS[field]}
      options={options}
      // 'Not imported' is a choice of its own: nothing to clear.
      clearable={false}
      allowDeselect={false}
      searchable={item.columns.length > 12}
      required={field === 'email'}
      description={first === null ? 'Not imported' : first === '' ? 'First row: (empty)' : `First row: ${first}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** The first rows as the file has them, each column marked with the field it fills. */
function SampleRows({ item }: { item: SiteUserImport }) {
  const { values } = useFormState<ImportFormValues>({ subscription: { values: true } });
  const fills = new Map<number, ImportField>();
  for (const field of IMPORT_FIELDS) {
    const column = chosenColumn(values, field);
    if (column !== null && !fills.has(column)) fills.set(column, field);
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        The first rows of the file
      </Title>
      <Table.ScrollContainer minWidth={Math.max(560, item.columns.length * 140)}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label="First rows of the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Row</Table.Th>
              {item.columns.map((column, index) => {
                const field = fills.get(index);
                return (
                  <Table.Th key={index}>
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {column}
                      </Text>
                      {field ? (
                        <Badge size="xs" variant="light" style={{ textTransform: 'none' }}>
                          {IMPORT_FIELD_LABELS[field]}
                        </Badge>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Not imported
                        </Text>
                      )}
                    </Stack>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.sampleRows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {/* The header is row 1, as in a spreadsheet and in the import's error report. */}
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {rowIndex + 2}
                  </Text>
                </Table.Td>
                {item.columns.map((_, index) => (
                  <Table.Td key={index}>
                    <Text size="sm">{row[index] ?? ''}</Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {item.rowCount > item.sampleRows.length ? (
        <Text size="xs" c="dimmed">
          {rowsLabel(item.rowCount - item.sampleRows.length)} more in the file.
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Grant a membership' (active memberships of the site) and, once one is chosen, its last day. */
function MembershipOptions() {
  const memberships = useSiteMemberships();
  const options = useMemo<SelectOption[]>(
    () =>
      memberships.list
        .filter((m) => m.status === 1)
        // Readers hold a membership through its product id: one without cannot be granted.
        .map((m) => ({ value: String(m.id), label: m.omedaProduct === null ? `${m.title} (no product id)` : m.title, disabled: m.omedaProduct === null })),
    [memberships.list],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        name="membershipId"
        label="Grant a membership"
        description="Every reader of the file holds it after the import (optional)."
        options={options}
        placeholder={memberships.loading && options.length === 0 ? 'Loading memberships…' : options.length ? 'No membership' : 'No active memberships'}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Conditional when="membershipId" test={(value) => typeof value === 'string' && value !== ''}>
        <DateField
          name="membershipExpiresOn"
          label="Membership expires on"
          placeholder="Does not expire"
          minDate={today()}
          description="The last day of the membership; empty: it does not expire."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </Conditional>
    </SimpleGrid>
  );
}
