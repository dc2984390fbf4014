import { Fieldset, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetWebsiteSectionsHierarchyDocument } from '../../../gql/graphql.js';
import { IdSelectField } from '../../settings/fields.js';
import { CheckboxField, MultiSelectField, NumberField, SelectField, TextField, TextareaField } from '../../forms/index.js';
import { RichTextField } from '../../forms/RichTextField.js';
import type { FieldSpec } from './describeFields.js';
import { JsonField } from './JsonField.js';

export interface GeneratedFieldsProps {
  /** From describeSettingsFields(schema). */
  fields: readonly FieldSpec[];
  /** Form path of the settings object ('primaryGrid.rows.0.columns.1.blocks.2.settings'). */
  prefix: string;
  readOnly: boolean;
}

/**
 * The inputs of a block type's own settings, one per schema field, bound to the layout form. The
 * bounds come from the schema; the form's validation runs the schema itself, so every message of
 * the server's check also appears here.
 */
export function GeneratedFields({ fields, prefix, readOnly }: GeneratedFieldsProps) {
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <GeneratedField key={field.key} field={field} name={`${prefix}.${field.key}`} readOnly={readOnly} />
      ))}
    </Stack>
  );
}

function GeneratedField({ field, name, readOnly }: { field: FieldSpec; name: string; readOnly: boolean }) {
  const common = { name, label: field.label, description: field.description, readOnly };
  switch (field.kind) {
    case 'select':
      // A schema default always exists, so only a nullable select may be emptied.
      return <SelectField {...common} options={field.options} clearable={field.nullable} allowDeselect={field.nullable} searchable={field.options.length > 8} />;
    case 'multiselect':
      return <MultiSelectField {...common} options={field.options} searchable hidePickedOptions placeholder="None" />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'section':
      return <SectionField {...common} required={!field.nullable} />;
    case 'number':
      return (
        <NumberField
          {...common}
          min={field.min}
          max={field.max}
          step={1}
          allowDecimal={!field.integer}
          placeholder={field.nullable ? 'None' : undefined}
        />
      );
    case 'text':
      return <TextField {...common} maxLength={field.maxLength} />;
    case 'textarea':
      // Formatted text (the rich_text block): the editor of content bodies, so the block is written
      // as an article is; the public renderer sanitises it again.
      if (field.html) return <RichTextField name={name} label={field.label} description={field.description} readOnly={readOnly} minHeight={180} />;
      return (
        <TextareaField
          {...common}
          maxLength={field.maxLength}
          autosize
          minRows={3}
          maxRows={16}
        />
      );
    case 'group':
      return (
        <Fieldset legend={field.label}>
          <GeneratedFields fields={field.fields} prefix={name} readOnly={readOnly} />
        </Fieldset>
      );
    case 'json':
      return <JsonField {...common} />;
  }
}

/** A section by its full name ('Power › Batteries'); the stored value stays the section's id. */
function SectionField({ name, label, description, readOnly, required }: { name: string; label: string; description: string | undefined; readOnly: boolean; required: boolean }) {
  const { data, loading } = useQuery(GetWebsiteSectionsHierarchyDocument, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => (data?.getWebsiteSectionsHierarchy ?? []).map((s) => ({ value: s.id, label: s.fullName })), [data]);
  return <IdSelectField name={name} label={label} description={description} readOnly={readOnly} required={required} options={options} loading={loading} />;
}
