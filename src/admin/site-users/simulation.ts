import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';
import { SITE_USER_SIMULATING_COOKIE, SITE_USER_SIMULATING_MAX_AGE_SECONDS, SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import { MESSAGES } from '../../shared/messages.js';

export interface SimulationAnswer {
  token: string;
  /** When the simulated session ends (the server gives a day: spec 001 §9). */
  expiresAt: string;
}

export interface SimulationCalls {
  /** logoutSiteUser: revokes the reader session this browser holds (sent as x-site-user). */
  logout: () => Promise<unknown>;
  /** simulateSiteUser(username). */
  simulate: (username: string) => Promise<SimulationAnswer>;
}

/**
 * "Sign in as this user" (spec 001 §4 "Simulation"): log out first — the reader session this
 * browser holds is revoked (best effort: a dead token is no reason to stop) and its cookie removed
 * along with an earlier simulating flag —, then ask for a simulated session and keep it the way the
 * public site keeps a login: the site_user_token cookie (path /, until the answer's expiresAt) and
 * the simulating flag for 1 day. The admin and the site share the host, so the site sees both.
 * A refused simulation throws the server's error; the browser is then logged out as the spec orders.
 */
export async function signInAsSiteUser(username: string, calls: SimulationCalls): Promise<SimulationAnswer> {
  if (readCookie(SITE_USER_TOKEN_COOKIE)) {
    try {
      await calls.logout();
    } catch {
      // Already expired or revoked: removing the cookie below is all that is left to do.
    }
  }
  deleteCookie(SITE_USER_TOKEN_COOKIE);
  deleteCookie(SITE_USER_SIMULATING_COOKIE);

  const answer = await calls.simulate(username);
  const expires = new Date(answer.expiresAt);
  writeCookie(SITE_USER_TOKEN_COOKIE, answer.token, { expires: Number.isNaN(expires.getTime()) ? new Date(Date.now() + SITE_USER_SIMULATING_MAX_AGE_SECONDS * 1000) : expires, sameSite: 'Lax' });
  writeCookie(SITE_USER_SIMULATING_COOKIE, '1', { maxAge: SITE_USER_SIMULATING_MAX_AGE_SECONDS, sameSite: 'Lax' });
  return answer;
}

/** 'Successfully signed into Maria Okafor' (spec 001 §4). */
export const simulatedMessage = (user: string) => MESSAGES.siteUserSimulated.replace('{user}', user);
