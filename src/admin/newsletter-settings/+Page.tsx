import { NewsletterSettingsScreen } from '../settings/NewsletterSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/newsletter-settings — newsletter settings (manage_newsletter_settings saves; site-settings viewers read). */
export default function Page() {
  return (
    <AdminPage title="Newsletter settings" permissions={['manage_newsletter_settings', 'view_site_settings', 'manage_site_settings']}>
      <NewsletterSettingsScreen />
    </AdminPage>
  );
}
