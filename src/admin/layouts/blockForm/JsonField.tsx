import { JsonInput } from '@mantine/core';
import { useState } from 'react';
import { useFormField, type FieldBaseProps } from '../../forms/useFormField.js';
import { requiredValue } from '../../forms/validation.js';

export const INVALID_JSON = 'Enter valid JSON (text in double quotes, lists in [ ], objects in { }).';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * A setting no other input fits (a list of objects), edited as JSON. The form holds the parsed
 * value, so the block's schema checks it like any other; text that does not parse stays in the
 * input with a message and leaves the last good value in the form.
 */
export function JsonField({ name, label, description, disabled, readOnly }: FieldBaseProps<unknown>) {
  const { input, error } = useFormField<unknown>(name, { requiredRule: requiredValue, allowNull: true });
  const [text, setText] = useState(() => show(input.value));
  const [parseError, setParseError] = useState<string | null>(null);
  return (
    <JsonInput
      label={label}
      description={description}
      value={text}
      onChange={(next) => {
        setText(next);
        try {
          input.onChange(next.trim() === '' ? null : (JSON.parse(next) as unknown));
          setParseError(null);
        } catch {
          setParseError(INVALID_JSON);
        }
      }}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={parseError ?? error}
      formatOnBlur
      autosize
      minRows={3}
      maxRows={12}
      disabled={disabled}
      readOnly={readOnly}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
