import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsUsers, history } from '../../db/schema/index.js';
import { conflict } from '../../graphql/errors.js';

export interface LastChange {
  userName: string | null;
  at: Date;
}

/** Who saved a record last and when, read from its newest history row. */
export async function lastChangeOf(db: Db, entityType: string, entityId: string | number): Promise<LastChange | null> {
  const [row] = await db
    .select({ at: history.createdAt, firstName: cmsUsers.firstName, lastName: cmsUsers.lastName, username: cmsUsers.username })
    .from(history)
    .leftJoin(cmsUsers, eq(cmsUsers.id, history.userId))
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(entityId))))
    .orderBy(desc(history.createdAt), desc(history.id))
    .limit(1);
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || null;
  return { userName: name, at: row.at };
}

/**
 * The CONFLICT of a save made from a stale version (rule 8): the message names who changed the
 * record and when, and the extensions carry the current version so the screen can reload or
 * compare. `label` is what the editor calls the record ("This article", "These site settings").
 */
export async function staleSave(
  db: Db,
  args: { label: string; entityType: string; entityId: string | number; currentVersion: number; verb?: 'was' | 'were' },
) {
  const last = await lastChangeOf(db, args.entityType, args.entityId);
  const who = last?.userName ?? 'someone else';
  const when = last ? ` at ${last.at.toISOString().replace('T', ' ').slice(0, 16)} UTC` : '';
  return conflict(
    `${args.label} ${args.verb ?? 'was'} changed by ${who}${when} since you opened it. Reload to see their changes, then save again.`,
    { currentVersion: args.currentVersion, changedBy: last?.userName ?? null, changedAt: last?.at.toISOString() ?? null },
  );
}
