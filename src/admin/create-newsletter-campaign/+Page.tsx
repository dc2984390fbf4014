import { CampaignEditor } from '../newsletter-campaigns/CampaignEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-newsletter-campaign — a new campaign, an issue of a template (manage_newsletter_campaigns). */
export default function Page() {
  return (
    <AdminPage title="Create newsletter campaign" permissions={['manage_newsletter_campaigns']}>
      <CampaignEditor mode="create" />
    </AdminPage>
  );
}
