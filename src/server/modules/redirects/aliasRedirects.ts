import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { redirects, type RedirectSource } from '../../db/schema/index.js';

export interface PathMove {
  from: string;
  to: string;
}

/**
 * No published URL breaks when an alias changes (issue 4 §3): every old canonical path becomes a
 * redirect to the new one. Existing redirects that pointed at an old path are re-pointed (so a
 * visitor never follows a chain), and a redirect whose `from` is now a live path again is dropped
 * (the page answers there itself). Call it inside the transaction of the save that moved the paths.
 */
export async function redirectMovedPaths(
  db: Db,
  tenantId: number,
  moves: readonly PathMove[],
  { source, userId }: { source: RedirectSource; userId: number | null },
): Promise<void> {
  const real = moves.filter((m) => m.from !== m.to);
  if (!real.length) return;
  const newPaths = real.map((m) => m.to);
  await db.delete(redirects).where(and(eq(redirects.tenantId, tenantId), inArray(redirects.fromPath, newPaths)));
  for (const move of real) {
    await db
      .update(redirects)
      .set({ toPath: move.to, updatedAt: new Date() })
      .where(and(eq(redirects.tenantId, tenantId), eq(redirects.toPath, move.from), ne(redirects.fromPath, move.to)));
  }
  await db
    .insert(redirects)
    .values(real.map((m) => ({ tenantId, fromPath: m.from, toPath: m.to, source, createdBy: userId })))
    .onConflictDoUpdate({
      target: [redirects.tenantId, redirects.fromPath],
      set: { toPath: sql`excluded.to_path`, source, updatedAt: new Date() },
    });
}
