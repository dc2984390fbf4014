import { AdminPage } from '../shell/AdminPage.js';
import { SiteUsersList } from './SiteUsersList.js';

/** /admin/site-users — the site's readers (manage_site_users); a row opens /admin/site-users/{id}. */
export default function Page() {
  return (
    <AdminPage title="Site users" permissions={['manage_site_users']}>
      <SiteUsersList />
    </AdminPage>
  );
}
