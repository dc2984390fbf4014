import { TagsInput, type TagsInputProps } from '@mantine/core';
import { sameList } from './SelectFields.js';
import { useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredSelect } from './validation.js';

export type TagsFieldProps = FieldBaseProps<string[]> & Omit<TagsInputProps, OwnedInputProps>;

/** Free-text tags (labels, keywords) stored as a string array; suggestions via `data`. */
export function TagsField({ name, label, description, required, validate, disabled, readOnly, ...rest }: TagsFieldProps) {
  const { input, error } = useFormField<string[]>(name, { required, requiredRule: requiredSelect, validate, isEqual: sameList });
  const value = Array.isArray(input.value) ? input.value.filter((v): v is string => typeof v === 'string') : [];
  return (
    <TagsInput
      clearable={!readOnly}
      {...rest}
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
