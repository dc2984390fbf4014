import type { Validator } from '../forms/index.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The confirmation rule: the field must equal the field `other` (e.g. confirmPassword vs
 * newPassword). An empty confirmation of an empty password passes; the required rule, where it
 * applies, is the job of `required`.
 */
export function matchesField(other: string, message: string = PASSWORDS_DO_NOT_MATCH): Validator {
  return (value, allValues) => {
    const expected = isRecord(allValues) ? allValues[other] : undefined;
    const given = typeof value === 'string' ? value : '';
    const wanted = typeof expected === 'string' ? expected : '';
    return given === wanted ? undefined : message;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
