/**
 * Awaits lazy Drizzle queries one after the other, keeping each result's type. Drizzle builders
 * only run when awaited, so a list of them can be written like a Promise.all; unlike Promise.all,
 * this never sends two queries at once over one connection, which a transaction requires (pg
 * deprecates overlapping queries on one client).
 */
export async function sequentially<T extends readonly unknown[]>(queries: readonly [...T]): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
