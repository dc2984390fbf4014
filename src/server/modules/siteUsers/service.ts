import { and, eq } from 'drizzle-orm';
import { MESSAGES, formatMessage } from '../../../shared/messages.js';
import { content } from '../../db/schema/index.js';
import type { SiteUserRow } from './repo.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput, forbidden, notFound, unauthenticated } from '../../graphql/errors.js';
import { hashToken, passwordProblem, randomToken } from '../cmsAuth/tokens.js';
import { hashPassword, verifyPassword } from '../cmsUsers/password.js';
import { cleanProfile, consentOf, convertDemographics, missingRequired, normaliseEmail, type DemographicInput, type ProfileInput } from './profile.js';
import * as repo from './repo.js';
import { subscribeAtRegistration } from '../newsletterSubscriptions/registration.js';
import { isSafeSitePath } from '../../../shared/links.js';

/** Login token cookie: 30 days (spec 002 §9). */
export const SITE_USER_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A registration link works for 7 days, a password-reset link for an hour. */
export const REGISTER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * Registration and reset e-mails: at most 3 of a kind per recipient and 30 per client address an hour (no
 * mail bombing; readers of one company often share an address).
 */
const MAIL_WINDOW_MS = 60 * 60 * 1000;
const MAX_MAILS_PER_RECIPIENT = 3;
const MAX_MAILS_PER_ADDRESS = 30;

export const SITE_USER_MESSAGES = {
  notLoggedIn: 'You must be logged in to do this.',
  tooManyMails: 'Too many e-mails were requested. Please check your inbox (and spam folder) or try again in an hour.',
  emailInvalid: 'Enter a valid e-mail address',
  registerLinkInvalid: 'This registration link is invalid or has expired. Please start your registration again.',
  registerLinkUsed: 'This registration is already complete. Please log in.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'The current password is incorrect.',
  membershipUnavailable: 'This membership is not available. Please choose another one.',
  contentNotFound: 'This content item does not exist on this site.',
  invalidForm: 'Please correct issues with this form',
  sameEmail: 'This is already your e-mail address.',
  paidEmailChange: 'The e-mail address of an account with a paid membership is changed by customer service. Please contact us.',
  humanCheckFailed: 'The security check could not confirm that you are a person. Please try again.',
  emailTaken: 'This e-mail address is already used by another account.',
  changeEmailLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for the change again.',
  paidMembership: 'This is a paid membership: it is bought through customer service. Please contact us.',
  profileIncomplete: 'This membership needs more about you. Please complete your profile first.',
} as const;

export interface SiteUserViewer {
  user: SiteUserRow;
  sessionId: number;
  tokenHash: string;
  simulatedBy: number | null;
}

// One lookup per request, however many fields ask for the viewer.
const viewers = new WeakMap<GraphQLContext, Promise<SiteUserViewer | null>>();

/** The site's settings the site-user rules read (outage switch, support address). */
async function siteRules(ctx: GraphQLContext) {
  const bundle = await ctx.services.slots.settings.get(ctx.tenant.id);
  return {
    // The system-outage switch: everyone counts as logged out (spec 002 §4 "Site user session").
    disabled: bundle.site.systemOutage.disableOmeda,
    // The membership settings' support address; until a site saves one, the platform's sender.
    supportEmail: bundle.membership.supportEmail || (/<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom),
  };
}

/**
 * The logged-in site user of the request (x-site-user: Bearer …), or null: no token, an unknown,
 * revoked or expired one, a user of another site or not active, or the outage switch on.
 */
export function siteUserViewer(ctx: GraphQLContext): Promise<SiteUserViewer | null> {
  let viewer = viewers.get(ctx);
  if (!viewer) {
    viewer = (async () => {
      if (!ctx.siteUserToken || ctx.siteUserToken.length > 200) return null;
      if ((await siteRules(ctx)).disabled) return null;
      const tokenHash = hashToken(ctx.siteUserToken);
      const found = await repo.findLiveSession(ctx.db, tokenHash, ctx.now);
      if (!found || found.user.tenantId !== ctx.tenant.id || found.user.status !== 1) return null;
      return { user: found.user, sessionId: found.session.id, tokenHash, simulatedBy: found.session.simulatedBy };
    })();
    viewers.set(ctx, viewer);
  }
  return viewer;
}

