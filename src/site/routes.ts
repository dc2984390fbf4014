/**
 * The public pages that have a route of their own (their +route.ts). Every other path, but the
 * admin's, belongs to the catch-all (src/site/page): its +route.ts and the direct renderer of
 * production (src/server/http/sitePages.ts) both ask `isCatchAllPath`, so they always agree.
 * A new public page adds its route here (routes.test.ts checks every +route.ts is listed).
 */
export const SITE_PAGE_ROUTES = [
  '/search',
  '/print/content/@id',
  // The site-user pages (002 §2; src/site/account, src/site/membership, docs/site-users.md).
  '/account',
  '/account/login',
  '/account/registration',
  '/account/reset-password',
  '/account/change-email',
  '/membership/choose',
  '/membership/signup/@membershipAlias',
  // The double opt-in link of a newsletter sign-up (src/site/newsletter-confirm, docs/newsletters.md).
  '/newsletter-confirm',
  // A company's link for proposing changes to its profile (src/site/company-update, docs/company-updates.md).
  '/company-update/@hash',
  // The contributor's link of a contract (000 §2.1 /contract/{id}; src/site/contract, docs/contracts.md).
  '/contract/@id',
] as const;

const patterns = SITE_PAGE_ROUTES.map(
  (route) => new RegExp(`^${route.split('/').map((segment) => (segment.startsWith('@') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`),
);

export function isCatchAllPath(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  return !patterns.some((pattern) => pattern.test(pathname));
}
