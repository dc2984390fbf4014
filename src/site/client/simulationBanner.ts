import { readCookie } from '../../client/cookies.js';
import { SITE_USER_SIMULATING_COOKIE } from '../../client/sessionCookies.js';
import type { Transport } from '../../client/transport.js';
import { errorText } from './formKit.js';
import type { SiteUserSession } from './siteUserSession.js';

export const SIMULATION_TEXT = {
  banner: (name: string) => `You are signed in as ${name} from the admin: the site shows what this reader sees.`,
  end: 'End and return to the admin',
  endFailed: (message: string) => `Unable to end the sign-in: ${message}`,
} as const;

/**
 * While an administrator is signed in as a reader ("Sign in as this user", spec 001 §4: the
 * site_user_simulating flag beside the reader's login cookie), every page says so at its top, with
 * a button that ends it: the reader session is revoked (logoutSiteUser), the flag and the cookie
 * are gone, and the administrator goes back to the reader's admin page. Built in the browser: the
 * page's HTML stays the same for everyone (a reader's pages are never kept by the cache anyway).
 */
export async function showSimulationBanner(
  doc: Document,
  { transport, session, leave = (url) => window.location.assign(url) }: { transport: Transport; session: SiteUserSession; leave?: (url: string) => void },
): Promise<HTMLElement | null> {
  if (!readCookie(SITE_USER_SIMULATING_COOKIE) || doc.querySelector('[data-simulation-banner]')) return null;
  const user = await session.current();
  if (!user) return null;
  const banner = doc.createElement('div');
  banner.className = 'simulation-banner';
  banner.setAttribute('data-simulation-banner', '');
  banner.setAttribute('role', 'status');
  const text = doc.createElement('span');
  text.textContent = SIMULATION_TEXT.banner(user.name);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'simulation-banner__end';
  button.textContent = SIMULATION_TEXT.end;
  const error = doc.createElement('span');
  error.className = 'simulation-banner__error';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  button.addEventListener('click', () => {
    button.disabled = true;
    error.hidden = true;
    transport
      .mutation('logoutSiteUser', {})
      .then(() => {
        session.end();
        leave(`/admin/site-users/${user.id}`);
      })
      .catch((failure: unknown) => {
        button.disabled = false;
        error.textContent = SIMULATION_TEXT.endFailed(errorText(failure));
        error.hidden = false;
      });
  });
  banner.append(text, button, error);
  doc.body.prepend(banner);
  return banner;
}
