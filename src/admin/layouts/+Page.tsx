import { AdminPage } from '../shell/AdminPage.js';
import { LayoutsList } from './LayoutsList.js';
import { AddAction } from '../shell/AddAction.js';

/** /admin/layouts — the layouts of the site (view_site_layouts or manage_site_layouts). */
export default function Page() {
  return (
    <AdminPage title="Layouts" permissions={['view_site_layouts', 'manage_site_layouts']} actions={<AddAction href="/admin/create-web-layout" label="Add layout" permission="manage_site_layouts" />}>
      <LayoutsList />
    </AdminPage>
  );
}
