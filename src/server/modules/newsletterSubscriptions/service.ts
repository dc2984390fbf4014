import type { NewsletterSource } from '../../../shared/newsletters.js';
import {
  checkAnonymousSubscribe,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_MESSAGES,
  newsletterConsent,
  newsletterCountryOf,
  type AnonymousSubscribeInput,
  type NewsletterConsent,
} from '../../../shared/newsletterSubscriptions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput, notFound, unauthenticated } from '../../graphql/errors.js';
import { hashToken, randomToken } from '../cmsAuth/tokens.js';
import { SITE_USER_MESSAGES, siteUserViewer, userInfo, type SiteUserInfo } from '../siteUsers/service.js';
import * as repo from './repo.js';
import { newsletterRules } from './rules.js';

/**
 * Newsletter subscriptions (issue 12 item 7; spec 002 §4, §5, §7): the logged-in reader's opt in
 * and opt out, and the anonymous sign-up with its double opt-in. A subscription is the
 * newsletter's product held in the audience store (the audience adapter); every subscribe and
 * unsubscribe is also recorded in newsletter_subscriptions with its source and consent, so a
 * report can prove who asked for what. docs/newsletters.md "Subscriptions".
 */

/** The sources a logged-in reader's own opt in or out may name (002 §3; Registration is registerSiteUser's). */
export type MemberNewsletterSource = Extract<NewsletterSource, 'Account' | 'NlWidgetAuthenticated'>;

/** Anonymous sign-ups: at most 3 confirmation mails per address an hour; 30 site mails per client address (shared with the site-user mails). */
const MAIL_WINDOW_MS = 60 * 60 * 1000;
const MAX_MAILS_PER_RECIPIENT = 3;
const MAX_MAILS_PER_ADDRESS = 30;
/** The reCAPTCHA v3 action of the anonymous sign-up (002 §7). */
export const NEWSLETTER_RECAPTCHA_ACTION = 'newsletterSubscribeSignUp';

export interface SubscribeResult {
  error: boolean;
  message: string;
}

async function memberNewsletter(ctx: GraphQLContext, newsletterId: number) {
  const viewer = await siteUserViewer(ctx);
  if (!viewer) throw unauthenticated(SITE_USER_MESSAGES.notLoggedIn);
  const rules = await newsletterRules(ctx);
  const newsletter = rules.offered.get(newsletterId);
  if (!newsletter) throw badInput(NEWSLETTER_MESSAGES.notOffered, { newsletterId: NEWSLETTER_MESSAGES.notOffered });
  return { viewer, rules, newsletter };
}

/**
 * The consent a logged-in reader's own click records: their profile's country and region, keyed as
 * the Consent object; where the country requires compliance the opt in is the consent given (an opt
 * out withdraws it), elsewhere `given` stays false as for a box not shown.
 */
export function memberConsent(user: { countryCode: string | null; region: string | null }, optIn: boolean, now: Date): NewsletterConsent {
  return newsletterConsent({ country: newsletterCountryOf(user.countryCode), region: user.region, given: optIn }, now);
}

/**
 * subscribeSiteUserNewsletter: the logged-in reader takes one of the site's enabled newsletters
 * (the product is held; 002 §4 "Subscribing adds the id to the user's list").
 */
export async function subscribeMember(
  ctx: GraphQLContext,
  args: { newsletterId: number; promoCode?: string | null; source?: MemberNewsletterSource | null },
): Promise<SiteUserInfo> {
  const { viewer, rules, newsletter } = await memberNewsletter(ctx, args.newsletterId);
  const source = args.source ?? 'Account';
  await ctx.services.audience.setProducts(viewer.user.id, [{ productId: newsletter.productId, version: null, expiresAt: null, amount: 0 }], source);
  await repo.insertSubscriptions(ctx.db, [
    {
      tenantId: ctx.tenant.id,
      email: viewer.user.username.toLowerCase(),
      siteUserId: viewer.user.id,
      productId: newsletter.productId,
      action: 'OptIn',
      source,
      consent: memberConsent(viewer.user, true, ctx.now),
      promoCode: rules.promoCode(args.promoCode),
      ip: ctx.ip,
    },
  ]);
  if (viewer.simulatedBy !== null) ctx.services.log.info({ siteUserId: viewer.user.id, productId: newsletter.productId, simulatedBy: viewer.simulatedBy }, 'newsletter subscribed while signed in as the reader');
  return userInfo(ctx, viewer.user);
}