async function requireViewer(ctx: GraphQLContext): Promise<SiteUserViewer> {
  const viewer = await siteUserViewer(ctx);
  if (!viewer) throw unauthenticated(SITE_USER_MESSAGES.notLoggedIn);
  return viewer;
}

export interface SiteUserInfo {
  id: number;
  hashedId: string;
  username: string;
  emails: string[];
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  city: string | null;
  postalCode: string | null;
  region: string | null;
  countryCode: string | null;
  omedaEncryptedCustomerId: string | null;
  memberships: number[];
  newsletters: number[];
  favoriteContent: Array<{ id: number; created: Date }>;
  demographics: Array<{ questionId: number; answerIds: number[]; answerText: string | null }>;
  hasPaid: boolean;
  missingMemberships: number[];
  products: Array<{ productId: number; membershipId: number | null; version: string | null; expiresAt: Date | null; amount: number | null }>;
  status: number;
  created: Date;
  lastLogin: Date | null;
}

/** Site user information (spec 002 §3): the profile with what the user holds. */
export async function userInfo(ctx: GraphQLContext, user: SiteUserRow): Promise<SiteUserInfo> {
  const [products, siteMemberships, favorites, demographics] = await Promise.all([
    ctx.services.audience.productsOf(user.id, ctx.now),
    repo.membershipsOf(ctx.db, ctx.tenant.id),
    repo.favoritesOf(ctx.db, user.id),
    ctx.services.audience.demographicsOf(user.id),
  ]);
  const held = new Set(products.map((p) => p.productId));
  const membershipProducts = new Set(siteMemberships.map((m) => m.omedaProduct).filter((p): p is number => p !== null));
  const memberships = siteMemberships.filter((m) => m.omedaProduct !== null && held.has(m.omedaProduct)).map((m) => m.id);
  return {
    id: user.id,
    hashedId: user.hashedId,
    username: user.username,
    emails: user.emails.length ? user.emails : [user.username],
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    company: user.company,
    city: user.city,
    postalCode: user.postalCode,
    region: user.region,
    countryCode: user.countryCode,
    omedaEncryptedCustomerId: user.omedaEncryptedCustomerId,
    memberships,
    newsletters: products.filter((p) => !membershipProducts.has(p.productId)).map((p) => p.productId),
    favoriteContent: favorites,
    demographics,
    hasPaid: products.some((p) => (p.amount ?? 0) > 0),
    missingMemberships: siteMemberships.filter((m) => m.status === 1 && !memberships.includes(m.id)).map((m) => m.id),
    products: products.map((p) => ({ ...p, membershipId: siteMemberships.find((m) => m.omedaProduct === p.productId)?.id ?? null })),
    status: user.status,
    created: user.createdAt,
    lastLogin: user.lastLoginAt,
  };
}

export async function activeSiteUser(ctx: GraphQLContext): Promise<SiteUserInfo | null> {
  const viewer = await siteUserViewer(ctx);
  return viewer ? userInfo(ctx, viewer.user) : null;
}

// A real hash to verify against when the account does not exist: a wrong username costs the same
// time as a wrong password, so timing does not tell which addresses have accounts.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

/** A new login of the user: a random token, stored hashed (30 days; a simulation passes its own time). */
export async function openSession(ctx: GraphQLContext, user: SiteUserRow, extra: { sessionId?: string | null; simulatedBy?: number | null; ttlMs?: number } = {}) {
  const token = randomToken();
  const expiresAt = new Date(ctx.now.getTime() + (extra.ttlMs ?? SITE_USER_TOKEN_TTL_MS));
  await repo.insertSession(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    sessionId: extra.sessionId?.slice(0, 200) ?? null,
    simulatedBy: extra.simulatedBy ?? null,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt, userInfo: await userInfo(ctx, user) };
}

