import type { ReactNode } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { composeValidators, type Validator } from './validation.js';

/** Props every bound field takes; each component adds its Mantine props on top. */
export interface FieldBaseProps<V> {
  /** Path in the form values, dotted for nesting ('address.city', 'tenants.0'). */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** Adds the field's required rule ('Field is required') and the label asterisk. */
  required?: boolean;
  /** Extra rule(s), run after the required rule; compose several with composeValidators. */
  validate?: Validator<V>;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * Props a field component owns and therefore removes from the Mantine props it passes through:
 * the value plumbing comes from the form, and the wrapper props come from FieldBaseProps.
 */
export type OwnedInputProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'error'
  | 'required'
  | 'withAsterisk'
  | 'label'
  | 'description'
  | 'disabled'
  | 'readOnly';

/**
 * The message to show under a field, if any.
 * - A server error (`submitError`, from BAD_USER_INPUT fieldErrors) is always shown, until the user
 *   edits the field: after that it describes a value that is gone (`dirtySinceLastSubmit`).
 * - A validation error waits until the field was touched or a submit was attempted, so a new form
 *   does not open covered in red.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.submitError === 'string' && meta.submitError !== '' && !meta.dirtySinceLastSubmit) {
    return meta.submitError;
  }
  if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string' && meta.error !== '') {
    return meta.error;
  }
  return undefined;
}

export interface UseFormFieldOptions<V> extends Omit<UseFieldConfig, 'validate'> {
  required?: boolean | undefined;
  /** The rule `required` adds: requiredText, requiredSelect, requiredChecked... */
  requiredRule: Validator<V>;
  validate?: Validator<V> | undefined;
  /** Rules the component always applies (e.g. the colour format), after required and before validate. */
  builtInRules?: ReadonlyArray<Validator<V>>;
}

/**
 * useField plus the kit's conventions: the required rule, the caller's rules and the error to
 * display. react-final-form reads `validate` through a ref on every validation, so composing a new
 * function each render is safe.
 */
export function useFormField<V>(name: string, options: UseFormFieldOptions<V>) {
  const { required, requiredRule, validate, builtInRules = [], ...config } = options;
  const field = useField<V>(name, {
    ...config,
    validate: composeValidators<V>(required && requiredRule, ...builtInRules, validate),
  });
  return { ...field, error: fieldError(field.meta) };
}

/** Keeps what the user typed: '' stays '' instead of react-final-form's default `undefined`, so
 * clearing a field sends an empty value to the server rather than silently omitting the key. */
export function keepValue<T>(value: T): T {
  return value;
}
