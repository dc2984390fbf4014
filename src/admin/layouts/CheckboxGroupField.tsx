import { Checkbox, Group } from '@mantine/core';
import { sameList } from '../forms/SelectFields.js';
import type { SelectOption } from '../forms/selectOption.js';
import { useFormField, type FieldBaseProps } from '../forms/useFormField.js';
import { requiredSelect } from '../forms/validation.js';

/** A few fixed choices, any number of them, as a row of checkboxes; stored as a string array. */
export function CheckboxGroupField({ name, label, description, required, validate, disabled, readOnly, options }: FieldBaseProps<string[]> & { options: readonly SelectOption[] }) {
  const { input, error } = useFormField<string[]>(name, { required, requiredRule: requiredSelect, validate, isEqual: sameList });
  const value = Array.isArray(input.value) ? input.value : [];
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (!readOnly) input.onChange(next);
      }}
      error={error}
      required={required}
      readOnly={readOnly}
    >
      <Group gap="lg" mt={6}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled || option.disabled} onBlur={() => input.onBlur()} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