/**
 * loginSiteUser: one answer for every wrong credential (the spec's message naming the support
 * address), throttled by the sign-in throttle shared with CMS users (docs/sign-in-throttling.md):
 * back-off per account and address, a human check past the account's ceiling, the holder told by
 * e-mail. The system-outage switch refuses every login (everyone counts as logged out).
 */
export async function login(ctx: GraphQLContext, args: { username: string; password: string; recaptchaToken?: string | null; sessionId?: string | null }) {
  const rules = await siteRules(ctx);
  const username = args.username.trim().toLowerCase().slice(0, 320);
  const attempt = { realm: 'site' as const, account: username, address: ctx.ip, tenantId: ctx.tenant.id, humanProof: args.recaptchaToken ?? null };
  const verdict = await ctx.services.loginThrottle.guardLogin<SiteUserRow>(attempt, async () => {
    const user = username ? await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, username) : undefined;
    const passwordOk = await verifyPassword(args.password.slice(0, 1000), user?.passwordHash ?? (await decoy()));
    if (rules.disabled || !user || !user.passwordHash || !passwordOk || user.status !== 1) {
      const holder = user?.passwordHash && user.status === 1 ? { email: user.username, name: user.firstName ?? '', username: user.username } : null;
      return { ok: false, holder, siteName: ctx.tenant.name, resetUrl: `${ctx.origin}/account/reset-password` };
    }
    return { ok: true, value: user };
  });
  if (!verdict.ok) throw unauthenticated(formatMessage(MESSAGES.siteUserLoginFailed, { email: rules.supportEmail }));
  const user = verdict.value;
  await repo.updateSiteUser(ctx.db, ctx.tenant.id, user.id, { lastLoginAt: ctx.now }, ctx.now);
  return openSession(ctx, user, { sessionId: args.sessionId });
}

/** logoutSiteUser: revokes the token sent; true also without one (idempotent). */
export async function logout(ctx: GraphQLContext): Promise<boolean> {
  if (ctx.siteUserToken && ctx.siteUserToken.length <= 200) await repo.revokeSessionByHash(ctx.db, hashToken(ctx.siteUserToken), ctx.now);
  viewers.delete(ctx);
  return true;
}

/**
 * reCAPTCHA v3 on registration and password reset when the site's keys are configured (issue 11
 * item 3); skipped otherwise. An unreachable verifier lets the request through (logged by the
 * adapter): the mail limits still hold.
 */
async function requireHuman(ctx: GraphQLContext, token: string | null | undefined, action: 'register' | 'reset'): Promise<void> {
  if (!ctx.services.recaptcha.enabled) return;
  const result = token ? await ctx.services.recaptcha.verify(token, { remoteIp: ctx.ip, action }) : 'failed';
  if (result === 'failed') {
    throw appError('HUMAN_CHECK_REQUIRED', SITE_USER_MESSAGES.humanCheckFailed, { humanCheck: 'recaptcha', recaptchaSiteKey: ctx.services.recaptcha.siteKey, recaptchaAction: action });
  }
}

async function limitMails(ctx: GraphQLContext, kind: 'register' | 'reset' | 'change-email', recipient: string): Promise<void> {
  const [byRecipient, byAddress] = await Promise.all([
    ctx.services.rateLimiter.hit(`site-mail:${kind}:${ctx.tenant.id}:${recipient}`, MAIL_WINDOW_MS),
    ctx.services.rateLimiter.hit(`site-mail:from:${ctx.ip}`, MAIL_WINDOW_MS),
  ]);
  if (byRecipient.count > MAX_MAILS_PER_RECIPIENT || byAddress.count > MAX_MAILS_PER_ADDRESS) throw appError('TOO_MANY_REQUESTS', SITE_USER_MESSAGES.tooManyMails);
}

/** A path on this site to come back to (never another origin). */
function localPath(path: string | null | undefined): string | null {
  const value = path?.trim() ?? '';
  return isSafeSitePath(value) && value.length <= 500 ? value : null;
}

function siteLink(ctx: GraphQLContext, path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  return `${ctx.origin}${path}?${query.toString()}`;
}

