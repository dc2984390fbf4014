/**
 * The public site-user pages (002 §2 "Public routes") and the addresses they send readers to.
 * Shared by the pages' +data (server) and the DOM scripts (browser), so both agree on where a
 * reader lands after logging in. See docs/site-users.md.
 */
import { isSafeSitePath } from '../../shared/links';

export const ACCOUNT_PATH = '/account';
export const LOGIN_PATH = '/account/login';
/** 002 §2: "A registration path containing 'registration'" — the link of the registration e-mail. */
export const REGISTRATION_PATH = '/account/registration';
export const RESET_PASSWORD_PATH = '/account/reset-password';
export const CHOOSE_MEMBERSHIP_PATH = '/membership/choose';
export const SIGNUP_PATH_PREFIX = '/membership/signup/';

/** The anchors of /account (002 §2), one section each. */
export const ACCOUNT_ANCHORS = {
  profile: 'update-profile',
  favorites: 'manage-favorites',
  newsletters: 'manage-newsletters',
  password: 'change-password',
  email: 'change-email',
  memberships: 'upgrade-membership',
} as const;

/** Pages a reader must not be sent back to after logging in (they would only ask again). */
const AUTH_PAGES = [LOGIN_PATH, REGISTRATION_PATH, RESET_PASSWORD_PATH];

/** The server keeps paths of at most 500 characters (siteUsers service `localPath`). */
export const MAX_REDIRECT_LENGTH = 500;

/**
 * `redirectTo` as a path of this site, or `fallback`. Only a local path is followed (src/shared/links.ts) — never another
 * origin, a protocol-relative `//host`, a backslash (some browsers read it as `/`) or whitespace
 * and control characters (browsers drop tabs and newlines, so `/\t/evil` would become `//evil`).
 * The login, registration and reset pages give the fallback: going back there would loop.
 */
export function localRedirect(value: unknown, fallback: string = ACCOUNT_PATH): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (path.length === 0 || path.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!isSafeSitePath(path) || /\s/.test(path)) return fallback;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (AUTH_PAGES.some((page) => pathname === page || pathname === `${page}/`)) return fallback;
  return path;
}

/** `path` with the given query parameters; empty and missing values are left out. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The sign-up page of a membership, keeping where the reader came from and the promo code. */
export const signupPath = (alias: string, params: { redirectTo?: string | null; pk?: string | null } = {}) =>
  withQuery(`${SIGNUP_PATH_PREFIX}${encodeURIComponent(alias)}`, { redirectTo: params.redirectTo, pk: params.pk });

/** The login page that comes back to `redirectTo`. */
export const loginPath = (params: { redirectTo?: string | null; pk?: string | null } = {}) => withQuery(LOGIN_PATH, { redirectTo: params.redirectTo, pk: params.pk });

/** A promo code from the `pk` parameter (002 §7: requestRegisterSiteUser's optional promoCode): trimmed, at most 100 characters. */
export function promoCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().slice(0, 100);
  return code === '' ? null : code;
}

/** A query parameter's value as a trimmed string (Vike gives strings; anything else is absent). */
export const queryValue = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
