import { NewsletterAdEditor } from '../newsletter-ads/NewsletterAdEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-newsletter-ad — a new newsletter ad (manage_newsletter_ads). */
export default function Page() {
  return (
    <AdminPage title="Create newsletter ad" permissions={['manage_newsletter_ads']}>
      <NewsletterAdEditor mode="create" />
    </AdminPage>
  );
}
