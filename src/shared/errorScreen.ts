/** Spec 002 §2 "Error screen" text: 404 (or no status) → '404 - Page Not Found', else '{statusCode} - {message}'. */
export function errorScreenText({ statusCode, message }: { statusCode?: number | null; message?: string | null }): string {
  if (!statusCode || statusCode === 404) return '404 - Page Not Found';
  return `${statusCode} - ${message || 'An error occurred'}`;
}

/** Admin paths start with /admin (spec 002 §2: or the message mentions the admin pages path). */
export function isAdminPath(pathname: string, message?: string | null): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || Boolean(message?.includes('/admin/'));
}

/** Crawlers (user agent containing bot, lighthouse, facebook or google) get no error page. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return /bot|lighthouse|facebook|google/i.test(userAgent ?? '');
}
