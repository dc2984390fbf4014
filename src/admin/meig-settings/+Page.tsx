import { MeigSettingsScreen } from '../settings/MeigSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/meig-settings — industry guide (view_site_settings reads, manage_site_settings saves). */
export default function Page() {
  return (
    <AdminPage title="MEIG settings" permissions={['view_site_settings', 'manage_site_settings']}>
      <MeigSettingsScreen />
    </AdminPage>
  );
}
