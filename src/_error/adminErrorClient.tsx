import { createRoot } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { AdminErrorScreen } from '../admin/shell/AdminErrorScreen.js';
import { ADMIN_ERROR_ROOT } from './adminErrorRoot.js';

/** The page-context fields the admin frame reads (usePageContext in AdminErrorScreen, Toolbar, session, ShellEffects). */
type AdminFramePageContext = Pick<PageContext, 'urlPathname' | 'ssoUrl' | 'appVersion'>;

/**
 * Draws the admin error screen (admin frame titled 'Error', toolbar, session) into the element the
 * HTML-only error page rendered. Vike did not render this page in the browser, so the frame gets
 * the few page-context fields it reads from the element's attributes.
 */
export function mountAdminErrorScreen(element: HTMLElement): void {
  const text = element.getAttribute(ADMIN_ERROR_ROOT.textAttribute) ?? '';
  const pageContext: AdminFramePageContext = {
    urlPathname: window.location.pathname,
    ssoUrl: element.getAttribute(ADMIN_ERROR_ROOT.ssoUrlAttribute) || null,
    appVersion: element.getAttribute(ADMIN_ERROR_ROOT.appVersionAttribute) ?? '',
  };
  createRoot(element).render(
    // The provider is typed for a whole page context; the admin frame reads only the fields above.
    <VikeReactProviderPageContext pageContext={pageContext as PageContext}>
      <AdminErrorScreen text={text} />
    </VikeReactProviderPageContext>,
  );
}
