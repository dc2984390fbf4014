import type { z } from 'zod';

/** The result of checking a settings document: the clean value, or one message per field path. */
export type SettingsCheck<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Runs a schema and keys the first message of each failing field by its dotted path
 * ('header.logoHeight', 'groups.0.title'), the shape badInput() and the form kit both use.
 */
export function checkSettings<S extends z.ZodType>(schema: S, input: unknown): SettingsCheck<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fieldErrors[path] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored (or sent) document laid over the defaults: every key of the defaults is present, a
 * stored value replaces the default only when it has the same kind (object, array, number,
 * string, boolean; null stands in for "none" where the default is null or an id), and keys the
 * defaults do not know are dropped. So a document saved before a field existed reads with that
 * field's default, and a damaged value cannot reach a screen with the wrong type.
 *
 * `keepMismatched` is for saving: a value that is present but of the wrong kind (a cleared number
 * sent as null) is kept, so validation reports it instead of the default silently replacing it.
 */
export function withDefaults<T>(defaults: T, stored: unknown, options: { keepMismatched?: boolean } = {}): T {
  if (isPlainObject(defaults)) {
    const source = isPlainObject(stored) ? stored : {};
    const out: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(defaults)) out[key] = withDefaults(fallback, source[key], options);
    return out as T;
  }
  if (stored === undefined) return defaults;
  if (options.keepMismatched) return stored as T;
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
  if (defaults === null) return (stored === null || typeof stored === 'number' ? stored : null) as T;
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}
