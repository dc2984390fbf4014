import { CmsUserEditor } from '../cms-users/CmsUserEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-cms-user — a new CMS user; saving sends the invitation. */
export default function Page() {
  return (
    <AdminPage title="Add user" permissions={['manage_users']}>
      <CmsUserEditor mode="create" />
    </AdminPage>
  );
}
