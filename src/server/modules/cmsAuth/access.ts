import type { Permission } from '../../../shared/permissions.js';
import { hasAnyPermission } from '../../../shared/roles.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { forbidden, unauthenticated } from '../../graphql/errors.js';
import { canActOnTenant, type CmsViewer } from '../cmsUsers/viewer.js';
import { AUTH_MESSAGES } from './tokens.js';

/**
 * Rule 5 of ARCHITECTURE.md: services refuse what the caller may not do. A login is required
 * (UNAUTHENTICATED otherwise), the user must be allowed on the current site, and — when
 * permissions are named — hold any one of them (spec 000 §6, FORBIDDEN otherwise).
 */
export function requirePermission(ctx: GraphQLContext, ...wanted: Permission[]): CmsViewer {
  const viewer = ctx.cmsUser;
  if (!viewer) throw unauthenticated(AUTH_MESSAGES.notLoggedIn);
  if (!canActOnTenant(viewer, ctx.tenant.id)) throw forbidden(AUTH_MESSAGES.noSiteAccess);
  if (!hasAnyPermission(viewer.permissions, wanted)) {
    throw forbidden(`You do not have permission to do this (needs ${wanted.join(' or ')}).`);
  }
  return viewer;
}

/** Any logged-in user allowed on the current site. */
export const requireLogin = (ctx: GraphQLContext): CmsViewer => requirePermission(ctx);

/**
 * The one rule for "is a CMS user here" (issue 16): a CMS user on a site they may not act on is a
 * visitor there — no drafts, no edit documents, no authors' addresses, no previews. Every check
 * that shows more to CMS users than to visitors asks this, not `ctx.cmsUser`.
 */
export function cmsUserHere(ctx: Pick<GraphQLContext, 'cmsUser' | 'tenant'>): CmsViewer | null {
  const viewer = ctx.cmsUser;
  return viewer && canActOnTenant(viewer, ctx.tenant.id) ? viewer : null;
}
