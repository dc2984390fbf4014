import { promoCodeFor } from '../../../shared/newsletterSubscriptions.js';
import type { EnabledNewsletter } from '../../../shared/settings/newsletters.js';
import type { GraphQLContext } from '../../graphql/context.js';

export type OfferedNewsletter = EnabledNewsletter & { productId: number };

/** The site's newsletter settings and switches, from the per-site settings cache. */
export async function newsletterRules(ctx: GraphQLContext) {
  const [bundle, modules] = await Promise.all([ctx.services.slots.settings.get(ctx.tenant.id), ctx.services.slots.modules.get(ctx.tenant.id)]);
  // Only newsletters with a product can be held (a new entry gets one when the settings are saved);
  // none while the site's newsletters module is off.
  const offered = new Map<number, OfferedNewsletter>();
  for (const newsletter of modules.newsletters ? bundle.newsletters.enabledNewsletters : []) {
    if (newsletter.productId !== null && !offered.has(newsletter.productId)) offered.set(newsletter.productId, { ...newsletter, productId: newsletter.productId });
  }
  return {
    offered,
    // 002 §4: the outage switch treats everyone as logged out; the audience platform is not asked.
    outage: bundle.site.systemOutage.disableOmeda,
    // 002 §7: the pk parameter, else the site default (the subscribe block's, else the membership settings').
    promoCode: (sent: string | null | undefined) => promoCodeFor(sent, bundle.newsletters.subscribeBlockSettings.promoCode, bundle.membership.newsletterPromoCode),
  };
}
