import type { Permission } from '../../../shared/permissions.js';

/** The CMS user behind a request's bearer token (resolved by cmsAuth/viewer.ts). */
export interface CmsViewer {
  id: number;
  username: string;
  role: string;
  isGlobal: boolean;
  permissions: ReadonlySet<Permission>;
  /** Tenants a site-specific user may act on (empty, and ignored, for global users). */
  tenantIds: readonly number[];
  sessionId: number;
  bearerExpiresAt: Date;
}

export const canActOnTenant = (viewer: CmsViewer, tenantId: number): boolean =>
  viewer.isGlobal || viewer.tenantIds.includes(tenantId);
