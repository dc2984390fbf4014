import { CACHE_BYPASS_COOKIE } from '../../admin/shell/flags.js';
import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';
import { SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';

export const SITE_USER_CLASS = 'site-user';

/**
 * html.site-user while the reader's login cookie exists: a CSS hook for what only logged-in readers
 * see (the new design shows block call-to-action buttons only to them, 002 §5).
 */
export function markSiteUser(doc: Document = document): void {
  doc.documentElement.classList.toggle(SITE_USER_CLASS, Boolean(readCookie(SITE_USER_TOKEN_COOKIE)));
}

/**
 * The admin bar's 'Bypass cache' switch (002 §6): on, the cache_bypass cookie makes the server
 * render every page fresh (the page cache skips it); off, the cookie is removed.
 */
export function initCacheBypassSwitch(doc: Document = document): void {
  const input = doc.querySelector<HTMLInputElement>('input[data-cache-bypass]');
  if (!input) return;
  input.checked = readCookie(CACHE_BYPASS_COOKIE) === 'true';
  input.addEventListener('change', () => {
    if (input.checked) writeCookie(CACHE_BYPASS_COOKIE, 'true');
    else deleteCookie(CACHE_BYPASS_COOKIE);
  });
}