async function activeMembership(ctx: GraphQLContext, membershipId: number | null | undefined) {
  if (membershipId == null) return null;
  const [membership] = await repo.membershipsByIds(ctx.db, ctx.tenant.id, [membershipId]);
  return membership && membership.status === 1 ? membership : undefined;
}

export interface RequestRegisterInput {
  email: string;
  recaptchaToken?: string | null;
  membershipId?: number | null;
  countryCode?: string | null;
  region?: string | null;
  consent?: { country?: string | null; region?: string | null; compliance?: string | null; given?: boolean | null } | null;
  path?: string | null;
  sessionId?: string | null;
  promoCode?: string | null;
}

/**
 * requestRegisterSiteUser (the e-mail step): e-mails a single-use link to the profile step. The
 * answer is the same whether the address is new, registering or already a member (a member is
 * told by e-mail to log in instead), so it reveals nothing about accounts.
 */
export async function requestRegister(ctx: GraphQLContext, input: RequestRegisterInput): Promise<boolean> {
  const email = normaliseEmail(input.email);
  const errors: Record<string, string> = {};
  if (!email) errors['email'] = SITE_USER_MESSAGES.emailInvalid;
  const membership = await activeMembership(ctx, input.membershipId);
  if (membership === undefined) errors['membershipId'] = SITE_USER_MESSAGES.membershipUnavailable;
  const place = cleanProfile({ countryCode: input.countryCode, region: input.region });
  if (!input.countryCode?.trim()) errors['countryCode'] = MESSAGES.fieldRequired;
  Object.assign(errors, place.errors);
  if (Object.keys(errors).length || !email) throw badInput(SITE_USER_MESSAGES.invalidForm, errors);
  await requireHuman(ctx, input.recaptchaToken, 'register');
  await limitMails(ctx, 'register', email);

  const existing = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
  if (existing?.status === 1) {
    await ctx.services.mailer.send({
      to: email,
      subject: `You already have a ${ctx.tenant.name} account`,
      text: `Hello,\n\nSomeone (hopefully you) started a registration on ${ctx.tenant.name} with this address, which already has an account.\nLog in here: ${siteLink(ctx, '/account/login', { redirectTo: localPath(input.path) })}\n\nForgot your password? Use the reset password link on that page.\nIf it was not you, you can ignore this e-mail.`,
      category: 'site-user-register-existing',
      tenantId: ctx.tenant.id,
    });
    return true;
  }
  const registration = { membershipId: membership?.id ?? null, path: localPath(input.path), promoCode: input.promoCode?.trim().slice(0, 100) || null, sessionId: input.sessionId?.slice(0, 200) ?? null };
  const consent = consentOf({ country: place.values.countryCode, region: place.values.region, given: input.consent?.given }, ctx.now);
  const user = existing
    ? (await repo.updateSiteUser(ctx.db, ctx.tenant.id, existing.id, { countryCode: place.values.countryCode ?? null, region: place.values.region ?? null, consent, registration }, ctx.now))!
    : await repo.insertSiteUser(ctx.db, {
        tenantId: ctx.tenant.id,
        username: email,
        emails: [email],
        hashedId: randomToken().slice(0, 24),
        countryCode: place.values.countryCode ?? null,
        region: place.values.region ?? null,
        consent,
        registration,
        status: 0,
      });
  await repo.expireTokens(ctx.db, user.id, 'register', ctx.now);
  const token = randomToken();
  await repo.insertToken(ctx.db, { userId: user.id, kind: 'register', tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + REGISTER_LINK_TTL_MS) });
  const link = siteLink(ctx, '/account/registration', { id: token, redirectTo: registration.path });
  await ctx.services.mailer.send({
    to: email,
    subject: `Complete your ${ctx.tenant.name} registration`,
    text: `Hello,\n\nThank you for registering${membership ? ` for ${membership.title}` : ''} with ${ctx.tenant.name}.\nComplete your registration within 7 days:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    category: 'site-user-register',
    tenantId: ctx.tenant.id,
  });
  return true;
}

/** Demographic question types whose answers are value ids (1 single, 2 multi select, 5 checkbox). */
const CHOICE_TYPES = new Set([1, 2, 5]);

/**
 * Demographic answers converted to numbers and checked against the site's questions: an unknown
 * question or value is an error of that question, and each required question (of the membership)
 * that exists on the site needs an answer.
 */
async function checkDemographics(ctx: GraphQLContext, input: readonly DemographicInput[] | null | undefined, required: readonly number[]) {
  const { answers, errors } = convertDemographics(input);
  const asked = [...new Set([...answers.map((a) => a.questionId), ...required])];
  const questions = new Map((await ctx.services.audience.questions(ctx.tenant.id, asked, 100)).map((q) => [q.id, q]));
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    const key = `demographics.${answer.questionId}`;
    if (!question) errors[key] = 'This question is not asked on this site';
    else if (CHOICE_TYPES.has(question.demographicType)) {
      if (answer.answerIds.some((id) => !question.demographicValues.some((v) => v.id === id))) errors[key] = 'Choose an answer from the list';
      if (question.demographicType === 1 && answer.answerIds.length > 1) errors[key] = 'Choose one answer';
    }
  }
  for (const questionId of required) {
    if (questions.has(questionId) && !answers.some((a) => a.questionId === questionId)) errors[`demographics.${questionId}`] ??= MESSAGES.fieldRequired;
  }
  return { answers: answers.filter((a) => questions.has(a.questionId)), errors };
}

/** getSiteUserStub: what a registration link is for. */
export async function registrationStub(ctx: GraphQLContext, id: string) {
  const found = id.length <= 200 ? await repo.findToken(ctx.db, ctx.tenant.id, 'register', hashToken(id)) : undefined;
  // A link used to complete the registration still says so (the page then offers to log in).
  const completed = found?.token.usedAt && found.user.status === 1;
  if (!found || (!completed && (found.token.usedAt || found.token.expiresAt <= ctx.now))) throw notFound(SITE_USER_MESSAGES.registerLinkInvalid);
  return {
    id,
    email: found.user.username,
    membershipId: found.user.registration?.membershipId ?? null,
    countryCode: found.user.countryCode,
    region: found.user.region,
    registered: found.user.status === 1,
  };
}

export interface RegisterInput extends ProfileInput {
  id: string;
  password: string;
  membershipId?: number | null;
  demographics?: readonly DemographicInput[] | null;
  newsletters?: readonly number[] | null;
  consent?: { given?: boolean | null } | null;
}

/**
 * registerSiteUser (the profile step): the password, the membership's required fields and
 * demographic answers; activates the account, grants a free membership and logs the user in. The
 * link works once.
 */
export async function register(ctx: GraphQLContext, input: RegisterInput & { recaptchaToken?: string | null }) {
  const hash = hashToken(input.id);
  const found = input.id.length <= 200 ? await repo.findLiveToken(ctx.db, ctx.tenant.id, 'register', hash, ctx.now) : undefined;
  if (!found) {
    const used = input.id.length <= 200 ? await repo.findToken(ctx.db, ctx.tenant.id, 'register', hash) : undefined;
    if (used?.token.usedAt && used.user.status === 1) throw appError('CONFLICT', SITE_USER_MESSAGES.registerLinkUsed);
    throw notFound(SITE_USER_MESSAGES.registerLinkInvalid);
  }
  if (found.user.status === 1) throw appError('CONFLICT', SITE_USER_MESSAGES.registerLinkUsed);
  await requireHuman(ctx, input.recaptchaToken, 'register');
  const errors: Record<string, string> = {};
  const problem = passwordProblem(input.password);
  if (problem) errors['password'] = problem;
  const membership = await activeMembership(ctx, input.membershipId ?? found.user.registration?.membershipId);
  if (membership === undefined) errors['membershipId'] = SITE_USER_MESSAGES.membershipUnavailable;
  const profile = cleanProfile(input, found.user);
  Object.assign(errors, profile.errors);
  const merged = { ...found.user, ...profile.values };
  for (const field of missingRequired(merged, membership?.requiredUserCommonFields ?? [])) errors[field] = MESSAGES.fieldRequired;
  const demographics = await checkDemographics(ctx, input.demographics, membership?.requiredUserDemographicFields ?? []);
  Object.assign(errors, demographics.errors);
  if (Object.keys(errors).length) throw badInput(SITE_USER_MESSAGES.invalidForm, errors);

  const passwordHash = await hashPassword(input.password);
  if (!(await repo.consumeToken(ctx.db, found.token.id, ctx.now))) throw notFound(SITE_USER_MESSAGES.registerLinkInvalid);
  const consent = found.user.consent && input.consent?.given != null && found.user.consent.compliance ? { ...found.user.consent, given: Boolean(input.consent.given) } : found.user.consent;
  const user = (await repo.updateSiteUser(ctx.db, ctx.tenant.id, found.user.id, { ...profile.values, passwordHash, status: 1, consent, lastLoginAt: ctx.now }, ctx.now))!;
  await ctx.services.audience.saveDemographics(user.id, demographics.answers);
  // A free membership is granted at once; a paid one is granted when the payment is recorded (setOmedaCustomer).
  if (membership?.isFree && membership.omedaProduct !== null) await ctx.services.audience.setProducts(user.id, [{ productId: membership.omedaProduct, version: null, expiresAt: null, amount: 0 }], 'registration');
  // Only the site's enabled newsletters (never a membership's product), recorded with source Registration.
  await subscribeAtRegistration(ctx, user, (input.newsletters ?? []).slice(0, 100), found.user.registration?.promoCode ?? null);
  return openSession(ctx, user, { sessionId: found.user.registration?.sessionId });
}

/** requestSiteUserPasswordReset: the same answer whether or not the address has an account. */
export async function requestReset(ctx: GraphQLContext, args: { username: string; path?: string | null; recaptchaToken?: string | null }): Promise<boolean> {
  const email = normaliseEmail(args.username);
  if (!email) throw badInput(SITE_USER_MESSAGES.invalidForm, { username: SITE_USER_MESSAGES.emailInvalid });
  await requireHuman(ctx, args.recaptchaToken, 'reset');
  await limitMails(ctx, 'reset', email);
  const user = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
  if (!user || user.status !== 1) return true;
  await repo.expireTokens(ctx.db, user.id, 'reset', ctx.now);
  const token = randomToken();
  await repo.insertToken(ctx.db, { userId: user.id, kind: 'reset', tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + RESET_LINK_TTL_MS) });
  const link = siteLink(ctx, '/account/reset-password', { id: token, redirectTo: localPath(args.path) });
  await ctx.services.mailer.send({
    to: user.username,
    subject: `Reset your ${ctx.tenant.name} password`,
    text: `Hello${user.firstName ? ` ${user.firstName}` : ''},\n\nSomeone asked to reset the password of your ${ctx.tenant.name} account.\nChoose a new password within an hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    category: 'site-user-reset',
    tenantId: ctx.tenant.id,
  });
  return true;
}

