import { AdminPage } from '../shell/AdminPage.js';
import { CreateMembershipAction, MembershipsList } from './MembershipsList.js';

/** /admin/memberships — the site's memberships (manage_memberships). */
export default function Page() {
  return (
    <AdminPage title="Memberships" permissions={['manage_memberships']} actions={<CreateMembershipAction />}>
      <MembershipsList />
    </AdminPage>
  );
}
