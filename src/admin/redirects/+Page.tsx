import { AdminPage } from '../shell/AdminPage.js';
import { CreateRedirectAction, RedirectsList } from './RedirectsList.js';

/** /admin/redirects — the site's redirects (manage_redirects). */
export default function Page() {
  return (
    <AdminPage title="Redirects" permissions={['manage_redirects']} actions={<CreateRedirectAction />}>
      <RedirectsList />
    </AdminPage>
  );
}
