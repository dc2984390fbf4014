import { AdminPage } from '../shell/AdminPage.js';
import { CmsUsersList } from './CmsUsersList.js';
import { AddAction } from '../shell/AddAction.js';

/** /admin/cms-users — the CMS users the logged-in manager may manage (manage_users). */
export default function Page() {
  return (
    <AdminPage title="CMS users" permissions={['manage_users']} actions={<AddAction href="/admin/create-cms-user" label="Add user" permission="manage_users" />}>
      <CmsUsersList />
    </AdminPage>
  );
}
