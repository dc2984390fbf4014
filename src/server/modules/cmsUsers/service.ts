import { MESSAGES } from '../../../shared/messages.js';
import { PERMISSIONS } from '../../../shared/permissions.js';
import { DEFAULT_ROLE, effectivePermissions, isRole } from '../../../shared/roles.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput, conflict, forbidden, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requireLogin, requirePermission } from '../cmsAuth/access.js';
import { findUserById, tenantIdsOfUser, type CmsUserRow } from '../cmsAuth/repo.js';
import { sendInvitation } from '../cmsAuth/service.js';
import { revokeOtherSessions } from '../cmsAuth/repo.js';
import { recordHistory } from '../history/repo.js';
import { AUTH_MESSAGES, PASSWORD_CHECK_MAX_FAILURES, PASSWORD_CHECK_WINDOW_MS, passwordProblem } from '../cmsAuth/tokens.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  countCmsUsers,
  countMail,
  existingTenantIds,
  findCmsUsers,
  findMail,
  findUsersTakingEmailOrUsername,
  insertCmsUser,
  updateCmsUser,
  updateProfile,
  type CmsUserFilter,
} from './repo.js';
import type { CmsViewer } from './viewer.js';
import { EMAIL_PATTERN } from '../../../shared/email.js';
import { isUniqueViolation } from '../../db/errors.js';

const REQUIRED = MESSAGES.fieldRequired;
const EMAIL = EMAIL_PATTERN;
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,49}$/;

/** Site-specific managers see and edit only the site-specific users of the current site. */
function visibleTo(viewer: CmsViewer, tenantId: number): number | null {
  return viewer.isGlobal ? null : tenantId;
}

export async function getCmsUserStream(
  ctx: GraphQLContext,
  input: (Omit<CmsUserFilter, 'visibleInTenant'> & { pagination?: PaginationArgs | null }) | null | undefined,
) {
  const viewer = requirePermission(ctx, 'manage_users');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  if (input?.status != null && input.status !== 0 && input.status !== 1) throw badInput('status must be 0 or 1.', { status: 'Must be 0 or 1' });
  const filter: CmsUserFilter = {
    phrase: input?.phrase?.slice(0, 200),
    role: input?.role,
    status: input?.status,
    scope: input?.scope,
    visibleInTenant: visibleTo(viewer, ctx.tenant.id),
  };
  const rows = await findCmsUsers(ctx.db, filter, page);
  return toConnection(rows, page, () => countCmsUsers(ctx.db, filter));
}

async function visibleUser(ctx: GraphQLContext, viewer: CmsViewer, id: number): Promise<CmsUserRow> {
  const user = await findUserById(ctx.db, id);
  const missing = notFound(`No CMS user with id ${id} was found.`);
  if (!user) throw missing;
  if (!viewer.isGlobal && (user.isGlobal || !(await tenantIdsOfUser(ctx.db, id)).includes(ctx.tenant.id))) throw missing;
  return user;
}

export async function getCmsUser(ctx: GraphQLContext, id: number) {
  const viewer = requirePermission(ctx, 'manage_users');
  return visibleUser(ctx, viewer, id);
}

export interface CmsUserInput {
  id?: number | null;
  version?: number | null;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  extraPermissions?: readonly string[] | null;
  status: number;
  isGlobal: number;
  tenantIds?: readonly number[] | null;
}

