import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';

export type MenuRow = typeof menus.$inferSelect;

export function loadMenus(db: Db, tenantId: number): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.tenantId, tenantId));
}

export async function findMenu(db: Db, tenantId: number, location: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(and(eq(menus.tenantId, tenantId), eq(menus.location, location))).limit(1);
  return row;
}

/**
 * Writes a location's items when the stored version is still `version` (0: never saved, so the
 * row must not exist yet). Undefined when someone saved in between.
 */
export async function writeMenu(
  db: Db,
  args: { tenantId: number; location: string; version: number; items: unknown[]; userId: number | null },
): Promise<MenuRow | undefined> {
  if (args.version === 0) {
    const [row] = await db
      .insert(menus)
      .values({ tenantId: args.tenantId, location: args.location, items: args.items, updatedBy: args.userId })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await db
    .update(menus)
    .set({ items: args.items, updatedBy: args.userId, version: sql`${menus.version} + 1`, updatedAt: new Date() })
    .where(and(eq(menus.tenantId, args.tenantId), eq(menus.location, args.location), eq(menus.version, args.version)))
    .returning();
  return row;
}
