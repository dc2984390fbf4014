import type { PageContext } from 'vike/types';
import { redirect } from 'vike/abort';
import { parseCookieHeader } from '../client/cookies.js';
import { CMS_REFRESH_TOKEN_COOKIE, CMS_TOKEN_COOKIE } from '../client/sessionCookies.js';
import { entryRedirect } from './access.js';

/**
 * Entry rules for every admin page, on the server (first load) and in the browser (client-side
 * navigation). A token or refresh token cookie lets the visitor in; whether it is still valid is
 * settled by the client session (validate or refresh, spec 000 §4) and enforced by every operation.
 */
export function guard(pageContext: PageContext): void {
  const cookieHeader =
    typeof document === 'undefined' ? (pageContext.headers?.cookie ?? null) : document.cookie;
  const cookies = parseCookieHeader(cookieHeader);
  const target = entryRedirect({
    pathname: pageContext.urlParsed.pathname,
    search: pageContext.urlParsed.searchOriginal ?? '',
    hasToken: Boolean(cookies[CMS_TOKEN_COOKIE] || cookies[CMS_REFRESH_TOKEN_COOKIE]),
    ssoUrl: pageContext.ssoUrl ?? null,
  });
  if (target) throw redirect(target as `/${string}`);
}
