import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.js';
import { siteUserProducts, siteUsers } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { assertIdList, listConnection, parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { normaliseEmail } from './profile.js';
import * as repo from './repo.js';
import { openSession, userInfo } from './service.js';
import { containsPattern } from '../../db/like.js';

/**
 * Site-user administration (spec 001 §7 "Site-user administration", §4 "Simulation"): the list
 * and search, one user, the admin's profile edit, products granted (setOmedaCustomer) and
 * signing in as a user. Every call needs manage_site_users on the site.
 */

export interface SiteUserListItem {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  countryCode: string | null;
  status: number;
  created: Date;
  lastLogin: Date | null;
  memberships: number[];
}

/** A simulation lasts a day (spec 001 §9: simulation cookie 1 day). */
export const SIMULATION_TTL_MS = 24 * 60 * 60 * 1000;

const ADMIN_MESSAGES = {
  notFound: 'No site user with this id or username was found on this site.',
  emailTaken: 'Another site user of this site already uses this e-mail address.',
  simulateInactive: 'This site user has not completed the registration (or is disabled), so you cannot sign in as them.',
  needsIdOrUsername: 'Give the id or the username of the site user.',
} as const;

function listWhere(tenantId: number, filter: { phrase?: string | null; status?: number | null; membershipProduct?: number | null }, now: Date): SQL | undefined {
  const phrase = filter.phrase?.trim().toLowerCase();
  const like = phrase ? containsPattern(phrase) : null;
  return and(
    eq(siteUsers.tenantId, tenantId),
    filter.status != null ? eq(siteUsers.status, filter.status as 0 | 1 | 2) : undefined,
    like
      ? or(
          sql`lower(${siteUsers.username}) like ${like}`,
          sql`lower(coalesce(${siteUsers.firstName}, '') || ' ' || coalesce(${siteUsers.lastName}, '')) like ${like}`,
          sql`lower(${siteUsers.company}) like ${like}`,
        )
      : undefined,
    filter.membershipProduct != null
      ? sql`exists (select 1 from ${siteUserProducts} p where p.user_id = ${siteUsers.id} and p.product_id = ${filter.membershipProduct} and (p.expires_at is null or p.expires_at > ${now}))`
      : undefined,
  );
}

export async function getSiteUserStream(
  ctx: GraphQLContext,
  input: { phrase?: string | null; membershipId?: number | null; status?: number | null; pagination?: PaginationArgs | null } | null | undefined,
) {
  requirePermission(ctx, 'manage_site_users');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  if (input?.status != null && ![0, 1, 2].includes(input.status)) throw badInput('status must be 0, 1 or 2.', { status: 'Must be 0, 1 or 2' });
  const siteMemberships = await repo.membershipsOf(ctx.db, ctx.tenant.id);
  let membershipProduct: number | null = null;
  if (input?.membershipId != null) {
    const membership = siteMemberships.find((m) => m.id === input.membershipId);
    if (!membership) throw badInput('This membership does not exist on this site.', { membershipId: 'Unknown membership' });
    membershipProduct = membership.omedaProduct ?? -1;
  }
  const where = listWhere(ctx.tenant.id, { phrase: input?.phrase?.slice(0, 200), status: input?.status, membershipProduct }, ctx.now);
  const rows = await ctx.db
    .select()
    .from(siteUsers)
    .where(where)
    .orderBy(desc(siteUsers.createdAt), desc(siteUsers.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  // The memberships of the whole page in one statement.
  const products = rows.length
    ? await ctx.db
        .select({ userId: siteUserProducts.userId, productId: siteUserProducts.productId })
        .from(siteUserProducts)
        .where(and(inArray(siteUserProducts.userId, rows.map((r) => r.id)), or(isNull(siteUserProducts.expiresAt), gt(siteUserProducts.expiresAt, ctx.now))))
    : [];
  const membershipOfProduct = new Map(siteMemberships.filter((m) => m.omedaProduct !== null).map((m) => [m.omedaProduct!, m.id]));
  const items: SiteUserListItem[] = rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    countryCode: row.countryCode,
    status: row.status,
    created: row.createdAt,
    lastLogin: row.lastLoginAt,
    memberships: products.filter((p) => p.userId === row.id && membershipOfProduct.has(p.productId)).map((p) => membershipOfProduct.get(p.productId)!),
  }));
  return toConnection(items, page, async () => Number((await ctx.db.select({ n: count() }).from(siteUsers).where(where))[0]?.n ?? 0));
}

async function findUser(ctx: GraphQLContext, args: { id?: number | null; username?: string | null }) {
  if (args.id == null && !args.username?.trim()) throw badInput(ADMIN_MESSAGES.needsIdOrUsername, { id: ADMIN_MESSAGES.needsIdOrUsername });
  return args.id != null ? repo.findSiteUserById(ctx.db, ctx.tenant.id, args.id) : repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, args.username!.slice(0, 320));
}

/** getSiteUser: one user of the site (the audience store is local, so useOmedaCache changes nothing). */
export async function getSiteUser(ctx: GraphQLContext, args: { id?: number | null; username?: string | null }) {
  requirePermission(ctx, 'manage_site_users');
  const user = await findUser(ctx, args);
  return user ? userInfo(ctx, user) : null;
}

