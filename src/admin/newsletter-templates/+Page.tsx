import { AdminPage } from '../shell/AdminPage.js';
import { CreateTemplateAction, NewsletterTemplatesList } from './NewsletterTemplatesList.js';

/** /admin/newsletter-templates — the site's newsletter templates (manage_newsletter_templates or _basic). */
export default function Page() {
  return (
    <AdminPage title="Newsletter templates" permissions={['manage_newsletter_templates', 'manage_newsletter_templates_basic']} actions={<CreateTemplateAction />}>
      <NewsletterTemplatesList />
    </AdminPage>
  );
}
