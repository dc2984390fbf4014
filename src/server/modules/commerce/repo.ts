import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adUnitPatterns, magazinePublications, memberships, newsletterTemplates } from '../../db/schema/index.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type NewsletterTemplateRow = typeof newsletterTemplates.$inferSelect;
export type PublicationRow = typeof magazinePublications.$inferSelect;
export type AdUnitPatternRow = typeof adUnitPatterns.$inferSelect;

// These sets are small per site (tens of rows), so streams load them whole and page in memory.

export function findMemberships(db: Db, tenantId: number, filter: { status?: number | null; id?: number | null }) {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        filter.status != null ? eq(memberships.status, filter.status) : undefined,
        filter.id != null ? eq(memberships.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(memberships.title), asc(memberships.id));
}

export function findActiveNewsletterTemplates(db: Db, tenantId: number) {
  return db
    .select()
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.status, 1)))
    .orderBy(sql`${newsletterTemplates.payload}->>'name'`, asc(newsletterTemplates.id));
}

/** The site's own patterns and the shared ones (no tenant). */
export function findAdUnitPatterns(db: Db, tenantId: number, { activeOnly }: { activeOnly: boolean }) {
  return db
    .select()
    .from(adUnitPatterns)
    .where(
      and(
        or(eq(adUnitPatterns.tenantId, tenantId), isNull(adUnitPatterns.tenantId)),
        activeOnly ? eq(adUnitPatterns.status, 1) : undefined,
      ),
    )
    .orderBy(asc(adUnitPatterns.name), asc(adUnitPatterns.id));
}
