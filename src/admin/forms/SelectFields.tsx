import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { CLEAR_SELECTION_LABEL } from './AsyncSelect.js';
import { OptionContent, optionMap, type SelectOption } from './selectOption.js';
import { useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredSelect } from './validation.js';

/** The chosen value, or null when nothing is chosen. */
export type SelectValue = string | null;
export type MultiSelectValue = string[];

type SelectOwnedProps = OwnedInputProps | 'data' | 'renderOption';

/**
 * Mantine hides its clear button from assistive technology and the keyboard; ours is a named,
 * focusable button, as in AsyncSelect, so clearing does not need a mouse.
 */
const ACCESSIBLE_CLEAR_BUTTON = { 'aria-label': CLEAR_SELECTION_LABEL, 'aria-hidden': false, tabIndex: 0 } as const;

function toItems(options: ReadonlyArray<SelectOption>) {
  return options.map(({ value, label, disabled }) => ({ value, label, disabled: disabled ?? false }));
}

export type SelectFieldProps = FieldBaseProps<SelectValue> &
  Omit<SelectProps, SelectOwnedProps> & {
    options: ReadonlyArray<SelectOption>;
  };

/**
 * Select over a static list. A required select cannot be cleared (000 §5): no clear button and
 * no deselecting by clicking the chosen option again.
 */
export function SelectField({ name, label, description, required, validate, disabled, readOnly, options, clearable = true, allowDeselect = true, clearButtonProps, ...rest }: SelectFieldProps) {
  const { input, error } = useFormField<SelectValue>(name, { required, requiredRule: requiredSelect, validate });
  const byValue = useMemo(() => optionMap(options), [options]);
  const data = useMemo(() => toItems(options), [options]);
  const value = typeof input.value === 'string' && input.value !== '' ? input.value : null;
  return (
    <Select
      {...rest}
      name={input.name}
      data={data}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      renderOption={({ option, checked }) => <OptionContent option={byValue.get(option.value) ?? option} checked={checked ?? false} />}
      clearable={clearable && !required}
      clearButtonProps={{ ...ACCESSIBLE_CLEAR_BUTTON, ...clearButtonProps }}
      allowDeselect={allowDeselect && !required}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

export type MultiSelectFieldProps = FieldBaseProps<MultiSelectValue> &
  Omit<MultiSelectProps, SelectOwnedProps> & {
    options: ReadonlyArray<SelectOption>;
  };

/** Two lists with the same items in the same order (a list field's isEqual: no dirty state from a new array). */
export function sameList(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

/** Multi-selection stored as a string array; an empty selection fails `required`. */
export function MultiSelectField({ name, label, description, required, validate, disabled, readOnly, options, clearable = true, clearButtonProps, ...rest }: MultiSelectFieldProps) {
  const { input, error } = useFormField<MultiSelectValue>(name, {
    required,
    requiredRule: requiredSelect,
    validate,
    // A new array with the same items is the same selection: keeps `pristine` honest.
    isEqual: sameList,
  });
  const byValue = useMemo(() => optionMap(options), [options]);
  const data = useMemo(() => toItems(options), [options]);
  const value = Array.isArray(input.value) ? input.value : [];
  return (
    <MultiSelect
      {...rest}
      name={input.name}
      data={data}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      renderOption={({ option, checked }) => <OptionContent option={byValue.get(option.value) ?? option} checked={checked ?? false} />}
      clearable={clearable && !required}
      clearButtonProps={{ ...ACCESSIBLE_CLEAR_BUTTON, ...clearButtonProps }}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
