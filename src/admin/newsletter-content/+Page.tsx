import { AdminPage } from '../shell/AdminPage.js';
import { NEWSLETTER_CONTENT_PERMISSIONS } from './issuePlan.js';
import { NewsletterContentScreen } from './NewsletterContentScreen.js';

/** /admin/newsletter-content — content scheduled to newsletter issues (newsletter campaign or template permissions). */
export default function Page() {
  return (
    <AdminPage title="Newsletter content" permissions={NEWSLETTER_CONTENT_PERMISSIONS}>
      <NewsletterContentScreen />
    </AdminPage>
  );
}
