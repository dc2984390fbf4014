import { eq, inArray } from 'drizzle-orm';
import { NEWSLETTER_SETTINGS_MESSAGES, type NewsletterSettings } from '../../../shared/settings/index.js';
import type { Db } from '../../db/client.js';
import { memberships, tenants } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { nextProductId } from '../memberships/repo.js';

/**
 * Checks and completion of the newsletter settings on save. Group sites must be other existing
 * sites. The audience-store products of the newsletter settings (001 §3 "Newsletter settings", 002 §3
 * "Newsletter"): a newsletter is a product a subscriber holds, as a membership is. Both draw their
 * ids from audience_product_id_seq, so a newsletter and a membership of a site never share one: a
 * typed product id that a membership uses is refused, and a new newsletter gets the next free id.
 */

async function membershipProducts(db: Db, tenantId: number): Promise<Set<number>> {
  const rows = await db.select({ product: memberships.omedaProduct }).from(memberships).where(eq(memberships.tenantId, tenantId));
  return new Set(rows.flatMap((r) => (r.product === null ? [] : [r.product])));
}

/**
 * Field errors for group sites that are not other sites of the platform ('groupSites') and for the
 * entries whose product is a membership's ('enabledNewsletters.2.productId').
 */
export async function newsletterReferenceErrors(ctx: GraphQLContext, value: NewsletterSettings): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (value.groupSites.length > 0) {
    const found = await ctx.db.select({ key: tenants.tenantKey }).from(tenants).where(inArray(tenants.tenantKey, value.groupSites));
    const known = new Set(found.map((r) => r.key));
    const wrong = value.groupSites.find((key) => key === ctx.tenant.tenantKey || !known.has(key));
    if (wrong !== undefined) errors.groupSites = NEWSLETTER_SETTINGS_MESSAGES.groupSiteUnknown(wrong, wrong === ctx.tenant.tenantKey);
  }
  if (value.enabledNewsletters.some((n) => n.productId !== null)) {
    const taken = await membershipProducts(ctx.db, ctx.tenant.id);
    value.enabledNewsletters.forEach((n, index) => {
      if (n.productId !== null && taken.has(n.productId)) errors[`enabledNewsletters.${index}.productId`] = NEWSLETTER_SETTINGS_MESSAGES.productIsMembership;
    });
  }
  return errors;
}

/**
 * Gives every entry without a product id the next value of audience_product_id_seq that neither a
 * membership of the site nor another entry uses (one typed by hand may have taken it). Runs inside
 * the save's transaction, so the stored document always has product ids; a save that then loses
 * to a newer version leaves only a gap in the sequence.
 */
export async function allocateNewsletterProducts(tx: Db, tenantId: number, value: NewsletterSettings): Promise<NewsletterSettings> {
  if (value.enabledNewsletters.every((n) => n.productId !== null)) return value;
  const taken = await membershipProducts(tx, tenantId);
  for (const n of value.enabledNewsletters) if (n.productId !== null) taken.add(n.productId);
  const next = async (): Promise<number> => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const id = await nextProductId(tx);
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
    throw new Error('No free product id found in audience_product_id_seq after 20 attempts.');
  };
  const enabledNewsletters = [];
  for (const n of value.enabledNewsletters) enabledNewsletters.push(n.productId === null ? { ...n, productId: await next() } : n);
  return { ...value, enabledNewsletters };
}
