import { and, eq, sql } from 'drizzle-orm';
import { siteUserProducts, siteUsers } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { insertSubscriptions } from '../newsletterSubscriptions/repo.js';
import { memberConsent } from '../newsletterSubscriptions/service.js';
import { verifyUnsubscribe, unsubscribeSecret, type UnsubscribeClaim } from './unsubscribe.js';

/**
 * The unsubscribe link of a newsletter message (docs/newsletters.md "Unsubscribe"): the link's
 * address no longer holds the newsletter's product on this site, and the opt-out is recorded
 * (source EmailUnsubscribe) like one from the account. Works without a login; answering twice is
 * harmless. A link of another site, a changed link or a forged one is refused.
 */
export type OptOutOutcome = { ok: true; newsletterTitle: string; email: string; alreadyOut: boolean } | { ok: false; reason: 'invalid' };

export async function readUnsubscribeLink(ctx: GraphQLContext, token: string): Promise<(UnsubscribeClaim & { newsletterTitle: string }) | null> {
  const claim = verifyUnsubscribe(await unsubscribeSecret(ctx.db, ctx.config.unsubscribeSecret), token);
  if (!claim || claim.tenantId !== ctx.tenant.id) return null;
  const bundle = await ctx.services.slots.settings.get(ctx.tenant.id);
  const newsletter = bundle.newsletters.enabledNewsletters.find((n) => n.productId === claim.productId);
  return { ...claim, newsletterTitle: newsletter?.title ?? 'this newsletter' };
}

export async function optOutByLink(ctx: GraphQLContext, token: string): Promise<OptOutOutcome> {
  const claim = await readUnsubscribeLink(ctx, token);
  if (!claim) return { ok: false, reason: 'invalid' };
  const holders = await ctx.db
    .select({ id: siteUsers.id, countryCode: siteUsers.countryCode, region: siteUsers.region })
    .from(siteUsers)
    .innerJoin(siteUserProducts, and(eq(siteUserProducts.userId, siteUsers.id), eq(siteUserProducts.productId, claim.productId)))
    .where(and(eq(siteUsers.tenantId, ctx.tenant.id), sql`lower(${siteUsers.username}) = ${claim.email}`));
  for (const holder of holders) await ctx.services.audience.removeProducts(holder.id, [claim.productId]);
  if (holders.length > 0) {
    await insertSubscriptions(
      ctx.db,
      holders.map((holder) => ({
        tenantId: ctx.tenant.id,
        email: claim.email,
        siteUserId: holder.id,
        productId: claim.productId,
        action: 'OptOut' as const,
        source: 'EmailUnsubscribe' as const,
        consent: memberConsent(holder, false, ctx.now),
        promoCode: null,
        ip: ctx.ip,
      })),
    );
    ctx.services.log.info({ tenantId: ctx.tenant.id, productId: claim.productId, campaignId: claim.campaignId }, 'newsletter unsubscribed by link');
  }
  return { ok: true, newsletterTitle: claim.newsletterTitle, email: claim.email, alreadyOut: holders.length === 0 };
}
