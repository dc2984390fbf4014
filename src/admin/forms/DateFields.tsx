import { DatePickerInput, DateTimePicker, type DatePickerInputProps, type DateTimePickerProps } from '@mantine/dates';
import { formatDisplayDate } from '../../shared/dates.js';
import { useFormField, type FieldBaseProps, type OwnedInputProps } from './useFormField.js';
import { requiredValue } from './validation.js';

/**
 * Date values are ISO 8601 strings or null:
 * - DateField stores a calendar day, 'YYYY-MM-DD' — no time and no zone, so the day never moves
 *   (the shared date helpers read such strings as that day in every time zone).
 * - DateTimeField stores an instant, `Date#toISOString()` ('2026-03-05T15:00:00.000Z'). The picker
 *   works in the browser's time zone, like every native date-time control.
 * Both show the value with the shared display helper ('March 5, 2026', 'Sept. 5, 2026, 9:00 PM').
 */
export type DateValue = string | null;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** What Mantine's pickers report: local 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD'). */
const PICKER_VALUE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A local picker value → Date (the T form without an offset is local time in ECMAScript). */
function pickerValueToDate(value: string): Date | null {
  const match = PICKER_VALUE.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Display through the shared helper; an unreadable value is shown as it is rather than crashing the form. */
function safeDisplay(format: () => string, fallback: string): string {
  try {
    return format();
  } catch {
    return fallback;
  }
}

export type DateFieldProps = FieldBaseProps<DateValue> & Omit<DatePickerInputProps<'default'>, OwnedInputProps | 'type'>;

export function DateField({ name, label, description, required, validate, disabled, readOnly, clearable = true, ...rest }: DateFieldProps) {
  const { input, error } = useFormField<DateValue>(name, { required, requiredRule: requiredValue, validate });
  const raw: unknown = input.value;
  // Accept a full ISO timestamp from the server too: its first 10 characters are the day.
  const value = typeof raw === 'string' && raw.length >= 10 && DATE_ONLY.test(raw.slice(0, 10)) ? raw.slice(0, 10) : null;
  return (
    <DatePickerInput
      valueFormatter={({ date }) =>
        typeof date === 'string' && date !== '' ? safeDisplay(() => formatDisplayDate(date.slice(0, 10)), date) : ''
      }
      {...rest}
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(typeof next === 'string' && next !== '' ? next.slice(0, 10) : null)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      clearable={clearable && !required}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

export type DateTimeFieldProps = FieldBaseProps<DateValue> & Omit<DateTimePickerProps<'default'>, OwnedInputProps | 'type'>;

export function DateTimeField({ name, label, description, required, validate, disabled, readOnly, clearable = true, ...rest }: DateTimeFieldProps) {
  const { input, error } = useFormField<DateValue>(name, { required, requiredRule: requiredValue, validate });
  const raw: unknown = input.value;
  const parsed = typeof raw === 'string' && raw !== '' ? new Date(raw) : null;
  const value = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  return (
    <DateTimePicker
      valueFormat={(local: string) => {
        const date = pickerValueToDate(local);
        return date ? safeDisplay(() => formatDisplayDate(date, { withTime: true, timeZone: localTimeZone() }), local) : local;
      }}
      {...rest}
      name={input.name}
      value={value}
      onChange={(next) => {
        const date = typeof next === 'string' ? pickerValueToDate(next) : null;
        input.onChange(date ? date.toISOString() : null);
      }}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      clearable={clearable && !required}
      error={error}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}
