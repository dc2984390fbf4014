import { usePageContext } from 'vike-react/usePageContext';
import { errorScreenText, isAdminPath } from '../shared/errorScreen.js';
import '../site/site.css';

/**
 * The error screen of spec 002 §2: '404 - Page Not Found' for 404 (or no error), otherwise
 * '{statusCode} - {message}'. Public paths get a 'Return to Home' link; admin paths none.
 */
export default function Page() {
  const pageContext = usePageContext();
  const statusCode = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const admin = isAdminPath(pageContext.urlPathname);
  return (
    <main className="error-screen">
      {admin ? <p>Error</p> : null}
      <h1>{errorScreenText({ statusCode, message: reason })}</h1>
      {admin ? null : <a href="/">Return to Home</a>}
    </main>
  );
}
