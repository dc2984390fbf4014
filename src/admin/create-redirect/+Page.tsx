import { RedirectForm } from '../redirects/RedirectForm.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-redirect — a new manual redirect (manage_redirects). */
export default function Page() {
  return (
    <AdminPage title="Create redirect" permissions={['manage_redirects']}>
      <RedirectForm />
    </AdminPage>
  );
}
