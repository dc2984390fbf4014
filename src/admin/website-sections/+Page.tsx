import { AdminPage } from '../shell/AdminPage.js';
import { SectionTreeScreen } from './SectionTreeScreen.js';
import { AddAction } from '../shell/AddAction.js';

/** /admin/website-sections — the section tree (view_site_sections or manage_site_sections). */
export default function Page() {
  return (
    <AdminPage title="Website sections" permissions={['view_site_sections', 'manage_site_sections']} actions={<AddAction href="/admin/create-website-section" label="Add section" permission="manage_site_sections" />}>
      <SectionTreeScreen />
    </AdminPage>
  );
}
