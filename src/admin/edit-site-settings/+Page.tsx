import { AdminPage } from '../shell/AdminPage.js';
import { SiteSettingsScreen } from '../settings/site/SiteSettingsScreen.js';

/** /admin/edit-site-settings — site settings, classic design (001 §2): one long form of collapsible groups. */
export default function Page() {
  return (
    <AdminPage title="Site settings" permissions={['view_site_settings', 'manage_site_settings']}>
      <SiteSettingsScreen layout={{ kind: 'classic' }} />
    </AdminPage>
  );
}
