import { AdminPage } from '../shell/AdminPage.js';
import { AddSectionAction, SectionTreeScreen } from './SectionTreeScreen.js';

/** /admin/website-sections — the section tree (view_site_sections or manage_site_sections). */
export default function Page() {
  return (
    <AdminPage title="Website sections" permissions={['view_site_sections', 'manage_site_sections']} actions={<AddSectionAction />}>
      <SectionTreeScreen />
    </AdminPage>
  );
}
