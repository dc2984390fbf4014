import { NumberInput, type NumberInputProps } from '@mantine/core';
import { keepValue, useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { composeValidators, numberBetween, requiredValue, type Validator } from './validation.js';

/** A number, or null while the input is empty or holds an unfinished entry such as '-'. */
export type NumberValue = number | null;

export type NumberFieldProps = FieldBaseProps<NumberValue> &
  Omit<NumberInputProps, OwnedInputProps | 'min' | 'max' | 'step'> & {
    /** Also checked by the validator: NumberInput only clamps on blur, and not pasted values. */
    min?: number;
    max?: number;
    step?: number;
  };

/**
 * Number input that stores numbers or null — never the strings Mantine's NumberInput reports for
 * an empty or partial entry, so the form values can be sent to the API as they are.
 */
export function NumberField({ name, label, description, required, validate, disabled, readOnly, min, max, step, ...rest }: NumberFieldProps) {
  const bounds: Validator<NumberValue> | undefined =
    min !== undefined || max !== undefined ? numberBetween(min, max) : undefined;
  const { input, error } = useFormField<NumberValue>(name, {
    required,
    requiredRule: requiredValue,
    validate: composeValidators<NumberValue>(bounds, validate),
    parse: keepValue,
    allowNull: true,
  });
  return (
    <NumberInput
      {...rest}
      name={input.name}
      value={typeof input.value === 'number' ? input.value : ''}
      onChange={(value) => input.onChange(typeof value === 'number' && Number.isFinite(value) ? value : null)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      min={min}
      max={max}
      step={step}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
