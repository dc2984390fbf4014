import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, unauthenticated, forbidden } from '../../graphql/errors.js';
import type { LoginAttempt } from '../../integrations/rateLimit/loginThrottle.js';
import { hashPassword, verifyPassword } from '../cmsUsers/password.js';
import { cmsUserHere } from './access.js';
import {
  consumeUserToken,
  expireUserTokens,
  findLiveSessionByRefresh,
  findUserByLogin,
  insertSession,
  insertUserToken,
  revokeSession,
  revokeSessionByBearer,
  findUserById,
  revokeSessionsOfUser,
  rotateSession,
  setPasswordHash,
  tenantIdsOfUser,
  touchLogin,
  type CmsUserRow,
} from './repo.js';
import {
  AUTH_MESSAGES,
  BEARER_TTL_MS,
  INVITE_TTL_MS,
  MAX_RESETS_PER_EMAIL,
  REFRESH_TTL_MS,
  RESET_TTL_MS,
  RESET_WINDOW_MS,
  hashToken,
  passwordProblem,
  randomToken,
} from './tokens.js';

export interface CmsLogin {
  bearerToken: string;
  bearerTokenExpiration: Date;
  refreshToken: string;
  refreshTokenExpiration: Date;
}

function newTokens(now: Date) {
  const bearerToken = randomToken();
  const refreshToken = randomToken();
  return {
    login: {
      bearerToken,
      bearerTokenExpiration: new Date(now.getTime() + BEARER_TTL_MS),
      refreshToken,
      refreshTokenExpiration: new Date(now.getTime() + REFRESH_TTL_MS),
    } satisfies CmsLogin,
    hashes: { bearerHash: hashToken(bearerToken), refreshHash: hashToken(refreshToken) },
  };
}

// A real hash to verify against when the account does not exist, so a wrong username costs the
// same time as a wrong password and timing does not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

async function canLogin(ctx: GraphQLContext, user: CmsUserRow): Promise<boolean> {
  if (user.isGlobal) return true;
  return (await tenantIdsOfUser(ctx.db, user.id)).includes(ctx.tenant.id);
}

/**
 * loginCmsUser: one message for every wrong credential, throttled by the shared sign-in throttle
 * (back-off per account and address and per address; past the account's ceiling a reCAPTCHA token
 * or a short wait, and an e-mail to the holder). The right password is never refused for what
 * other addresses did.
 */
