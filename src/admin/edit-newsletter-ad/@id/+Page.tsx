import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { NewsletterAdEditor } from '../../newsletter-ads/NewsletterAdEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-newsletter-ad/{id} — the same screen as create-newsletter-ad, in edit mode. */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit newsletter ad" permissions={['manage_newsletter_ads']}>
      {Number.isInteger(id) && id > 0 ? <NewsletterAdEditor mode="edit" id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This newsletter ad cannot be opened">
      There is no newsletter ad at this address. <Anchor href="/admin/newsletter-ads">Back to newsletter ads</Anchor>
    </Alert>
  );
}
