/** Fields never recorded: secrets and bookkeeping that changes on every save. */
const ALWAYS_OMITTED = new Set(['passwordHash', 'updatedAt', 'createdAt', 'version', 'searchVector']);

const normalise = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** A record as stored in history: JSON-safe, without omitted fields. */
export function snapshotOf(record: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !ALWAYS_OMITTED.has(key) && !omit.includes(key))
      .map(([key, value]) => [key, normalise(value)]),
  );
}

/** Field → [before, after] for every field that differs (compared as JSON). */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  omit: readonly string[] = [],
): Record<string, [unknown, unknown]> {
  const a = before ? snapshotOf(before, omit) : {};
  const b = after ? snapshotOf(after, omit) : {};
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) changes[key] = [a[key] ?? null, b[key] ?? null];
  }
  return changes;
}
