import { PodcastsSettingsScreen } from '../settings/PodcastsSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/podcasts-settings — podcasts (view_site_settings reads, manage_site_settings saves). */
export default function Page() {
  return (
    <AdminPage title="Podcasts settings" permissions={['view_site_settings', 'manage_site_settings']}>
      <PodcastsSettingsScreen />
    </AdminPage>
  );
}
