import { isSafeSitePath } from '../../shared/links';

/** Where a successful sign-in goes when no usable redirect was asked for. */
export const DEFAULT_AFTER_LOGIN = '/admin';

/** Pages a sign-in must never return to: they would sign the user out again or loop. */
const NOT_AFTER_LOGIN = ['/admin/login', '/admin/logout'];

const ORIGIN = 'http://same-site.invalid';

/**
 * The `redirect` query value of /admin/login, made safe: only a same-site path inside the admin
 * (`/admin` or `/admin/...`, with its query and hash) is followed; anything else — an absolute or
 * protocol-relative URL, backslash tricks, control characters, a path outside /admin, the login
 * or logout page itself — falls back to /admin. This closes the open redirect a sign-on page
 * otherwise is.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return DEFAULT_AFTER_LOGIN;
  const value = raw.trim();
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\evil.com' and '/\t/evil.com' are
  // protocol-relative URLs in disguise: refuse them before parsing (the one rule, src/shared/links.ts).
  if (!isSafeSitePath(value)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  const path = url.pathname;
  if (path !== '/admin' && !path.startsWith('/admin/')) return DEFAULT_AFTER_LOGIN;
  const normalised = path.replace(/\/+$/, '') || '/';
  if (NOT_AFTER_LOGIN.includes(normalised)) return DEFAULT_AFTER_LOGIN;
  return `${path}${url.search}${url.hash}`;
}
