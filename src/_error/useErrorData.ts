import { usePageContext } from 'vike-react/usePageContext';
import type { ErrorData } from './+data.js';
import { errorRequestOf, errorViewOf } from './errorView.js';

/**
 * The error page's data. Vike still renders the error page when its own data hook fails (it logs
 * that error): then the screen is worked out here from the page context, without the shell.
 */
export function useErrorData(): ErrorData {
  const pageContext = usePageContext();
  const data = pageContext.data as ErrorData | undefined;
  if (data?.view) return data;
  const view = errorViewOf(errorRequestOf(pageContext));
  return { view, admin: view.kind === 'admin' ? { ssoUrl: pageContext.ssoUrl, appVersion: pageContext.appVersion } : null };
}
