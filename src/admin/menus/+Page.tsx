import { AdminPage } from '../shell/AdminPage.js';
import { MenusScreen } from './MenusScreen.js';

/** /admin/menus — the site's menus, one tab per location (manage_menus). */
export default function Page() {
  return (
    <AdminPage title="Menus" permissions={['manage_menus']}>
      <MenusScreen />
    </AdminPage>
  );
}
