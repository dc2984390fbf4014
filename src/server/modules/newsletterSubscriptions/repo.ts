import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsletterSignups, newsletterSubscriptions, siteUsers } from '../../db/schema/index.js';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type NewNewsletterSubscription = typeof newsletterSubscriptions.$inferInsert;
export type NewsletterSignupRow = typeof newsletterSignups.$inferSelect;
type SiteUserRow = typeof siteUsers.$inferSelect;

/** Records subscribes and unsubscribes (never updated: the consent report reads them as they were). */
export async function insertSubscriptions(db: Db, rows: NewNewsletterSubscription[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(newsletterSubscriptions).values(rows);
}

/** The records of an address on a site, newest first (what a consent report shows for one subscriber). */
export async function subscriptionsOf(db: Db, tenantId: number, email: string, limit = 100): Promise<NewsletterSubscriptionRow[]> {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.email, email.trim().toLowerCase())))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(limit);
}

export async function insertSignup(db: Db, values: typeof newsletterSignups.$inferInsert): Promise<void> {
  await db.insert(newsletterSignups).values(values);
}

/**
 * Takes a pending sign-up by its link: marks it confirmed in the same statement that finds it, so
 * two clicks cannot both confirm it. Undefined when the link is unknown, used or expired.
 */
export async function claimSignup(db: Db, tenantId: number, tokenHash: string, now: Date): Promise<NewsletterSignupRow | undefined> {
  const [row] = await db
    .update(newsletterSignups)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSignups.tenantId, tenantId), eq(newsletterSignups.tokenHash, tokenHash), isNull(newsletterSignups.confirmedAt), gt(newsletterSignups.expiresAt, now)))
    .returning();
  return row;
}

/** Gives a claimed sign-up back (the subscription could not be completed: the link may be followed again). */
export async function releaseSignup(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(newsletterSignups)
    .set({ confirmedAt: null })
    .where(and(eq(newsletterSignups.tenantId, tenantId), eq(newsletterSignups.id, id)));
}

export async function findSignup(db: Db, tenantId: number, tokenHash: string): Promise<NewsletterSignupRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSignups)
    .where(and(eq(newsletterSignups.tenantId, tenantId), eq(newsletterSignups.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * The audience customer of an address on a site: the site user with that login (any status), or a
 * new one without a login — status 0 with no password and no registration in progress, which is
 * how the audience store keeps a newsletter-only customer (a later registration completes the same
 * row and keeps its newsletters). Concurrent confirmations for one new address share the row.
 */
export async function findOrCreateCustomer(
  db: Db,
  values: { tenantId: number; email: string; hashedId: string; countryCode: string; region: string | null },
): Promise<SiteUserRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.tenantId, values.tenantId), sql`lower(${siteUsers.username}) = ${values.email}`))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const [inserted] = await db
    .insert(siteUsers)
    .values({ tenantId: values.tenantId, username: values.email, emails: [values.email], hashedId: values.hashedId, countryCode: values.countryCode, region: values.region, status: 0 })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await find())!;
}
