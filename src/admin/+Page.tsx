import { AdminPage } from './shell/AdminPage.js';
import { AdminHome } from './shell/AdminHome.js';

/** /admin: the admin home (greeting, quick links, recent content, news). */
export default function Page() {
  return (
    <AdminPage title="Home">
      <AdminHome />
    </AdminPage>
  );
}
