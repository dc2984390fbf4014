import { MembershipEditor } from '../memberships/MembershipEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-membership — a new membership (manage_memberships). */
export default function Page() {
  return (
    <AdminPage title="Create membership" permissions={['manage_memberships']}>
      <MembershipEditor mode="create" />
    </AdminPage>
  );
}
