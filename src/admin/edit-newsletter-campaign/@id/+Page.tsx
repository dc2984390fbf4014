import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { CampaignEditor } from '../../newsletter-campaigns/CampaignEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/**
 * /admin/edit-newsletter-campaign/{id} — the same screen as create-newsletter-campaign, in edit
 * mode, with the preview, the test send, scheduling, sending and the progress of a send.
 */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit newsletter campaign" permissions={['manage_newsletter_campaigns']}>
      {Number.isInteger(id) && id > 0 ? <CampaignEditor mode="edit" id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This newsletter campaign cannot be opened">
      There is no newsletter campaign at this address. <Anchor href="/admin/newsletter-campaigns">Back to newsletter campaigns</Anchor>
    </Alert>
  );
}
