import type { Permission } from '../../../shared/permissions.js';

/** The CMS user behind a request's bearer token (filled in by the CMS identity module). */
export interface CmsViewer {
  id: number;
  username: string;
  role: string;
  isGlobal: boolean;
  permissions: ReadonlySet<Permission>;
  /** Tenants a site-specific user may act on (ignored for global users). */
  tenantIds: readonly number[];
}
