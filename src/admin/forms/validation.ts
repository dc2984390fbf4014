import { MESSAGES } from '../../shared/messages.js';
import { isValidColour } from './colour.js';

/**
 * Field validators for react-final-form. A validator returns `undefined` when the value is fine
 * and a user-facing message otherwise. They are synchronous on purpose: every rule of the spec is
 * (000 §5, 001 §5), and sync validators keep the error visible in the same render as the change.
 *
 * Rules other than the `required*` ones accept an empty value: "is it filled in" is the required
 * rule's job, so an optional field left empty never shows a format error.
 */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const REQUIRED_MESSAGE = MESSAGES.fieldRequired;

function isBlankString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** Nothing entered: undefined, null, '' or whitespace only (000 §5 "blank or whitespace-only"). */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || isBlankString(value);
}

/** Required text: undefined, null, blank or whitespace-only gives 'Field is required'. */
export function requiredText(value: unknown): string | undefined {
  return isEmpty(value) ? REQUIRED_MESSAGE : undefined;
}

/**
 * Required select (000 §5): null/undefined, a blank value or an empty multi-selection gives
 * 'Field is required'. Also the rule for other "has a value" fields (number, date, colour),
 * where 0 or false would be real values.
 */
export function requiredSelect(value: unknown): string | undefined {
  if (isEmpty(value)) return REQUIRED_MESSAGE;
  if (Array.isArray(value) && value.length === 0) return REQUIRED_MESSAGE;
  return undefined;
}

/** Generic name for the "has a value" rule, for fields that are not selects. */
export const requiredValue = requiredSelect;

/** A required checkbox or switch must be on (e.g. "I accept the terms"). */
export function requiredChecked(value: unknown): string | undefined {
  return value === true ? undefined : REQUIRED_MESSAGE;
}

/**
 * Runs the validators in order and returns the first message. Falsy entries are skipped so that
 * callers can write `composeValidators(required && requiredText, validate)`.
 */
export function composeValidators<V = unknown>(
  ...validators: ReadonlyArray<Validator<V> | false | null | undefined>
): Validator<V> {
  return (value, allValues) => {
    for (const validator of validators) {
      if (!validator) continue;
      const message = validator(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

/** At least `min` characters (or items, for arrays). Counts the text as typed, spaces included. */
export function minLength(min: number, message?: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const length = lengthOf(value);
    if (length === undefined || length >= min) return undefined;
    return message ?? `Enter at least ${min} characters`;
  };
}

/** At most `max` characters (or items, for arrays). */
export function maxLength(max: number, message?: string): Validator {
  return (value) => {
    const length = lengthOf(value);
    if (length === undefined || length <= max) return undefined;
    return message ?? `Enter at most ${max} characters`;
  };
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

/**
 * Inclusive bounds, e.g. numberBetween(35, 45) for logoHeight (001 §5). Either bound may be
 * undefined for "at least" / "at most" rules (numberOfFreeViews "at least 1").
 */
export function numberBetween(min: number | undefined, max: number | undefined, message?: string): Validator {
  return (value) => {
    const number = toNumber(value);
    if (number === undefined) return undefined;
    if (Number.isNaN(number)) return message ?? 'Enter a number';
    if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
      if (message) return message;
      if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}`;
      return min !== undefined ? `Enter a number of at least ${min}` : `Enter a number of at most ${max}`;
    }
    return undefined;
  };
}

/**
 * A pragmatic address check (something@domain.tld, no spaces): the server has the final word,
 * this only catches typing mistakes early.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(value: unknown, _allValues?: object): string | undefined {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && EMAIL.test(value.trim()) ? undefined : 'Enter a valid email address';
}

/** The value must match `regex` (e.g. the tag manager id rule of 001 §5). */
export function pattern(regex: RegExp, message: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    // A global or sticky regex keeps lastIndex between calls; reset it so every check starts at 0.
    regex.lastIndex = 0;
    return typeof value === 'string' && regex.test(value) ? undefined : message;
  };
}

export const COLOUR_MESSAGE = 'Enter a colour such as #3867a6';

/** A colour as the colour picker accepts it (#rgb, #rrggbb, rgb()/rgba(), CSS colour names). */
export function colour(value: unknown, _allValues?: object): string | undefined {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && isValidColour(value) ? undefined : COLOUR_MESSAGE;
}