/** Field rules of spec 001 §3 "CMS user" and §5: every field required, tenants when not global. */
function validate(input: CmsUserInput): { values: Omit<CmsUserInput, 'id' | 'version'>; tenantIds: number[] } {
  const errors: Record<string, string> = {};
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim().toLowerCase();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!email) errors.email = REQUIRED;
  else if (!EMAIL.test(email) || email.length > 320) errors.email = 'Enter a valid e-mail address.';
  if (!username) errors.username = REQUIRED;
  else if (!USERNAME.test(username)) errors.username = 'Use 3 to 50 lower-case letters, digits, dots, dashes or underscores.';
  if (!firstName) errors.firstName = REQUIRED;
  else if (firstName.length > 100) errors.firstName = 'At most 100 characters.';
  if (!lastName) errors.lastName = REQUIRED;
  else if (lastName.length > 100) errors.lastName = 'At most 100 characters.';
  const role = input.role.trim() || DEFAULT_ROLE;
  if (!isRole(role)) errors.role = 'Choose one of the roles.';
  const extra = [...new Set(input.extraPermissions ?? [])];
  const unknown = extra.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) errors.extraPermissions = `Unknown permission: ${unknown.join(', ')}`;
  if (input.status !== 0 && input.status !== 1) errors.status = 'Must be 0 (inactive) or 1 (active).';
  if (input.isGlobal !== 0 && input.isGlobal !== 1) errors.isGlobal = 'Must be 0 (site-specific) or 1 (global).';
  const tenantIds = input.isGlobal === 1 ? [] : [...new Set(input.tenantIds ?? [])];
  if (input.isGlobal === 0 && tenantIds.length === 0) errors.tenantIds = REQUIRED;
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  return { values: { email, username, firstName, lastName, role, extraPermissions: extra, status: input.status, isGlobal: input.isGlobal }, tenantIds };
}

/**
 * Who may grant what. A site-specific manager cannot make global users, nor give access to sites
 * they do not have, nor grant the administrator role or manage_modules; nobody can grant a
 * permission they do not hold themselves (otherwise manage_users alone would let a user invite an
 * administrator to an address of their own). Only what the save adds is checked, so a manager can
 * still edit a user who already holds more than they do.
 */
function assertMayGrant(
  viewer: CmsViewer,
  values: ReturnType<typeof validate>['values'],
  tenantIds: number[],
  existing: { user: CmsUserRow; tenantIds: number[] } | null,
): void {
  const newlyExtra = (values.extraPermissions ?? []).filter((p) => !existing?.user.extraPermissions.includes(p));
  if (!viewer.isGlobal) {
    if (values.isGlobal === 1) throw forbidden('Only a global user can create or edit global users.');
    const foreign = tenantIds.filter((id) => !viewer.tenantIds.includes(id) && !existing?.tenantIds.includes(id));
    if (foreign.length) throw forbidden('You can only give access to sites you have access to yourself.');
    const newAdministrator = values.role === 'administrator' && existing?.user.role !== 'administrator';
    if (newAdministrator || newlyExtra.includes('manage_modules')) {
      throw forbidden('Only a global user can grant the administrator role or manage_modules.');
    }
  }
  const before = existing ? effectivePermissions(existing.user.role, existing.user.extraPermissions) : new Set<string>();
  const beyond = [...effectivePermissions(values.role, values.extraPermissions ?? [])]
    .filter((p) => !before.has(p) && !viewer.permissions.has(p))
    .sort();
  if (beyond.length) throw forbidden(`You cannot grant permissions you do not have yourself: ${beyond.join(', ')}.`);
}

/** Said to a manager who cannot see the user holding the address (issue 16 item 6). */
export const EMAIL_UNAVAILABLE = 'This e-mail address cannot be used. Choose another one.';
export const USERNAME_UNAVAILABLE = 'This username cannot be used. Choose another one.';

/**
 * The same field errors whether the duplicate is found before writing or by the unique index.
 * E-mail addresses and usernames are unique across the installation, but a site-specific manager
 * must not learn which other sites' users (or global users) exist: a holder they cannot see
 * (visibleUser's rule) is answered with a neutral "cannot be used", never "another user has it".
 */
