/**
 * Request options for `post` as a logged-in CMS user, optionally on a site other than the default
 * one: `post(server, 'getCmsUser', { id }, bearer(token, 'fot'))`.
 */
export function bearer(token: string, tenantKey?: string): { headers: Record<string, string> } {
  return { headers: { authorization: `Bearer ${token}`, ...(tenantKey ? { 'x-tenant-key': tenantKey } : {}) } };
}

/** Request options for `post` on a given site without credentials. */
export function onSite(tenantKey: string): { headers: Record<string, string> } {
  return { headers: { 'x-tenant-key': tenantKey } };
}
