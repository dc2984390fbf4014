/** PostgreSQL unique_violation (23505), as thrown by pg and PGlite, possibly wrapped by Drizzle (its cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
