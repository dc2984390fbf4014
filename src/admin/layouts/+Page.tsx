import { AdminPage } from '../shell/AdminPage.js';
import { AddLayoutAction, LayoutsList } from './LayoutsList.js';

/** /admin/layouts — the layouts of the site (view_site_layouts or manage_site_layouts). */
export default function Page() {
  return (
    <AdminPage title="Layouts" permissions={['view_site_layouts', 'manage_site_layouts']} actions={<AddLayoutAction />}>
      <LayoutsList />
    </AdminPage>
  );
}