/** resetSiteUserPassword: a new password from a single-use link; every other session is logged out. */
export async function resetPassword(ctx: GraphQLContext, args: { id: string; password: string; recaptchaToken?: string | null }) {
  const problem = passwordProblem(args.password);
  if (problem) throw badInput(problem, { password: problem });
  await requireHuman(ctx, args.recaptchaToken, 'reset');
  const found = args.id.length <= 200 ? await repo.findLiveToken(ctx.db, ctx.tenant.id, 'reset', hashToken(args.id), ctx.now) : undefined;
  if (!found || found.user.status !== 1) throw notFound(SITE_USER_MESSAGES.resetLinkInvalid);
  const passwordHash = await hashPassword(args.password);
  if (!(await repo.consumeToken(ctx.db, found.token.id, ctx.now))) throw notFound(SITE_USER_MESSAGES.resetLinkInvalid);
  const user = (await repo.updateSiteUser(ctx.db, ctx.tenant.id, found.user.id, { passwordHash, lastLoginAt: ctx.now }, ctx.now))!;
  await repo.revokeOtherSessions(ctx.db, user.id, null, ctx.now);
  // The holder proved control of the mailbox: failed attempts on the account start afresh.
  await ctx.services.loginThrottle.clearAccount({ realm: 'site', account: user.username, tenantId: ctx.tenant.id });
  return openSession(ctx, user);
}

