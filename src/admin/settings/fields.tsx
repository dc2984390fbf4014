// Bound fields the settings screens need beyond the form kit: lists of free text (e-mail
// addresses, labels) and selections of numeric ids (sections, content) from loaded options.
import { useQuery } from '@apollo/client/react';
import { MultiSelect, Select } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { GetContentStreamDocument, GetWebsiteSectionsHierarchyDocument, type ContentType } from '../../gql/graphql.js';
import { sameList } from '../forms/SelectFields.js';
import { TagsField as KitTagsField } from '../forms/TagsField.js';
import { useFormField } from '../forms/useFormField.js';
import { requiredSelect } from '../forms/validation.js';

interface BaseProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
}

/** A list of strings typed one by one (Enter, comma, space or semicolon adds one); stored as string[]. */
export function TagsField({ readOnly, placeholder, ...props }: BaseProps & { placeholder?: string }) {
  return <KitTagsField {...props} readOnly={readOnly} placeholder={readOnly ? undefined : (placeholder ?? 'Type and press Enter')} splitChars={[',', ' ', ';']} />;
}

export interface IdOption {
  value: number;
  label: string;
}

/** One id of a loaded list (a section), or null. */
export function IdSelectField({ name, label, description, required, readOnly, options, loading }: BaseProps & { options: IdOption[]; loading?: boolean }) {
  const { input, error } = useFormField<number | null>(name, { required, requiredRule: requiredSelect, allowNull: true });
  const data = useMemo(() => options.map((o) => ({ value: String(o.value), label: o.label })), [options]);
  const value = typeof input.value === 'number' ? String(input.value) : null;
  return (
    <Select
      name={input.name}
      label={label}
      description={description}
      data={data}
      value={value}
      searchable
      clearable={!required && !readOnly}
      placeholder={loading ? 'Loading results...' : undefined}
      onChange={(next) => input.onChange(next === null ? null : Number(next))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
      required={required}
      readOnly={readOnly}
      nothingFoundMessage="No items found."
    />
  );
}

/**
 * Several ids in the order chosen (sections, contacts, companies). An id no longer among the
 * options (deleted content) stays in the value and shows as '#id', so saving does not drop it
 * silently; the server then names it.
 */
export function IdMultiSelectField({
  name,
  label,
  description,
  required,
  readOnly,
  options,
  loading,
  maxValues,
}: BaseProps & { options: IdOption[]; loading?: boolean; maxValues?: number }) {
  const { input, error } = useFormField<number[]>(name, { required, requiredRule: requiredSelect, isEqual: sameList });
  const ids = Array.isArray(input.value) ? input.value : [];
  const data = useMemo(() => {
    const known = new Set(options.map((o) => o.value));
    const missing = ids.filter((id) => !known.has(id)).map((id) => ({ value: String(id), label: `#${id}` }));
    return [...options.map((o) => ({ value: String(o.value), label: o.label })), ...missing];
  }, [options, ids]);
  return (
    <MultiSelect
      name={input.name}
      label={label}
      description={description}
      data={data}
      value={ids.map(String)}
      searchable
      clearable={!readOnly}
      maxValues={maxValues}
      placeholder={loading ? 'Loading results...' : undefined}
      onChange={(next) => input.onChange(next.map(Number))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
      required={required}
      readOnly={readOnly}
      nothingFoundMessage="No items found."
    />
  );
}

/** The site's sections as options, labelled with their full path ('Power › Batteries'). */
export function useSectionOptions(): { options: IdOption[]; loading: boolean } {
  const { data, loading } = useQuery(GetWebsiteSectionsHierarchyDocument);
  const options = useMemo(
    () => (data?.getWebsiteSectionsHierarchy ?? []).map((s) => ({ value: s.id, label: s.fullName || s.name })),
    [data],
  );
  return { options, loading };
}

/** Published content of one type as options (Contact, Company); the spec's stream limit is 1000. */
export function useContentOptions(type: ContentType): { options: IdOption[]; loading: boolean } {
  const { data, loading } = useQuery(GetContentStreamDocument, { variables: { type, limit: 1000, sortField: 'name', sortOrder: 'asc' } });
  const options = useMemo(() => (data?.getContentStream.edges ?? []).map(({ node }) => ({ value: node.id, label: node.name })), [data]);
  return { options, loading };
}