async function duplicateErrors(ctx: GraphQLContext, viewer: CmsViewer, values: { email: string; username: string }, id: number | null | undefined) {
  const taken = (await findUsersTakingEmailOrUsername(ctx.db, values.email, values.username)).filter((u) => u.id !== id);
  const visible = async (user: (typeof taken)[number]) =>
    viewer.isGlobal || (!user.isGlobal && (await tenantIdsOfUser(ctx.db, user.id)).includes(ctx.tenant.id));
  const fieldErrors: Record<string, string> = {};
  const holderOfEmail = taken.find((u) => u.email === values.email);
  if (holderOfEmail) fieldErrors.email = (await visible(holderOfEmail)) ? 'Another user already has this e-mail address.' : EMAIL_UNAVAILABLE;
  const holderOfUsername = taken.find((u) => u.username === values.username);
  if (holderOfUsername) fieldErrors.username = (await visible(holderOfUsername)) ? 'Another user already has this username.' : USERNAME_UNAVAILABLE;
  return Object.keys(fieldErrors).length ? badInput('Please correct the highlighted fields.', fieldErrors) : null;
}

/** saveCmsUser: creates (and invites) or updates with a version check; scope rules enforced. */
export async function saveCmsUser(ctx: GraphQLContext, input: CmsUserInput): Promise<CmsUserRow> {
  const viewer = requirePermission(ctx, 'manage_users');
  const { values, tenantIds: requested } = validate(input);
  // Updates first find the user (NOT_FOUND when out of the caller's reach) and need a version.
  const existingUser = input.id == null ? null : await visibleUser(ctx, viewer, input.id);
  if (existingUser && input.version == null) throw badInput('version is required when updating a user.', { version: REQUIRED });
  const existing = existingUser ? { user: existingUser, tenantIds: await tenantIdsOfUser(ctx.db, existingUser.id) } : null;
  assertMayGrant(viewer, values, requested, existing);
  // A site-specific manager changes only the sites they manage; the user's other sites stay.
  const tenantIds =
    viewer.isGlobal || !existing
      ? requested
      : [...new Set([...requested, ...existing.tenantIds.filter((id) => !viewer.tenantIds.includes(id))])];
  const known = await existingTenantIds(ctx.db, tenantIds);
  if (known.length !== tenantIds.length) throw badInput('One of the chosen sites does not exist.', { tenantIds: 'Unknown site' });
  const duplicate = await duplicateErrors(ctx, viewer, values, input.id);
  if (duplicate) throw duplicate;
  if (existing && existing.user.id === viewer.id && values.status === 0) {
    throw badInput('You cannot deactivate your own account.', { status: 'You cannot deactivate yourself' });
  }
  const row = {
    email: values.email,
    username: values.username,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    extraPermissions: [...(values.extraPermissions ?? [])],
    status: values.status,
    isGlobal: values.isGlobal === 1,
  };
  // Two saves taking the same e-mail or username at once: the unique index decides, and the
  // loser gets the same field errors as above instead of a server error.
  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw (await duplicateErrors(ctx, viewer, values, input.id)) ?? error;
      throw error;
    }
  };
  if (!existing) {
    const created = await write(() => insertCmsUser(ctx.db, row, tenantIds));
    await recordHistory(ctx.db, ctx, { entityType: 'CmsUser', entityId: created.id, action: 'create', before: null, after: { ...created, tenantIds }, tenantId: null });
    await sendInvitation(ctx, created);
    return created;
  }
  const updated = await write(() => updateCmsUser(ctx.db, existing.user.id, input.version ?? 0, row, tenantIds));
  if (!updated) {
    const current = await findUserById(ctx.db, existing.user.id);
    throw conflict('This user was changed by someone else since you opened it. Reload to see their changes, then save again.', {
      currentVersion: current?.version ?? existing.user.version,
    });
  }
  await recordHistory(ctx.db, ctx, {
    entityType: 'CmsUser',
    entityId: updated.id,
    action: 'update',
    before: { ...existing.user, tenantIds: existing.tenantIds },
    after: { ...updated, tenantIds },
    tenantId: null,
  });
  return updated;
}

