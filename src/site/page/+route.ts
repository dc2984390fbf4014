import type { PageContext } from 'vike/types';
import { isCatchAllPath } from '../routes.js';

/**
 * The catch-all of the public site (000 §2.1 "/{anything}: content page", and "/" itself): every
 * path not taken by another route is resolved by alias in +data. Lowest precedence, so /search,
 * /print/content/{id} and the admin's routes win; /admin paths never reach it (their 404 is the
 * admin's), and neither do the other pages' paths (routes.ts).
 */
export default function route(pageContext: PageContext) {
  if (!isCatchAllPath(pageContext.urlPathname)) return false;
  return { match: true, precedence: -10 };
}