/** updateSiteUserPassword: the current password is asked; other sessions are logged out. */
export async function changePassword(ctx: GraphQLContext, args: { password: string; newPassword: string }): Promise<boolean> {
  const viewer = await requireViewer(ctx);
  const problem = passwordProblem(args.newPassword);
  if (problem) throw badInput(problem, { newPassword: problem });
  if (!(await verifyPassword(args.password.slice(0, 1000), viewer.user.passwordHash))) {
    throw badInput(SITE_USER_MESSAGES.currentPasswordWrong, { password: SITE_USER_MESSAGES.currentPasswordWrong });
  }
  await repo.updateSiteUser(ctx.db, ctx.tenant.id, viewer.user.id, { passwordHash: await hashPassword(args.newPassword) }, ctx.now);
  await repo.revokeOtherSessions(ctx.db, viewer.user.id, viewer.tokenHash, ctx.now);
  return true;
}

/** updateSiteUserProfile: only the fields sent non-empty change; demographic answers are numbers. */
export async function updateProfile(ctx: GraphQLContext, input: ProfileInput & { demographics?: readonly DemographicInput[] | null }) {
  const viewer = await requireViewer(ctx);
  const profile = cleanProfile(input, viewer.user);
  const demographics = await checkDemographics(ctx, input.demographics, []);
  const errors = { ...profile.errors, ...demographics.errors };
  if (Object.keys(errors).length) throw badInput(SITE_USER_MESSAGES.invalidForm, errors);
  const user = Object.keys(profile.values).length ? (await repo.updateSiteUser(ctx.db, ctx.tenant.id, viewer.user.id, profile.values, ctx.now))! : viewer.user;
  await ctx.services.audience.saveDemographics(user.id, demographics.answers);
  return userInfo(ctx, user);
}