/** updateSiteUserProfileAdmin: names and the login address; only the fields sent non-empty change. */
export async function updateProfileAdmin(
  ctx: GraphQLContext,
  args: { id: number; firstName?: string | null; lastName?: string | null; email?: string | null; username?: string | null },
) {
  requirePermission(ctx, 'manage_site_users');
  const user = await repo.findSiteUserById(ctx.db, ctx.tenant.id, args.id);
  if (!user) throw notFound(ADMIN_MESSAGES.notFound);
  const errors: Record<string, string> = {};
  const values: { firstName?: string; lastName?: string; username?: string; emails?: string[] } = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = args[field]?.trim();
    if (!value) continue;
    if (value.length > 200) errors[field] = 'At most 200 characters';
    else values[field] = value;
  }
  const address = args.username?.trim() || args.email?.trim();
  if (address) {
    const email = normaliseEmail(address);
    if (!email) errors[args.username?.trim() ? 'username' : 'email'] = 'Enter a valid e-mail address';
    else if (email !== user.username.toLowerCase()) {
      const other = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
      if (other && other.id !== user.id) throw conflict(ADMIN_MESSAGES.emailTaken);
      values.username = email;
      values.emails = [email, ...user.emails.filter((e) => e.toLowerCase() !== email)];
    }
  }
  if (Object.keys(errors).length) throw badInput('Please correct issues with this form', errors);
  const updated = Object.keys(values).length ? (await repo.updateSiteUser(ctx.db, ctx.tenant.id, user.id, values, ctx.now))! : user;
  return userInfo(ctx, updated);
}

export interface OmedaProductInput {
  id: number;
  version?: string | null;
  /** A Date at run time (the DateTime scalar parses it); typed as the generated input's string. */
  expirationDate?: Date | string | null;
  amount?: number | null;
}

/**
 * setOmedaCustomer: the products a customer holds (a membership granted with its expiry and what
 * was paid), and the customer's ids in the audience platform. The user must exist on the site.
 */
export async function setOmedaCustomer(
  ctx: GraphQLContext,
  args: { email: string; omedaCustomerId?: number | null; hashedOmedaCustomerId?: string | null; products: readonly OmedaProductInput[] },
) {
  requirePermission(ctx, 'manage_site_users');
  const email = normaliseEmail(args.email);
  if (!email) throw badInput('Please correct issues with this form', { email: 'Enter a valid e-mail address' });
  assertIdList('products', args.products.map((p) => p.id), 100);
  const errors: Record<string, string> = {};
  args.products.forEach((product, index) => {
    if (!Number.isSafeInteger(product.id) || product.id < 1) errors[`products.${index}.id`] = 'Must be a product id';
    if (product.amount != null && (!Number.isFinite(product.amount) || product.amount < 0 || product.amount > 1e9)) errors[`products.${index}.amount`] = 'Must be 0 or more';
    if ((product.version?.length ?? 0) > 100) errors[`products.${index}.version`] = 'At most 100 characters';
  });
  if (args.hashedOmedaCustomerId && args.hashedOmedaCustomerId.length > 200) errors['hashedOmedaCustomerId'] = 'At most 200 characters';
  if (args.omedaCustomerId != null && (!Number.isSafeInteger(args.omedaCustomerId) || args.omedaCustomerId < 1)) errors['omedaCustomerId'] = 'Must be a customer id';
  if (Object.keys(errors).length) throw badInput('Please correct issues with this form', errors);
  const user = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, email);
  if (!user) throw notFound(ADMIN_MESSAGES.notFound);
  const ids = { omedaCustomerId: args.omedaCustomerId ?? undefined, omedaEncryptedCustomerId: args.hashedOmedaCustomerId?.trim() || undefined };
  const updated = ids.omedaCustomerId !== undefined || ids.omedaEncryptedCustomerId !== undefined ? (await repo.updateSiteUser(ctx.db, ctx.tenant.id, user.id, ids, ctx.now))! : user;
  await ctx.services.audience.setProducts(
    user.id,
    args.products.map((p) => ({ productId: p.id, version: p.version?.trim() || null, expiresAt: p.expirationDate ? new Date(p.expirationDate) : null, amount: p.amount ?? null })),
    'admin',
  );
  return userInfo(ctx, updated);
}

/** simulateSiteUser: a site-user token for the CMS user, marked as a simulation, for a day. */
export async function simulateSiteUser(ctx: GraphQLContext, username: string) {
  const viewer = requirePermission(ctx, 'manage_site_users');
  const user = await repo.findSiteUserByUsername(ctx.db, ctx.tenant.id, username.slice(0, 320));
  if (!user) throw notFound(ADMIN_MESSAGES.notFound);
  if (user.status !== 1) throw badInput(ADMIN_MESSAGES.simulateInactive, { username: ADMIN_MESSAGES.simulateInactive });
  ctx.services.log.info({ cmsUserId: viewer.id, siteUserId: user.id, tenantId: ctx.tenant.id }, 'site user simulated');
  return openSession(ctx, user, { simulatedBy: viewer.id, ttlMs: SIMULATION_TTL_MS });
}

/** getOmedaDemographicStream: the site's questions with their values, at most 10 (spec 002 §9). */
export async function getDemographicStream(ctx: GraphQLContext, args: { demographicIds?: readonly number[] | null; limit?: number | null }) {
  const limit = args.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) throw badInput('limit must be between 1 and 10.', { limit: 'Must be between 1 and 10' });
  if (args.demographicIds) assertIdList('demographicIds', args.demographicIds, 100);
  try {
    return listConnection(await ctx.services.audience.questions(ctx.tenant.id, args.demographicIds ? [...args.demographicIds] : null, limit));
  } catch (error) {
    // An outside audience platform may fail: the admin shows 'Failed: {message}' (spec 001 §8).
    ctx.services.log.warn({ err: error }, 'demographic lookup failed');
    throw badInput(MESSAGES.demographicLookupFailed.replace('{message}', error instanceof Error ? error.message : String(error)));
  }
}
