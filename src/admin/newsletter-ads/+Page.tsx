import { AdminPage } from '../shell/AdminPage.js';
import { CreateNewsletterAdAction, NewsletterAdsList } from './NewsletterAdsList.js';

/** /admin/newsletter-ads — the site's newsletter ads (manage_newsletter_ads). */
export default function Page() {
  return (
    <AdminPage title="Newsletter ads" permissions={['manage_newsletter_ads']} actions={<CreateNewsletterAdAction />}>
      <NewsletterAdsList />
    </AdminPage>
  );
}