/** unsubscribeSiteUserNewsletter: the product is no longer held (002 §4 "unsubscribing removes it"). */
export async function unsubscribeMember(ctx: GraphQLContext, args: { newsletterId: number; source?: MemberNewsletterSource | null }): Promise<SiteUserInfo> {
  const { viewer, newsletter } = await memberNewsletter(ctx, args.newsletterId);
  const source = args.source ?? 'Account';
  await ctx.services.audience.removeProducts(viewer.user.id, [newsletter.productId]);
  await repo.insertSubscriptions(ctx.db, [
    {
      tenantId: ctx.tenant.id,
      email: viewer.user.username.toLowerCase(),
      siteUserId: viewer.user.id,
      productId: newsletter.productId,
      action: 'OptOut',
      source,
      consent: memberConsent(viewer.user, false, ctx.now),
      promoCode: null,
      ip: ctx.ip,
    },
  ]);
  if (viewer.simulatedBy !== null) ctx.services.log.info({ siteUserId: viewer.user.id, productId: newsletter.productId, simulatedBy: viewer.simulatedBy }, 'newsletter unsubscribed while signed in as the reader');
  return userInfo(ctx, viewer.user);
}

/** reCAPTCHA v3 when the site's keys are configured (as the registration asks for it); skipped otherwise. */
async function requireHuman(ctx: GraphQLContext, token: string | null | undefined): Promise<void> {
  if (!ctx.services.recaptcha.enabled) return;
  const result = token ? await ctx.services.recaptcha.verify(token, { remoteIp: ctx.ip, action: NEWSLETTER_RECAPTCHA_ACTION }) : 'failed';
  if (result === 'failed') {
    throw appError('HUMAN_CHECK_REQUIRED', NEWSLETTER_MESSAGES.humanCheckFailed, {
      humanCheck: 'recaptcha',
      recaptchaSiteKey: ctx.services.recaptcha.siteKey,
      recaptchaAction: NEWSLETTER_RECAPTCHA_ACTION,
    });
  }
}

/** No mail bombing: per recipient, and per client address together with the site-user mails. */
async function limitMails(ctx: GraphQLContext, recipient: string): Promise<void> {
  const [byRecipient, byAddress] = await Promise.all([
    ctx.services.rateLimiter.hit(`site-mail:newsletter:${ctx.tenant.id}:${recipient}`, MAIL_WINDOW_MS),
    ctx.services.rateLimiter.hit(`site-mail:from:${ctx.ip}`, MAIL_WINDOW_MS),
  ]);
  if (byRecipient.count > MAX_MAILS_PER_RECIPIENT || byAddress.count > MAX_MAILS_PER_ADDRESS) throw appError('TOO_MANY_REQUESTS', NEWSLETTER_MESSAGES.tooManyMails);
}

export interface AnonymousSubscribeArgs extends AnonymousSubscribeInput {
  recaptchaToken?: string | null;
  promoCode?: string | null;
}

/**
 * subscribeAnonymousCustomer (002 §5, §7): checks the sign-up, the human check and the mail limits,
 * keeps it pending and mails the double opt-in link; nothing is subscribed until the link is
 * followed (confirmSignup). The answer is the same whether or not the address is known.
 */
