import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';
import { SITE_LICENSE_COMPANY_COOKIE, SITE_USER_SIMULATING_COOKIE, SITE_USER_TOKEN_COOKIE, SITE_USER_TOKEN_MAX_AGE_SECONDS } from '../../client/sessionCookies.js';
import type { Transport } from '../../client/transport.js';
import type { GetActiveSiteUserWithNewslettersQuery } from '../../gql/graphql.js';
import { clearRegistrationMarkers } from './registrationMarkers.js';
import { SITE_USER_CLASS } from './session.js';
import { siteTransport } from './siteTransport.js';

/**
 * The reader's session in the browser (002 §4 "Site user session"): the site_user_token cookie
 * (30 days, path /, SameSite=Lax, Secure on https) marks a logged-in reader, and what the header
 * and the favourite buttons need of the user is kept in localStorage for 24 hours (002 §9 "Site
 * user info cached locally 24 hours", "user info cache version v1.2"), tied to the token, so a page
 * view costs no call. Without a cached copy, getActiveSiteUserWithNewsletters answers; a null answer
 * (token revoked, expired, outage) logs the reader out here too (002 §8 "a failed token … validation
 * logs the user out") — otherwise a dead cookie would keep every page out of the page cache.
 */

export type SiteUserInfo = NonNullable<GetActiveSiteUserWithNewslettersQuery['getActiveSiteUserWithNewsletters']>;

/** What the pages' scripts need of the user. */
export interface SiteUserSummary {
  id: number;
  /** First and last name, else the username (e-mail). */
  name: string;
  username: string;
  hasPaid: boolean;
  missingMemberships: number[];
  favorites: number[];
}

type InfoFields = Pick<SiteUserInfo, 'id' | 'username' | 'firstName' | 'lastName' | 'hasPaid' | 'missingMemberships'> & { favoriteContent: ReadonlyArray<{ id: number }> };

export function summaryOf(info: InfoFields): SiteUserSummary {
  const name = [info.firstName, info.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return {
    id: info.id,
    name: name || info.username,
    username: info.username,
    hasPaid: info.hasPaid,
    missingMemberships: [...info.missingMemberships],
    favorites: info.favoriteContent.map((favorite) => favorite.id),
  };
}

export const USER_INFO_STORAGE_KEY = 'site_user_info';
export const USER_INFO_CACHE_VERSION = 'v1.2';
export const USER_INFO_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredInfo {
  version: string;
  /** Fingerprint of the token the info belongs to: another login never sees it. */
  token: string;
  savedAt: number;
  user: SiteUserSummary;
}

/** FNV-1a of the token: enough to tell tokens apart without keeping the token itself twice. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface SiteUserLoginAnswer {
  token: string;
  userInfo: InfoFields;
}

export interface SiteUserSession {
  token(): string | null;
  /** The logged-in reader, or null (no cookie, or the server no longer knows the token). One call per page however many parts ask. */
  current(): Promise<SiteUserSummary | null>;
  /** Keeps a fresh copy of the user (after a mutation answered with it). */
  remember(info: InfoFields): SiteUserSummary;
  /** After login, registration or a password reset: the cookie, the cached user, no registration markers. */
  start(login: SiteUserLoginAnswer): SiteUserSummary;
  /** Logged out: the cookie and the cached user are gone. */
  end(): void;
  /** Drops the cached user (it changed elsewhere): the next page asks the server. */
  invalidate(): void;
}

export interface SessionEnv {
  transport?: () => Transport;
  storage?: () => Storage | null;
  now?: () => number;
  doc?: Document;
}

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off; the session then works without the cached copy.
    return null;
  }
};

export function createSiteUserSession(env: SessionEnv = {}): SiteUserSession {
  const transport = env.transport ?? siteTransport;
  const storage = env.storage ?? browserStorage;
  const now = env.now ?? Date.now;
  const doc = env.doc ?? document;
  let pending: { token: string; answer: Promise<SiteUserSummary | null> } | null = null;

  const token = () => readCookie(SITE_USER_TOKEN_COOKIE);

  function read(current: string): SiteUserSummary | null {
    try {
      const raw = storage()?.getItem(USER_INFO_STORAGE_KEY);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<StoredInfo>;
      const fresh = typeof stored.savedAt === 'number' && now() - stored.savedAt < USER_INFO_TTL_MS && stored.savedAt <= now();
      if (stored.version !== USER_INFO_CACHE_VERSION || stored.token !== tokenFingerprint(current) || !fresh || !stored.user) return null;
      return stored.user;
    } catch {
      return null;
    }
  }

  function write(user: SiteUserSummary): void {
    const current = token();
    if (!current) return;
    const stored: StoredInfo = { version: USER_INFO_CACHE_VERSION, token: tokenFingerprint(current), savedAt: now(), user };
    try {
      storage()?.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // A full or disabled storage only costs a call on the next page.
    }
  }

  function forget(): void {
    try {
      storage()?.removeItem(USER_INFO_STORAGE_KEY);
    } catch {
      // nothing kept
    }
  }

  const session: SiteUserSession = {
    token,
    current() {
      const current = token();
      if (!current) {
        forget();
        return Promise.resolve(null);
      }
      const cached = read(current);
      if (cached) return Promise.resolve(cached);
      if (pending && pending.token === current) return pending.answer;
      const answer = transport()
        .query<GetActiveSiteUserWithNewslettersQuery>('getActiveSiteUserWithNewsletters', { useCache: true })
        .then((data) => {
          const info = data.getActiveSiteUserWithNewsletters;
          if (!info) {
            session.end();
            return null;
          }
          return session.remember(info);
        });
      pending = { token: current, answer };
      // A failed call (network) is not a logout: the next page asks again.
      answer.catch(() => {
        if (pending?.answer === answer) pending = null;
      });
      return answer;
    },
    remember(info) {
      const user = summaryOf(info);
      write(user);
      return user;
    },
    start(login) {
      writeCookie(SITE_USER_TOKEN_COOKIE, login.token, { maxAge: SITE_USER_TOKEN_MAX_AGE_SECONDS, sameSite: 'Lax' });
      clearRegistrationMarkers();
      pending = null;
      doc.documentElement.classList.add(SITE_USER_CLASS);
      return session.remember(login.userInfo);
    },
    invalidate() {
      forget();
      pending = null;
    },
    end() {
      // 002 §4: logging out clears the tokens, the cached information, the licence company and the simulation flag.
      deleteCookie(SITE_USER_TOKEN_COOKIE);
      deleteCookie(SITE_USER_SIMULATING_COOKIE);
      deleteCookie(SITE_LICENSE_COMPANY_COOKIE);
      forget();
      pending = null;
      doc.documentElement.classList.remove(SITE_USER_CLASS);
    },
  };
  return session;
}

let shared: SiteUserSession | null = null;

/** The page's one session (the header, the favourite buttons and the forms share its answer). */
export function siteUserSession(): SiteUserSession {
  shared ??= createSiteUserSession();
  return shared;
}