export async function login(ctx: GraphQLContext, args: { username: string; password: string; recaptchaToken?: string | null }): Promise<CmsLogin> {
  const attempt: LoginAttempt = { realm: 'cms', account: args.username, address: ctx.ip, tenantId: ctx.tenant.id, humanProof: args.recaptchaToken ?? null };
  const verdict = await ctx.services.loginThrottle.guardLogin<CmsUserRow>(attempt, async () => {
    const user = args.username.trim() ? await findUserByLogin(ctx.db, args.username) : undefined;
    const passwordOk = await verifyPassword(args.password.slice(0, 1000), user?.passwordHash ?? (await decoy()));
    if (!user || !user.passwordHash || !passwordOk || user.status !== 1) {
      // Only an active account that can sign in is told about attempts on it.
      const holder = user?.passwordHash && user.status === 1 ? { email: user.email, name: user.firstName, username: user.username } : null;
      return { ok: false, holder, siteName: ctx.tenant.name, resetUrl: `${ctx.origin}/admin/user/reset-password` };
    }
    // The credentials were right, so saying the site is not theirs reveals nothing new.
    if (!(await canLogin(ctx, user))) throw forbidden(AUTH_MESSAGES.noSiteAccess);
    return { ok: true, value: user };
  });
  if (!verdict.ok) throw unauthenticated(AUTH_MESSAGES.loginFailed);
  const user = verdict.value;
  const { login: tokens, hashes } = newTokens(ctx.now);
  await insertSession(ctx.db, {
    userId: user.id,
    ...hashes,
    bearerExpiresAt: tokens.bearerTokenExpiration,
    refreshExpiresAt: tokens.refreshTokenExpiration,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  await touchLogin(ctx.db, user.id, ctx.now);
  return tokens;
}

/** refreshTokenCmsUser: rotates both tokens; a refresh token works once. */
export async function refresh(ctx: GraphQLContext, refreshToken: string): Promise<CmsLogin> {
  const refreshHash = hashToken(refreshToken);
  const found = await findLiveSessionByRefresh(ctx.db, refreshHash, ctx.now);
  if (!found || found.user.status !== 1) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
  // As at login: a site-specific user gets no tokens on a site that is not (or no longer) theirs,
  // so a client whose site access was withdrawn is logged out instead of refreshing forever.
  if (!(await canLogin(ctx, found.user))) throw forbidden(AUTH_MESSAGES.noSiteAccess);
  const { login: tokens, hashes } = newTokens(ctx.now);
  const rotated = await rotateSession(ctx.db, found.session.id, refreshHash, {
    ...hashes,
    bearerExpiresAt: tokens.bearerTokenExpiration,
    refreshExpiresAt: tokens.refreshTokenExpiration,
    lastUsedAt: ctx.now,
  });
  // Lost a race with another refresh of the same token: only one of them may win.
  if (!rotated) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
  return tokens;
}

/**
 * logoutCmsUser: revokes the session of the bearer token sent — also when the bearer has expired,
 * so its refresh token stops working too; idempotent without one.
 */
export async function logout(ctx: GraphQLContext): Promise<boolean> {
  if (ctx.cmsUser) await revokeSession(ctx.db, ctx.cmsUser.sessionId, ctx.now);
  else if (ctx.cmsBearer) await revokeSessionByBearer(ctx.db, hashToken(ctx.cmsBearer), ctx.now);
  return true;
}

export function validateBearer(ctx: GraphQLContext): { valid: boolean; expiresAt: Date | null } {
  const viewer = cmsUserHere(ctx);
  return { valid: viewer !== null, expiresAt: viewer?.bearerExpiresAt ?? null };
}

function adminLink(ctx: GraphQLContext, path: string, token: string): string {
  return `${ctx.origin}${path}?hash=${encodeURIComponent(token)}`;
}

/** Sends a single-use invitation link (7 days) and makes earlier ones unusable. */
export async function sendInvitation(ctx: GraphQLContext, user: CmsUserRow): Promise<void> {
  const token = randomToken();
  await expireUserTokens(ctx.db, user.id, 'invite', ctx.now);
  await insertUserToken(ctx.db, { userId: user.id, kind: 'invite', tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + INVITE_TTL_MS) });
  const link = adminLink(ctx, '/admin/user/activate', token);
  await ctx.services.mailer.send({
    to: user.email,
    subject: `You are invited to the ${ctx.tenant.name} administration`,
    text: `Hello ${user.firstName},\n\nAn account has been created for you (username: ${user.username}).\nSet your password within 7 days to activate it:\n\n${link}\n\nIf you did not expect this invitation, you can ignore this e-mail.`,
    category: 'cms-invite',
    tenantId: ctx.tenant.id,
  });
}

/** requestResetCMSUserPassword: the same answer whether or not the address is known. */
export async function requestReset(ctx: GraphQLContext, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase().slice(0, 320);
  if (!address.includes('@')) return true;
  const { count } = await ctx.services.rateLimiter.hit(`reset:${address}`, RESET_WINDOW_MS);
  if (count > MAX_RESETS_PER_EMAIL) return true;
  const user = await findUserByLogin(ctx.db, address);
  // Only users who can sign in on this site get a link bearing its name and address.
  if (!user || user.status !== 1 || !user.passwordHash || !(await canLogin(ctx, user))) return true;
  const token = randomToken();
  await expireUserTokens(ctx.db, user.id, 'reset', ctx.now);
  await insertUserToken(ctx.db, { userId: user.id, kind: 'reset', tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + RESET_TTL_MS) });
  const link = adminLink(ctx, '/admin/user/reset-password', token);
  await ctx.services.mailer.send({
    to: user.email,
    subject: `Reset your ${ctx.tenant.name} administration password`,
    text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your account (${user.username}).\nChoose a new password within an hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    category: 'cms-reset',
    tenantId: ctx.tenant.id,
  });
  return true;
}

/** Sets a password from a single-use link; every session of the user is signed out. */
async function setPasswordFromLink(ctx: GraphQLContext, kind: 'invite' | 'reset', args: { password: string; hash: string }) {
  const problem = passwordProblem(args.password);
  if (problem) throw badInput(problem, { password: problem });
  const invalid = kind === 'invite' ? AUTH_MESSAGES.inviteLinkInvalid : AUTH_MESSAGES.resetLinkInvalid;
  const userId = await consumeUserToken(ctx.db, kind, hashToken(args.hash.slice(0, 200)), ctx.now);
  if (!userId) throw badInput(invalid, { hash: invalid });
  await setPasswordHash(ctx.db, userId, await hashPassword(args.password), ctx.now);
  await revokeSessionsOfUser(ctx.db, userId, ctx.now);
  // The owner proved control of the mailbox: the human check left by earlier failures is lifted.
  const user = await findUserById(ctx.db, userId);
  if (user) {
    for (const account of [user.username, user.email]) await ctx.services.loginThrottle.clearAccount({ realm: 'cms', account });
  }
  return true;
}

export const resetPassword = (ctx: GraphQLContext, args: { password: string; hash: string }) => setPasswordFromLink(ctx, 'reset', args);
export const acceptInvitation = (ctx: GraphQLContext, args: { password: string; hash: string }) => setPasswordFromLink(ctx, 'invite', args);