export async function subscribeAnonymous(ctx: GraphQLContext, args: AnonymousSubscribeArgs): Promise<SubscribeResult> {
  const rules = await newsletterRules(ctx);
  if (rules.outage) return { error: true, message: NEWSLETTER_MESSAGES.unavailable };
  const check = checkAnonymousSubscribe(args, new Set(rules.offered.keys()), ctx.now);
  if (!check.ok) throw badInput(check.message, check.fieldErrors);
  const { email, productIds, countryCode, region, consent } = check.value;
  await requireHuman(ctx, args.recaptchaToken);
  await limitMails(ctx, email);

  const token = randomToken();
  await repo.insertSignup(ctx.db, {
    tenantId: ctx.tenant.id,
    email,
    tokenHash: hashToken(token),
    productIds,
    countryCode,
    region,
    consent,
    promoCode: rules.promoCode(args.promoCode),
    ip: ctx.ip,
    expiresAt: new Date(ctx.now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
  });
  const titles = productIds.map((id) => rules.offered.get(id)?.title ?? String(id));
  const link = `${ctx.origin}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token }).toString()}`;
  await ctx.services.mailer.send({
    to: email,
    subject: `Confirm your ${ctx.tenant.name} newsletter subscription`,
    text: `Hello,\n\nPlease confirm that you want to receive ${titles.length > 1 ? 'these newsletters' : 'this newsletter'} from ${ctx.tenant.name}:\n\n${titles.map((title) => `- ${title}`).join('\n')}\n\nConfirm within 7 days:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: you will not be subscribed.`,
    category: 'newsletter-confirm',
    tenantId: ctx.tenant.id,
  });
  return { error: false, message: NEWSLETTER_MESSAGES.confirmationSent(email) };
}

/**
 * confirmNewsletterSubscription: the double opt-in link (once, for 7 days). The address becomes (or
 * already is) an audience customer — a site user, or a customer without a login — who is given the
 * newsletters still offered, each recorded with source NlWidgetUnauthenticated and the consent of
 * the sign-up. A link already used says so; an unknown or expired one is NOT_FOUND.
 */
export async function confirmSignup(ctx: GraphQLContext, token: string): Promise<SubscribeResult> {
  if (token.length === 0 || token.length > 200) throw notFound(NEWSLETTER_MESSAGES.linkInvalid);
  const rules = await newsletterRules(ctx);
  if (rules.outage) return { error: true, message: NEWSLETTER_MESSAGES.unavailable };
  const tokenHash = hashToken(token);
  const signup = await repo.claimSignup(ctx.db, ctx.tenant.id, tokenHash, ctx.now);
  if (!signup) {
    const found = await repo.findSignup(ctx.db, ctx.tenant.id, tokenHash);
    if (found?.confirmedAt) return { error: false, message: NEWSLETTER_MESSAGES.alreadyConfirmed };
    throw notFound(NEWSLETTER_MESSAGES.linkInvalid);
  }
  try {
    // A newsletter the site stopped offering since the sign-up is left out.
    const products = signup.productIds.filter((id) => rules.offered.has(id));
    if (products.length === 0) return { error: true, message: NEWSLETTER_MESSAGES.notOffered };
    const customer = await repo.findOrCreateCustomer(ctx.db, {
      tenantId: ctx.tenant.id,
      email: signup.email,
      hashedId: randomToken().slice(0, 24),
      countryCode: signup.countryCode,
      region: signup.region,
    });
    const source: NewsletterSource = 'NlWidgetUnauthenticated';
    await ctx.services.audience.setProducts(customer.id, products.map((productId) => ({ productId, version: null, expiresAt: null, amount: 0 })), source);
    await repo.insertSubscriptions(
      ctx.db,
      products.map((productId) => ({
        tenantId: ctx.tenant.id,
        email: signup.email,
        siteUserId: customer.id,
        productId,
        action: 'OptIn' as const,
        source,
        consent: signup.consent,
        promoCode: signup.promoCode,
        ip: ctx.ip,
        signupId: signup.id,
      })),
    );
    return { error: false, message: NEWSLETTER_MESSAGES.confirmed(products.map((id) => rules.offered.get(id)!.title)) };
  } catch (error) {
    // Nothing was recorded: the reader may follow the link again.
    await repo.releaseSignup(ctx.db, ctx.tenant.id, signup.id).catch(() => undefined);
    throw error;
  }
}

/** WebsiteShellSettings.newsletters: the enabled newsletters that have a product, in the settings' order. */
export async function websiteNewsletters(ctx: GraphQLContext) {
  const { offered } = await newsletterRules(ctx);
  return [...offered.values()].map((newsletter) => ({
    id: newsletter.productId,
    title: newsletter.title,
    description: newsletter.description,
    showInSubscribeBlock: newsletter.showInSubscribeBlock,
  }));
}
