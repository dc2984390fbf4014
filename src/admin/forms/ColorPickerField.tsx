import { ColorPicker, type ColorPickerProps } from './ColorPicker.js';
import { useFormField, type FieldBaseProps } from './useFormField.js';
import { colour, requiredValue } from './validation.js';

/** A colour as accepted by the picker ('#3867a6', 'rgb(...)', 'navy'), or null for none. */
export type ColorValue = string | null;

export type ColorPickerFieldProps = FieldBaseProps<ColorValue> &
  Omit<ColorPickerProps, 'value' | 'onChange' | 'label' | 'description' | 'error' | 'required' | 'disabled' | 'readOnly' | 'onBlur' | 'onFocus'>;

/**
 * ColorPicker bound to the form. The colour format rule always applies, so a malformed value
 * loaded from the server is reported instead of being saved back unnoticed.
 */
export function ColorPickerField({ name, label, description, required, validate, disabled, readOnly, ...rest }: ColorPickerFieldProps) {
  const { input, error } = useFormField<ColorValue>(name, {
    required,
    requiredRule: requiredValue,
    builtInRules: [colour],
    validate,
  });
  const raw: unknown = input.value;
  return (
    <ColorPicker
      {...rest}
      value={typeof raw === 'string' && raw !== '' ? raw : null}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
