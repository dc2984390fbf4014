import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

export interface ConditionalProps {
  /** Name of the governing field. */
  when: string;
  /** Show when the value equals this. */
  is?: unknown;
  /** Show when the value differs from this. */
  isNot?: unknown;
  /** Show when the value is one of these. */
  isIn?: ReadonlyArray<unknown>;
  /** Show when this returns true (for anything the other props cannot say). */
  test?: (value: unknown) => boolean;
  children: ReactNode;
}

export type Condition = Omit<ConditionalProps, 'when' | 'children'>;

/**
 * Whether `value` passes every condition given (none given: always). `is` and `isNot` count when
 * present, even as undefined: `is={undefined}` means "while the field is empty".
 */
export function conditionMatches(value: unknown, condition: Condition): boolean {
  if ('is' in condition && value !== condition.is) return false;
  if ('isNot' in condition && value === condition.isNot) return false;
  if (condition.isIn && !condition.isIn.includes(value)) return false;
  if (condition.test && !condition.test(value)) return false;
  return true;
}

function rawValue(value: unknown): unknown {
  return value;
}

/**
 * Renders its children only while the governing field's value matches (000 §4 "Conditional form
 * fields appear only when the governing field has the given value"). Several conditions must all
 * hold.
 *
 * Hidden fields are unmounted, not just hidden: they unregister from the form, so their
 * validators do not run and a hidden required field cannot block the submit. Their values stay in
 * the form values (switching back restores what was typed) unless the Form is given
 * `destroyOnUnregister`, which drops them.
 */
export function Conditional({ when, children, ...condition }: ConditionalProps) {
  // Subscribe to the value only: typing elsewhere, or this field's focus/touched, does not re-render.
  // The raw value (no '' for undefined/null) so that `is={null}` and `is={undefined}` mean what they say.
  const { input } = useField(when, { subscription: { value: true }, format: rawValue, allowNull: true });
  return conditionMatches(input.value, condition) ? <>{children}</> : null;
}
