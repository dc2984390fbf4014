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
