import { AdminPage } from '../shell/AdminPage.js';
import { ProfileForm } from './ProfileForm.js';

/** /admin/user — the logged-in user's profile (spec 001 §3 "CMS user": Profile). */
export default function Page() {
  return (
    <AdminPage title="My profile">
      <ProfileForm />
    </AdminPage>
  );
}
