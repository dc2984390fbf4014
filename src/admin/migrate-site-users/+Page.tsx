import { AdminPage } from '../shell/AdminPage.js';
import { ImportScreen } from './ImportScreen.js';

/**
 * /admin/migrate-site-users — import site users from a CSV file (manage_site_users;
 * docs/site-user-import.md). ?id=12 opens one import at its step.
 */
export default function Page() {
  return (
    <AdminPage title="Import site users" permissions={['manage_site_users']}>
      <ImportScreen />
    </AdminPage>
  );
}
