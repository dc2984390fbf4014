import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, siteUserFavorites, siteUserSessions, siteUserTokens, siteUsers, type SiteUserTokenKind } from '../../db/schema/index.js';

export type SiteUserRow = typeof siteUsers.$inferSelect;
export type NewSiteUser = typeof siteUsers.$inferInsert;

export async function findSiteUserByUsername(db: Db, tenantId: number, username: string): Promise<SiteUserRow | undefined> {
  const [row] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.tenantId, tenantId), sql`lower(${siteUsers.username}) = ${username.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findSiteUserById(db: Db, tenantId: number, id: number): Promise<SiteUserRow | undefined> {
  const [row] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.tenantId, tenantId), eq(siteUsers.id, id)))
    .limit(1);
  return row;
}

export async function insertSiteUser(db: Db, values: NewSiteUser): Promise<SiteUserRow> {
  const [row] = await db.insert(siteUsers).values(values).returning();
  return row!;
}

export async function updateSiteUser(db: Db, tenantId: number, id: number, values: Partial<NewSiteUser>, now: Date): Promise<SiteUserRow | undefined> {
  const [row] = await db
    .update(siteUsers)
    .set({ ...values, updatedAt: now, version: sql`${siteUsers.version} + 1` })
    .where(and(eq(siteUsers.tenantId, tenantId), eq(siteUsers.id, id)))
    .returning();
  return row;
}

/** A live session by its token hash, with its user (one statement: every member request pays it). */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: siteUserSessions, user: siteUsers })
    .from(siteUserSessions)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserSessions.userId))
    .where(and(eq(siteUserSessions.tokenHash, tokenHash), isNull(siteUserSessions.revokedAt), gt(siteUserSessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertSession(db: Db, values: typeof siteUserSessions.$inferInsert): Promise<void> {
  await db.insert(siteUserSessions).values(values);
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(siteUserSessions)
    .set({ revokedAt: now })
    .where(and(eq(siteUserSessions.tokenHash, tokenHash), isNull(siteUserSessions.revokedAt)));
}

/** Every session of the user but one (a password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, userId: number, keepHash: string | null, now: Date): Promise<void> {
  await db
    .update(siteUserSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(siteUserSessions.userId, userId),
        isNull(siteUserSessions.revokedAt),
        keepHash ? sql`${siteUserSessions.tokenHash} <> ${keepHash}` : undefined,
      ),
    );
}

export async function insertToken(
  db: Db,
  values: { userId: number; kind: SiteUserTokenKind; tokenHash: string; expiresAt: Date; newEmail?: string | null },
): Promise<void> {
  await db.insert(siteUserTokens).values(values);
}

/** Makes the user's unused links of a kind unusable (a new link replaces them). */
export async function expireTokens(db: Db, userId: number, kind: SiteUserTokenKind, now: Date): Promise<void> {
  await db
    .update(siteUserTokens)
    .set({ usedAt: now })
    .where(and(eq(siteUserTokens.userId, userId), eq(siteUserTokens.kind, kind), isNull(siteUserTokens.usedAt)));
}

/** A link that is unused and unexpired, with its user, on this site. */
export async function findLiveToken(db: Db, tenantId: number, kind: SiteUserTokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: siteUserTokens, user: siteUsers })
    .from(siteUserTokens)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserTokens.userId))
    .where(
      and(
        eq(siteUserTokens.tokenHash, tokenHash),
        eq(siteUserTokens.kind, kind),
        eq(siteUsers.tenantId, tenantId),
        isNull(siteUserTokens.usedAt),
        gt(siteUserTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** A link of this site by its hash, used or not (to tell a completed registration from an unknown link). */
export async function findToken(db: Db, tenantId: number, kind: SiteUserTokenKind, tokenHash: string) {
  const [row] = await db
    .select({ token: siteUserTokens, user: siteUsers })
    .from(siteUserTokens)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserTokens.userId))
    .where(and(eq(siteUserTokens.tokenHash, tokenHash), eq(siteUserTokens.kind, kind), eq(siteUsers.tenantId, tenantId)))
    .limit(1);
  return row;
}

/** Uses a link once: false when another request used it first. */
export async function consumeToken(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(siteUserTokens)
    .set({ usedAt: now })
    .where(and(eq(siteUserTokens.id, tokenId), isNull(siteUserTokens.usedAt)))
    .returning({ id: siteUserTokens.id });
  return used.length === 1;
}

export async function favoritesOf(db: Db, userId: number) {
  return db
    .select({ id: siteUserFavorites.contentId, created: siteUserFavorites.createdAt })
    .from(siteUserFavorites)
    .where(eq(siteUserFavorites.userId, userId))
    .orderBy(desc(siteUserFavorites.createdAt), desc(siteUserFavorites.contentId));
}

export async function addFavorite(db: Db, userId: number, contentId: number): Promise<void> {
  await db.insert(siteUserFavorites).values({ userId, contentId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, contentId: number): Promise<void> {
  await db.delete(siteUserFavorites).where(and(eq(siteUserFavorites.userId, userId), eq(siteUserFavorites.contentId, contentId)));
}

export type MembershipRow = typeof memberships.$inferSelect;

/** The site's memberships (active first), for membership ids, products and missing memberships. */
export async function membershipsOf(db: Db, tenantId: number): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(eq(memberships.tenantId, tenantId)).orderBy(desc(memberships.status), asc(memberships.id));
}

export async function membershipsByIds(db: Db, tenantId: number, ids: number[]): Promise<MembershipRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.id, ids)));
}
