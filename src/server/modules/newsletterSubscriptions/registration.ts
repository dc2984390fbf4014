import type { NewsletterSource } from '../../../shared/newsletters.js';
import { newsletterConsent, newsletterCountryOf, type NewsletterConsent } from '../../../shared/newsletterSubscriptions.js';
import type { SiteUserConsent } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import * as repo from './repo.js';
import { newsletterRules } from './rules.js';

/**
 * The newsletters chosen at registration (registerSiteUser's `newsletters`, 002 §7): only the site's
 * enabled newsletters are taken — any other id, a membership's product above all, is ignored (it
 * would otherwise be a way to hold a paid membership) — each held with source Registration and
 * recorded with the consent of the e-mail step.
 */
export async function subscribeAtRegistration(
  ctx: GraphQLContext,
  user: { id: number; username: string; countryCode: string | null; region: string | null; consent: SiteUserConsent | null },
  requested: readonly number[],
  promoCode: string | null,
): Promise<void> {
  if (requested.length === 0) return;
  const rules = await newsletterRules(ctx);
  const products = [...new Set(requested)].filter((id) => rules.offered.has(id));
  if (products.length === 0) return;
  const source: NewsletterSource = 'Registration';
  await ctx.services.audience.setProducts(user.id, products.map((productId) => ({ productId, version: null, expiresAt: null, amount: 0 })), source);
  // The consent of the e-mail step (the box where the country requires it), else keyed from the profile.
  const consent: NewsletterConsent = user.consent ?? newsletterConsent({ country: newsletterCountryOf(user.countryCode), region: user.region, given: false }, ctx.now);
  await repo.insertSubscriptions(
    ctx.db,
    products.map((productId) => ({
      tenantId: ctx.tenant.id,
      email: user.username.toLowerCase(),
      siteUserId: user.id,
      productId,
      action: 'OptIn' as const,
      source,
      consent,
      promoCode: rules.promoCode(promoCode),
      ip: ctx.ip,
    })),
  );
}
