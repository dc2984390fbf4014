import type { PageContextServer } from 'vike/types';
import { loadShell } from '../site/shell/loadShell.js';
import type { SiteShellPageData } from '../site/shell/types.js';
import { errorRequestOf, errorViewOf, type ErrorView } from './errorView.js';

/** What the error page renders; the shell only on the public screen, and only when it could be loaded. */
export type ErrorData = { view: ErrorView; admin: { ssoUrl: string | null; appVersion: string } | null } & Partial<SiteShellPageData>;

/**
 * The error page's data (https://vike.dev/error-page): the screen to show and, on the public site,
 * the normal page layout's shell. An error page must always render, so a shell that cannot be
 * loaded (database down, unknown site) leaves the bare frame rather than failing again.
 */
export async function data(pageContext: PageContextServer): Promise<ErrorData> {
  const view = errorViewOf(errorRequestOf(pageContext));
  if (view.kind === 'crawler') {
    // 002 §2: "For crawler user agents … errors are logged and no error page is rendered."
    console.warn(`[error screen] ${view.text} for ${pageContext.urlPathname} (crawler: ${pageContext.headers?.['user-agent'] ?? ''})`);
    return { view, admin: null };
  }
  // The admin frame is drawn in the browser (see +client.ts); it needs what the admin pages get from passToClient.
  if (view.kind === 'admin') return { view, admin: { ssoUrl: pageContext.ssoUrl, appVersion: pageContext.appVersion } };

  const preview = pageContext.urlParsed.search['preview-mode'] === 'true';
  const shell = await loadShell(pageContext.graphql, { path: pageContext.urlPathname, preview }).catch((error: unknown) => {
    console.warn('[error screen] the page layout could not be loaded:', error);
    return null;
  });
  if (!shell) return { view, admin: null };
  return { view, admin: null, shell, chrome: { hideHeader: false, hideFooter: false, toolbar: [], preview } };
}
