import type { PageContext } from 'vike/types';

/**
 * The catch-all of the public site (000 §2.1 "/{anything}: content page", and "/" itself): every
 * path not taken by another route is resolved by alias in +data. Lowest precedence, so /search,
 * /print/content/{id} and the admin's routes win; /admin paths never reach it (their 404 is the
 * admin's).
 */
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  return { match: true, precedence: -10 };
}
