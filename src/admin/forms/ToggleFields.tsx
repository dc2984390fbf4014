import { Checkbox, Switch, Text, type CheckboxProps, type SwitchProps } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredChecked } from './validation.js';

/** On/off fields store a boolean; a field never touched stays undefined (read it as false). */
export type ToggleValue = boolean | undefined;

type ToggleOwnedProps = OwnedInputProps | 'checked' | 'defaultChecked' | 'type';

/**
 * Checkbox and Switch labels have no asterisk of their own in Mantine; add the same red mark the
 * inputs show so a required "accept" box looks required.
 */
function toggleLabel(label: ReactNode, required: boolean | undefined): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}{' '}
      <Text span c="red" aria-hidden>
        *
      </Text>
    </>
  );
}

function useToggleBinding(name: string, required: boolean | undefined, validate: FieldBaseProps<ToggleValue>['validate']) {
  const { input, error } = useFormField<ToggleValue>(name, { required, requiredRule: requiredChecked, validate, type: 'checkbox' });
  return {
    name: input.name,
    checked: input.checked === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => input.onChange(event.currentTarget.checked),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    error,
  };
}

export type CheckboxFieldProps = FieldBaseProps<ToggleValue> & Omit<CheckboxProps, ToggleOwnedProps>;

/** `required` means "must be ticked" (e.g. accepting terms). */
export function CheckboxField({ name, label, description, required, validate, disabled, readOnly, ...rest }: CheckboxFieldProps) {
  const binding = useToggleBinding(name, required, validate);
  return (
    <Checkbox
      {...rest}
      {...binding}
      label={toggleLabel(label, required)}
      description={description}
      disabled={disabled}
      // A native checkbox ignores readOnly; block the change instead (aria-readonly tells AT why).
      readOnly={readOnly}
      aria-readonly={readOnly || undefined}
      onChange={readOnly ? () => undefined : binding.onChange}
      aria-required={required || undefined}
    />
  );
}

export type SwitchFieldProps = FieldBaseProps<ToggleValue> & Omit<SwitchProps, ToggleOwnedProps>;

export function SwitchField({ name, label, description, required, validate, disabled, readOnly, ...rest }: SwitchFieldProps) {
  const binding = useToggleBinding(name, required, validate);
  return (
    <Switch
      {...rest}
      {...binding}
      label={toggleLabel(label, required)}
      description={description}
      disabled={disabled}
      readOnly={readOnly}
      aria-readonly={readOnly || undefined}
      onChange={readOnly ? () => undefined : binding.onChange}
      aria-required={required || undefined}
    />
  );
}
