import { Group, Radio, Stack, type RadioGroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredSelect } from './validation.js';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** The chosen option's value, or null when none is chosen. */
export type RadioValue = string | null;

export type RadioGroupFieldProps = FieldBaseProps<RadioValue> &
  Omit<RadioGroupProps, OwnedInputProps | 'children'> & {
    options: ReadonlyArray<RadioOption>;
    /** Vertical (default) stacks the options; horizontal puts them on one wrapping row. */
    orientation?: 'vertical' | 'horizontal';
  };

export function RadioGroupField({
  name,
  label,
  description,
  required,
  validate,
  disabled,
  readOnly,
  options,
  orientation = 'vertical',
  ...rest
}: RadioGroupFieldProps) {
  const { input, error } = useFormField<RadioValue>(name, { required, requiredRule: requiredSelect, validate });
  const value = typeof input.value === 'string' && input.value !== '' ? input.value : null;
  const Layout = orientation === 'horizontal' ? Group : Stack;
  return (
    <Radio.Group
      {...rest}
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(next)}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Layout gap="xs" mt={4}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={disabled || option.disabled}
            // The group itself never blurs; "touched" is recorded when focus leaves an option.
            onFocus={() => input.onFocus()}
            onBlur={() => input.onBlur()}
          />
        ))}
      </Layout>
    </Radio.Group>
  );
}
