/**
 * Builds a type guard for a fixed list of literal values (the `as const` tuples of this module).
 * The guard accepts `unknown` so it can check untrusted input (query strings, JSON, form values).
 */
export function createGuard<const T extends string | number>(
  values: readonly T[],
): (value: unknown) => value is T {
  const allowed: ReadonlySet<unknown> = new Set<unknown>(values);
  return (value: unknown): value is T => allowed.has(value);
}
