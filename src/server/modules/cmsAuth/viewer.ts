import { effectivePermissions } from '../../../shared/roles.js';
import type { Db } from '../../db/client.js';
import type { CmsViewer } from '../cmsUsers/viewer.js';
import { findLiveSessionByBearer, tenantIdsOfUser } from './repo.js';
import { hashToken } from './tokens.js';

/** The CMS user behind a bearer token: a live session of an active user, or null. */
export async function resolveCmsViewer(db: Db, bearer: string | null, now: Date): Promise<CmsViewer | null> {
  if (!bearer) return null;
  const found = await findLiveSessionByBearer(db, hashToken(bearer), now);
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
