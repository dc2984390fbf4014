import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsSessions, cmsUserTenants, cmsUserTokens, cmsUsers, type CmsUserTokenKind } from '../../db/schema/index.js';

export type CmsUserRow = typeof cmsUsers.$inferSelect;
export type SessionRow = typeof cmsSessions.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<CmsUserRow | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes('@') ? cmsUsers.email : cmsUsers.username;
  const [row] = await db.select().from(cmsUsers).where(eq(column, value)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<CmsUserRow | undefined> {
  const [row] = await db.select().from(cmsUsers).where(eq(cmsUsers.id, id)).limit(1);
  return row;
}

export async function tenantIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ tenantId: cmsUserTenants.tenantId }).from(cmsUserTenants).where(eq(cmsUserTenants.userId, userId));
  return rows.map((r) => r.tenantId);
}

export async function insertSession(db: Db, values: typeof cmsSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(cmsSessions).values(values).returning();
  if (!row) throw new Error('session not created');
  return row;
}

/** A live session by its bearer hash (not revoked, bearer not expired), with its user. */
export async function findLiveSessionByBearer(db: Db, bearerHash: string, now: Date) {
  const [row] = await db
    .select({ session: cmsSessions, user: cmsUsers })
    .from(cmsSessions)
    .innerJoin(cmsUsers, eq(cmsUsers.id, cmsSessions.userId))
    .where(and(eq(cmsSessions.bearerHash, bearerHash), isNull(cmsSessions.revokedAt), gt(cmsSessions.bearerExpiresAt, now)))
    .limit(1);
  return row;
}

/** A session not revoked and still refreshable (its bearer may have lapsed), with its user. */
export async function findLiveSessionById(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ session: cmsSessions, user: cmsUsers })
    .from(cmsSessions)
    .innerJoin(cmsUsers, eq(cmsUsers.id, cmsSessions.userId))
    .where(and(eq(cmsSessions.id, id), isNull(cmsSessions.revokedAt), gt(cmsSessions.refreshExpiresAt, now)))
    .limit(1);
  return row;
}

export async function findLiveSessionByRefresh(db: Db, refreshHash: string, now: Date) {
  const [row] = await db
    .select({ session: cmsSessions, user: cmsUsers })
    .from(cmsSessions)
    .innerJoin(cmsUsers, eq(cmsUsers.id, cmsSessions.userId))
    .where(and(eq(cmsSessions.refreshHash, refreshHash), isNull(cmsSessions.revokedAt), gt(cmsSessions.refreshExpiresAt, now)))
    .limit(1);
  return row;
}

/** Rotation: replaces both hashes only if the refresh token presented is still the current one. */
export async function rotateSession(db: Db, id: number, fromRefreshHash: string, values: Partial<SessionRow>): Promise<boolean> {
  const rows = await db
    .update(cmsSessions)
    .set(values)
    .where(and(eq(cmsSessions.id, id), eq(cmsSessions.refreshHash, fromRefreshHash), isNull(cmsSessions.revokedAt)))
    .returning({ id: cmsSessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(cmsSessions).set({ revokedAt: now }).where(eq(cmsSessions.id, id));
}

/** Revokes by bearer hash whatever the bearer's expiry: logging out after an idle hour still ends the session. */
export async function revokeSessionByBearer(db: Db, bearerHash: string, now: Date): Promise<void> {
  await db.update(cmsSessions).set({ revokedAt: now }).where(and(eq(cmsSessions.bearerHash, bearerHash), isNull(cmsSessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await db
    .update(cmsSessions)
    .set({ revokedAt: now })
    .where(and(eq(cmsSessions.userId, userId), isNull(cmsSessions.revokedAt), ne(cmsSessions.id, keepSessionId)));
}

export async function revokeSessionsOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(cmsSessions).set({ revokedAt: now }).where(and(eq(cmsSessions.userId, userId), isNull(cmsSessions.revokedAt)));
}

export async function insertUserToken(db: Db, values: { userId: number; kind: CmsUserTokenKind; tokenHash: string; expiresAt: Date }) {
  await db.insert(cmsUserTokens).values(values);
}

/** Marks a single-use token used and returns its user id; undefined when unknown, used or expired. */
export async function consumeUserToken(db: Db, kind: CmsUserTokenKind, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(cmsUserTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(cmsUserTokens.tokenHash, tokenHash),
        eq(cmsUserTokens.kind, kind),
        isNull(cmsUserTokens.usedAt),
        gt(cmsUserTokens.expiresAt, now),
      ),
    )
    .returning({ userId: cmsUserTokens.userId });
  return row?.userId;
}

/** Earlier unused links of the same kind stop working when a new one is sent. */
export async function expireUserTokens(db: Db, userId: number, kind: CmsUserTokenKind, now: Date): Promise<void> {
  await db
    .update(cmsUserTokens)
    .set({ usedAt: now })
    .where(and(eq(cmsUserTokens.userId, userId), eq(cmsUserTokens.kind, kind), isNull(cmsUserTokens.usedAt)));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(cmsUsers).set({ passwordHash, updatedAt: now }).where(eq(cmsUsers.id, userId));
}

export async function touchLogin(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(cmsUsers).set({ lastLoginAt: now }).where(eq(cmsUsers.id, userId));
}
