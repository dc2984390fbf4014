import { usePageContext } from 'vike-react/usePageContext';
import { AdminErrorScreen } from '../admin/shell/AdminErrorScreen.js';
import { MESSAGES } from '../shared/messages.js';
import { errorScreenText, isAdminPath, isCrawler } from '../shared/errorScreen.js';
import '../site/site.css';

/**
 * The error screen of spec 002 §2: '404 - Page Not Found' for 404 (or no error), otherwise
 * '{statusCode} - {message}'. Public paths get the public frame and a 'Return to Home' link; admin
 * paths (or a message naming the admin pages path) the admin frame titled 'Error', without a home
 * link. Crawlers get the error logged and no error page: only the bare text.
 */
export default function Page() {
  const pageContext = usePageContext();
  const statusCode = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const text = errorScreenText({ statusCode, message: reason });
  const userAgent = typeof navigator === 'undefined' ? pageContext.headers?.['user-agent'] : navigator.userAgent;

  if (isCrawler(userAgent)) {
    if (typeof window === 'undefined') console.warn(`[error screen] ${text} for ${pageContext.urlPathname} (crawler: ${userAgent})`);
    return <p>{text}</p>;
  }
  if (isAdminPath(pageContext.urlPathname, reason)) return <AdminErrorScreen text={text} />;
  return (
    <main className="error-screen">
      <h1>{text}</h1>
      <a href="/">{MESSAGES.returnToHome}</a>
    </main>
  );
}
