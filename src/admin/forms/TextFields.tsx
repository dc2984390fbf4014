import {
  PasswordInput,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent } from 'react';
import { keepValue, useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredText } from './validation.js';

/** Stored value of the text fields: what was typed ('' when cleared); undefined until touched. */
export type TextValue = string | undefined;

type TextFieldOwnProps = FieldBaseProps<TextValue>;

/** Shared binding of the three text inputs: value, events, required rule and error. */
function useTextBinding({ name, required, validate }: TextFieldOwnProps) {
  const { input, error } = useFormField<TextValue>(name, {
    required,
    requiredRule: requiredText,
    validate,
    parse: keepValue,
  });
  return {
    name: input.name,
    value: typeof input.value === 'string' ? input.value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => input.onChange(event.currentTarget.value),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    error,
    required,
  };
}

export type TextFieldProps = TextFieldOwnProps & Omit<TextInputProps, OwnedInputProps>;

export function TextField({ name, label, description, required, validate, disabled, readOnly, ...rest }: TextFieldProps) {
  const binding = useTextBinding({ name, label, required, validate });
  return <TextInput {...rest} {...binding} label={label} description={description} disabled={disabled} readOnly={readOnly} />;
}

export type TextareaFieldProps = TextFieldOwnProps & Omit<TextareaProps, OwnedInputProps>;

export function TextareaField({ name, label, description, required, validate, disabled, readOnly, ...rest }: TextareaFieldProps) {
  const binding = useTextBinding({ name, label, required, validate });
  return <Textarea {...rest} {...binding} label={label} description={description} disabled={disabled} readOnly={readOnly} />;
}

export type PasswordFieldProps = TextFieldOwnProps & Omit<PasswordInputProps, OwnedInputProps>;

export function PasswordField({ name, label, description, required, validate, disabled, readOnly, ...rest }: PasswordFieldProps) {
  const binding = useTextBinding({ name, label, required, validate });
  return <PasswordInput {...rest} {...binding} label={label} description={description} disabled={disabled} readOnly={readOnly} />;
}
