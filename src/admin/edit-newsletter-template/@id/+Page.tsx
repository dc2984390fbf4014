import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { NewsletterTemplateEditor } from '../../newsletter-templates/NewsletterTemplateEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/**
 * /admin/edit-newsletter-template/{id} — the same screen as create-newsletter-template, in edit
 * mode; basic editors (manage_newsletter_templates_basic) change texts, links, testers and block settings.
 */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit newsletter template" permissions={['manage_newsletter_templates', 'manage_newsletter_templates_basic']}>
      {Number.isInteger(id) && id > 0 ? <NewsletterTemplateEditor mode="edit" id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This newsletter template cannot be opened">
      There is no newsletter template at this address. <Anchor href="/admin/newsletter-templates">Back to newsletter templates</Anchor>
    </Alert>
  );
}
