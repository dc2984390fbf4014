import { NewsletterTemplateEditor } from '../newsletter-templates/NewsletterTemplateEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-newsletter-template — a new newsletter template (manage_newsletter_templates). */
export default function Page() {
  return (
    <AdminPage title="Create newsletter template" permissions={['manage_newsletter_templates']}>
      <NewsletterTemplateEditor mode="create" />
    </AdminPage>
  );
}
