import { AsyncSelect, type AsyncSelectCommonProps } from './AsyncSelect.js';
import { useFormField, type FieldBaseProps } from './useFormField.js';
import { requiredSelect } from './validation.js';

/** One value (string or null) or, with `multiple`, a string array. */
export type AsyncSelectValue = string | null | string[];

export type AsyncSelectFieldProps = FieldBaseProps<AsyncSelectValue> &
  Omit<AsyncSelectCommonProps, 'name' | 'label' | 'description' | 'error' | 'required' | 'disabled' | 'readOnly' | 'onBlur' | 'onFocus'> & {
    multiple?: boolean;
  };

function sameSelection(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

/**
 * AsyncSelect bound to the form. Stores the value only (the id the API wants); pass
 * `initialOptions` (or `getOptionLabel`) so a saved value shows its label before any search.
 */
export function AsyncSelectField({ name, label, description, required, validate, disabled, readOnly, multiple = false, ...rest }: AsyncSelectFieldProps) {
  const { input, error } = useFormField<AsyncSelectValue>(name, {
    required,
    requiredRule: requiredSelect,
    validate,
    isEqual: sameSelection,
  });
  const raw: unknown = input.value;
  const shared = {
    ...rest,
    name: input.name,
    label,
    description,
    required,
    disabled,
    readOnly,
    error,
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
  };
  if (multiple) {
    const values = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
    return <AsyncSelect {...shared} multiple value={values} onChange={(next) => input.onChange(next)} />;
  }
  const value = typeof raw === 'string' && raw !== '' ? raw : null;
  return <AsyncSelect {...shared} value={value} onChange={(next) => input.onChange(next)} />;
}