/** An address change link works for a day. */
export const CHANGE_EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * requestSiteUserChangeUsername: the current password is asked, and the new address must be
 * confirmed from its own inbox (a single-use link) before it becomes the login.
 */
export async function requestChangeUsername(ctx: GraphQLContext, args: { password: string; newUsername: string }): Promise<boolean> {
  const viewer = await requireViewer(ctx);
  const email = normaliseEmail(args.newUsername);
  if (!email) throw badInput(SITE_USER_MESSAGES.invalidForm, { newUsername: SITE_USER_MESSAGES.emailInvalid });
  if (!(await verifyPassword(args.password.slice(0, 1000), viewer.user.passwordHash))) {
    throw badInput(SITE_USER_MESSAGES.currentPasswordWrong, { password: SITE_USER_MESSAGES.currentPasswordWrong });
  }
  if (email === viewer.user.username.toLowerCase()) throw badInput(SITE_USER_MESSAGES.sameEmail, { newUsername: SITE_USER_MESSAGES.sameEmail });
  // Spec 002 §2: Change Email is not offered once the account has paid (billing records follow the address).
  if ((await ctx.services.audience.productsOf(viewer.user.id, ctx.now)).some((p) => (p.amount ?? 0) > 0)) throw forbidden(SITE_USER_MESSAGES.paidEmailChange);
  const other = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
  if (other) throw appError('CONFLICT', SITE_USER_MESSAGES.emailTaken);
  await limitMails(ctx, 'change-email', email);
  await repo.expireTokens(ctx.db, viewer.user.id, 'change-email', ctx.now);
  const token = randomToken();
  await repo.insertToken(ctx.db, { userId: viewer.user.id, kind: 'change-email', tokenHash: hashToken(token), newEmail: email, expiresAt: new Date(ctx.now.getTime() + CHANGE_EMAIL_LINK_TTL_MS) });
  await ctx.services.mailer.send({
    to: email,
    subject: `Confirm your new ${ctx.tenant.name} e-mail address`,
    text: `Hello${viewer.user.firstName ? ` ${viewer.user.firstName}` : ''},\n\nConfirm within a day that ${email} is the new login of your ${ctx.tenant.name} account:\n\n${siteLink(ctx, '/account/change-email', { id: token })}\n\nUntil then you log in with ${viewer.user.username}. If you did not ask for this, ignore this e-mail.`,
    category: 'site-user-change-email',
    tenantId: ctx.tenant.id,
  });
  return true;
}

