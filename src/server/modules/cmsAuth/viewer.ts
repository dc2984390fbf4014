import { effectivePermissions } from '../../../shared/roles.js';
import type { Db } from '../../db/client.js';
import type { CmsViewer } from '../cmsUsers/viewer.js';
import { findLiveSessionById, findLiveSessionByBearer, tenantIdsOfUser } from './repo.js';
import { hashToken } from './tokens.js';

/** The CMS user behind a bearer token: a live session of an active user, or null. */
export async function resolveCmsViewer(db: Db, bearer: string | null, now: Date): Promise<CmsViewer | null> {
  if (!bearer) return null;
  return viewerOf(db, await findLiveSessionByBearer(db, hashToken(bearer), now));
}

/**
 * The CMS user of a session that is still live (not revoked, refreshable): for links signed for
 * a session (export downloads), which a logout ends while a token refresh keeps them working.
 */
export async function resolveCmsViewerBySession(db: Db, sessionId: number, now: Date): Promise<CmsViewer | null> {
  return viewerOf(db, await findLiveSessionById(db, sessionId, now));
}

async function viewerOf(db: Db, found: Awaited<ReturnType<typeof findLiveSessionByBearer>>): Promise<CmsViewer | null> {
  if (!found || found.user.status !== 1) return null;
  const { user, session } = found;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    isGlobal: user.isGlobal,
    permissions: effectivePermissions(user.role, user.extraPermissions),
    tenantIds: user.isGlobal ? [] : await tenantIdsOfUser(db, user.id),
    sessionId: session.id,
    bearerExpiresAt: session.bearerExpiresAt,
  };
}
