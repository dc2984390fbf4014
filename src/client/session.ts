// The CMS user session of spec 000 §4, as a small state machine with injected effects so every
// transition is unit-tested: logged out → logged in on login (bearer token, its expiry and the
// refresh token stored in cookies, path /); an expired token is refreshed by a call; a validity
// flag lasts until midnight, after which the token is validated (or refreshed) on the next start;
// an invalid token or a failed refresh logs the user out (a failed refresh also reloads); logout
// clears stored state and returns to the sign-on page.
import type { CookieOptions } from './cookies.js';
import {
  CMS_REFRESH_TOKEN_COOKIE,
  CMS_TOKEN_COOKIE,
  CMS_TOKEN_EXPIRES_COOKIE,
  CMS_TOKEN_VALID_COOKIE,
} from './sessionCookies.js';
import type { Transport } from './transport.js';

export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export interface SessionEffects {
  transport: Transport;
  cookies: CookieJar;
  now?: () => Date;
  /** Leaves the page (sign-on page after logout). */
  navigate(url: string): void;
  reload(): void;
  /** Other stored state to clear on logout (local storage keys of the admin). */
  clearStoredState?: () => void;
}

export interface LoginAnswer {
  bearerToken: string;
  bearerTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
}

export type SessionState = 'logged-out' | 'logged-in';

/** Next local midnight: when the validity flag expires. */
export function nextMidnight(now: Date): Date {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight;
}

/** Where logout and unauthenticated visitors go: the configured sign-on page or /admin/login. */
export function signOnUrl({ ssoUrl, redirect, noToken }: { ssoUrl?: string | null; redirect?: string | null; noToken?: boolean }): string {
  const base = !noToken && ssoUrl ? ssoUrl : '/admin/login';
  if (!redirect) return base;
  const url = new URL(base, 'http://placeholder.invalid');
  url.searchParams.set('redirect', redirect);
  return base.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

export function createCmsSession(effects: SessionEffects & { ssoUrl?: string | null }) {
  const now = () => effects.now?.() ?? new Date();
  const { cookies, transport } = effects;

  function store(answer: LoginAnswer) {
    const refreshExpires = new Date(answer.refreshTokenExpiration);
    cookies.write(CMS_TOKEN_COOKIE, answer.bearerToken, { expires: refreshExpires });
    cookies.write(CMS_TOKEN_EXPIRES_COOKIE, answer.bearerTokenExpiration, { expires: refreshExpires });
    cookies.write(CMS_REFRESH_TOKEN_COOKIE, answer.refreshToken, { expires: refreshExpires });
    cookies.write(CMS_TOKEN_VALID_COOKIE, '1', { expires: nextMidnight(now()) });
  }

  function clear() {
    for (const name of [CMS_TOKEN_COOKIE, CMS_TOKEN_EXPIRES_COOKIE, CMS_REFRESH_TOKEN_COOKIE, CMS_TOKEN_VALID_COOKIE]) cookies.remove(name);
    effects.clearStoredState?.();
  }

  const state = (): SessionState => (cookies.read(CMS_TOKEN_COOKIE) ? 'logged-in' : 'logged-out');

  function tokenExpired(): boolean {
    const expires = Date.parse(cookies.read(CMS_TOKEN_EXPIRES_COOKIE) ?? '');
    return Number.isNaN(expires) || expires <= now().getTime();
  }

  /** recaptchaToken: only when the server asked for the human check (HUMAN_CHECK_REQUIRED). */
  async function login(username: string, password: string, { recaptchaToken }: { recaptchaToken?: string | null } = {}): Promise<void> {
    const variables = recaptchaToken ? { username, password, recaptchaToken } : { username, password };
    const data = await transport.mutation<{ loginCmsUser: LoginAnswer }>('loginCmsUser', variables);
    store(data.loginCmsUser);
  }

  /** Logout: the server revokes the session (failure ignored), stored state goes, sign-on page. */
  async function logout({ redirect }: { redirect?: string | null } = {}): Promise<void> {
    try {
      if (cookies.read(CMS_TOKEN_COOKIE)) await transport.mutation('logoutCmsUser', {});
    } catch {
      // Logging out must always succeed locally.
    }
    clear();
    effects.navigate(signOnUrl({ ssoUrl: effects.ssoUrl, redirect }));
  }

  /** Refresh by a call; a failure logs out and reloads. Returns whether the session survived. */
  async function refresh(): Promise<boolean> {
    const refreshToken = cookies.read(CMS_REFRESH_TOKEN_COOKIE);
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const data = await transport.mutation<{ refreshTokenCmsUser: LoginAnswer }>('refreshTokenCmsUser', { refreshToken });
      store(data.refreshTokenCmsUser);
      return true;
    } catch {
      clear();
      effects.reload();
      return false;
    }
  }

  /**
   * At application start: nothing to do when logged out; refresh an expired token; otherwise, once
   * the validity flag is gone (after midnight), validate the token and refresh it when invalid.
   */
  async function start(): Promise<SessionState> {
    if (state() === 'logged-out') return 'logged-out';
    if (tokenExpired()) return (await refresh()) ? 'logged-in' : 'logged-out';
    if (cookies.read(CMS_TOKEN_VALID_COOKIE)) return 'logged-in';
    try {
      const data = await transport.query<{ validateCMSUserBearerToken: { valid: boolean } }>('validateCMSUserBearerToken', {});
      if (data.validateCMSUserBearerToken.valid) {
        cookies.write(CMS_TOKEN_VALID_COOKIE, '1', { expires: nextMidnight(now()) });
        return 'logged-in';
      }
    } catch {
      // A failed validation counts as invalid: try the refresh token.
    }
    return (await refresh()) ? 'logged-in' : 'logged-out';
  }

  /** Before a call: an expired token is refreshed first. */
  async function ensureFreshToken(): Promise<boolean> {
    if (state() === 'logged-out') return false;
    return tokenExpired() ? refresh() : true;
  }

  return { state, login, logout, refresh, start, ensureFreshToken };
}

export type CmsSession = ReturnType<typeof createCmsSession>;
