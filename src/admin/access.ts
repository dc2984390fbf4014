import { signOnUrl } from '../client/session.js';

/** Admin paths reachable without login (spec 000 §2.2). */
export const PUBLIC_ADMIN_PATHS = ['/admin/login', '/admin/logout', '/admin/user/activate', '/admin/user/reset-password'] as const;

export function isPublicAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (PUBLIC_ADMIN_PATHS as readonly string[]).includes(path);
}

/**
 * Spec 000 §2.3: an unauthenticated visitor to a protected admin route goes to the sign-on page
 * with a redirect back; the noToken query flag sends them to /admin/login instead. Returns the
 * URL to send the visitor to, or null to let them in.
 */
export function entryRedirect({
  pathname,
  search,
  hasToken,
  ssoUrl,
}: {
  pathname: string;
  search: string;
  hasToken: boolean;
  ssoUrl: string | null;
}): string | null {
  if (isPublicAdminPath(pathname) || hasToken) return null;
  const params = new URLSearchParams(search);
  const noToken = params.has('noToken');
  params.delete('noToken');
  const rest = params.toString();
  return signOnUrl({ ssoUrl, noToken, redirect: `${pathname}${rest ? `?${rest}` : ''}` });
}
