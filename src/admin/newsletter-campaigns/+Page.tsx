import { AdminPage } from '../shell/AdminPage.js';
import { CampaignsList, CreateCampaignAction } from './CampaignsList.js';

/** /admin/newsletter-campaigns — the site's newsletter campaigns (manage_newsletter_campaigns). */
export default function Page() {
  return (
    <AdminPage title="Newsletter campaigns" permissions={['manage_newsletter_campaigns']} actions={<CreateCampaignAction />}>
      <CampaignsList />
    </AdminPage>
  );
}
