import { AdminPage } from '../shell/AdminPage.js';
import { AddUserAction, CmsUsersList } from './CmsUsersList.js';

/** /admin/cms-users — the CMS users the logged-in manager may manage (manage_users). */
export default function Page() {
  return (
    <AdminPage title="CMS users" permissions={['manage_users']} actions={<AddUserAction />}>
      <CmsUsersList />
    </AdminPage>
  );
}