export async function inviteCmsUser(ctx: GraphQLContext, id: number): Promise<boolean> {
  const viewer = requirePermission(ctx, 'manage_users');
  const user = await visibleUser(ctx, viewer, id);
  if (user.passwordHash) throw badInput('This user has already accepted an invitation.', { id: 'Already active' });
  await sendInvitation(ctx, user);
  return true;
}

export async function getActiveCmsUser(ctx: GraphQLContext): Promise<CmsUserRow> {
  const viewer = requireLogin(ctx);
  const user = await findUserById(ctx.db, viewer.id);
  if (!user) throw notFound('Your account no longer exists.');
  return user;
}

/** /admin/user: only the fields sent are changed; a new password needs the current one. */
export async function updateOwnProfile(
  ctx: GraphQLContext,
  input: { firstName?: string | null; lastName?: string | null; currentPassword?: string | null; newPassword?: string | null },
): Promise<CmsUserRow> {
  const user = await getActiveCmsUser(ctx);
  const changes: { firstName?: string; lastName?: string; passwordHash?: string } = {};
  const errors: Record<string, string> = {};
  if (input.firstName != null) {
    const value = input.firstName.trim();
    if (!value) errors.firstName = REQUIRED;
    else if (value.length > 100) errors.firstName = 'At most 100 characters.';
    else changes.firstName = value;
  }
  if (input.lastName != null) {
    const value = input.lastName.trim();
    if (!value) errors.lastName = REQUIRED;
    else if (value.length > 100) errors.lastName = 'At most 100 characters.';
    else changes.lastName = value;
  }
  if (input.newPassword) {
    const problem = passwordProblem(input.newPassword);
    if (problem) errors.newPassword = problem;
    else if (!input.currentPassword) errors.currentPassword = REQUIRED;
    else {
      // Someone holding a stolen bearer must not be able to guess the password without limit.
      const key = `profile-password:${user.id}`;
      if ((await ctx.services.rateLimiter.count(key)) >= PASSWORD_CHECK_MAX_FAILURES) {
        throw appError('TOO_MANY_REQUESTS', AUTH_MESSAGES.throttled(Math.round(PASSWORD_CHECK_WINDOW_MS / 60_000)));
      }
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        await ctx.services.rateLimiter.hit(key, PASSWORD_CHECK_WINDOW_MS);
        errors.currentPassword = AUTH_MESSAGES.currentPasswordWrong;
      } else {
        changes.passwordHash = await hashPassword(input.newPassword);
      }
    }
  }
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  if (!Object.keys(changes).length) return user;
  const updated = await updateProfile(ctx.db, user.id, changes);
  if (!updated) throw notFound('Your account no longer exists.');
  // A password change is recorded as such (the hash itself never is).
  await recordHistory(ctx.db, ctx, {
    entityType: 'CmsUser',
    entityId: user.id,
    action: 'update',
    before: { ...user, password: changes.passwordHash ? 'unchanged' : undefined },
    after: { ...updated, password: changes.passwordHash ? 'changed' : undefined },
    tenantId: null,
  });
  // A new password signs out every other session of the user; this one stays.
  if (changes.passwordHash && ctx.cmsUser) await revokeOtherSessions(ctx.db, user.id, ctx.cmsUser.sessionId, ctx.now);
  return updated;
}

export async function getMailOutboxStream(
  ctx: GraphQLContext,
  input: { to?: string | null; category?: string | null; pagination?: PaginationArgs | null } | null | undefined,
) {
  const viewer = requirePermission(ctx, 'manage_users');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  // Global users read every site's mail; site users only mail sent from the current site.
  const filter = { to: input?.to, category: input?.category, tenantId: viewer.isGlobal ? null : ctx.tenant.id };
  const rows = await findMail(ctx.db, filter, page);
  return toConnection(rows, page, () => countMail(ctx.db, filter));
}
