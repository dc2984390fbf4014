import { MembershipSettingsScreen } from '../settings/MembershipSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/membership-settings — membership settings (manage_memberships saves; site-settings viewers read). */
export default function Page() {
  return (
    <AdminPage title="Membership settings" permissions={['manage_memberships', 'view_site_settings', 'manage_site_settings']}>
      <MembershipSettingsScreen />
    </AdminPage>
  );
}
