import { Config } from 'vike-react/Config';
import { MESSAGES } from '../shared/messages.js';
import { ADMIN_ERROR_ROOT } from './adminErrorRoot.js';
import { useErrorData } from './useErrorData.js';

/**
 * The error screen of spec 002 §2: '404 - Page Not Found' for 404 (or no error), otherwise
 * '{statusCode} - {message}'.
 * - Public paths: inside the normal page layout (+Layout.tsx) with 'Return to Home' to '/'.
 *   HTML only, like every public page: the browser gets the site's small script, no React.
 * - Admin paths: the admin frame titled 'Error', without a home link. It needs the admin's React
 *   and Mantine, which only admin paths should download: the server sends the title and the text,
 *   and +client.ts loads the admin frame into this element (adminErrorClient.tsx).
 * - Crawlers: the error is logged (+data.ts) and no page is rendered; the status stays.
 */
export default function Page() {
  const { view, admin, shell } = useErrorData();
  if (view.kind === 'crawler') return null;
  if (view.kind === 'admin') {
    return (
      <>
        <Config title={`${MESSAGES.errorScreenAdminTitle} | Admin`} />
        <div
          id={ADMIN_ERROR_ROOT.id}
          {...{ [ADMIN_ERROR_ROOT.textAttribute]: view.text, [ADMIN_ERROR_ROOT.ssoUrlAttribute]: admin?.ssoUrl ?? '', [ADMIN_ERROR_ROOT.appVersionAttribute]: admin?.appVersion ?? '' }}
        >
          <h1>{MESSAGES.errorScreenAdminTitle}</h1>
          <h2>{view.text}</h2>
        </div>
      </>
    );
  }
  return (
    <>
      <Config title={shell?.siteName ? `${view.text} | ${shell.siteName}` : view.text} />
      <div className="error-screen">
        <h1>{view.text}</h1>
        <a href="/">{MESSAGES.returnToHome}</a>
      </div>
    </>
  );
}
