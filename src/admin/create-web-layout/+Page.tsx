import { LayoutEditor } from '../layouts/LayoutEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-web-layout — a new layout (manage_site_layouts). */
export default function Page() {
  return (
    <AdminPage title="Create layout" permissions={['manage_site_layouts']}>
      <LayoutEditor mode="create" />
    </AdminPage>
  );
}