/** updateSiteUserUsername: the new address becomes the login once its link is used. */
export async function confirmChangeUsername(ctx: GraphQLContext, id: string) {
  const found = id.length <= 200 ? await repo.findLiveToken(ctx.db, ctx.tenant.id, 'change-email', hashToken(id), ctx.now) : undefined;
  if (!found?.token.newEmail || found.user.status !== 1) throw notFound(SITE_USER_MESSAGES.changeEmailLinkInvalid);
  const email = found.token.newEmail;
  const other = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
  if (other && other.id !== found.user.id) throw appError('CONFLICT', SITE_USER_MESSAGES.emailTaken);
  if (!(await repo.consumeToken(ctx.db, found.token.id, ctx.now))) throw notFound(SITE_USER_MESSAGES.changeEmailLinkInvalid);
  const emails = [email, ...found.user.emails.filter((e) => e.toLowerCase() !== email)];
  const user = (await repo.updateSiteUser(ctx.db, ctx.tenant.id, found.user.id, { username: email, emails }, ctx.now))!;
  return userInfo(ctx, user);
}

async function requireSiteContent(ctx: GraphQLContext, contentId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, ctx.tenant.id), eq(content.id, contentId)))
    .limit(1);
  if (!row) throw notFound(SITE_USER_MESSAGES.contentNotFound);
}

export async function addFavorite(ctx: GraphQLContext, contentId: number) {
  const viewer = await requireViewer(ctx);
  await requireSiteContent(ctx, contentId);
  await repo.addFavorite(ctx.db, viewer.user.id, contentId);
  return userInfo(ctx, viewer.user);
}

/**
 * joinSiteUserMembership: a logged-in reader takes another free membership of the site (the
 * account's "Other Memberships"). The membership must be active; a paid one is bought through
 * customer service (no payment here), and the membership's required profile fields and
 * demographic questions must be answered first. Holding it already changes nothing.
 */
export async function joinMembership(ctx: GraphQLContext, membershipId: number) {
  const viewer = await requireViewer(ctx);
  const membership = (await repo.membershipsOf(ctx.db, ctx.tenant.id)).find((m) => m.id === membershipId && m.status === 1 && m.omedaProduct !== null);
  if (!membership) throw badInput(SITE_USER_MESSAGES.membershipUnavailable, { membershipId: SITE_USER_MESSAGES.membershipUnavailable });
  if (!membership.isFree) throw badInput(SITE_USER_MESSAGES.paidMembership, { membershipId: SITE_USER_MESSAGES.paidMembership });
  const answered = new Set((await ctx.services.audience.demographicsOf(viewer.user.id)).filter((a) => a.answerIds.length > 0 || a.answerText?.trim()).map((a) => a.questionId));
  const missing: Record<string, string> = {};
  for (const field of missingRequired(viewer.user, membership.requiredUserCommonFields)) missing[field] = 'Field is required';
  for (const question of membership.requiredUserDemographicFields) if (!answered.has(question)) missing[`demographics.${question}`] = 'Field is required';
  if (Object.keys(missing).length) throw badInput(SITE_USER_MESSAGES.profileIncomplete, missing);
  await ctx.services.audience.setProducts(viewer.user.id, [{ productId: membership.omedaProduct!, version: null, expiresAt: null, amount: 0 }], 'member');
  ctx.services.log.info({ siteUserId: viewer.user.id, membershipId, simulatedBy: viewer.simulatedBy }, 'site user joined a membership');
  return userInfo(ctx, viewer.user);
}

export async function removeFavorite(ctx: GraphQLContext, contentId: number) {
  const viewer = await requireViewer(ctx);
  await repo.removeFavorite(ctx.db, viewer.user.id, contentId);
  return userInfo(ctx, viewer.user);
}

