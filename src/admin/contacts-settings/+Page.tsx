import { ContactsSettingsScreen } from '../settings/ContactsSettingsScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/contacts-settings — contact groups (view_site_settings reads, manage_site_settings saves). */
export default function Page() {
  return (
    <AdminPage title="Contacts settings" permissions={['view_site_settings', 'manage_site_settings']}>
      <ContactsSettingsScreen />
    </AdminPage>
  );
}
