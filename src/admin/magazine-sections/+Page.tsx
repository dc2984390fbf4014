import { AdminPage } from '../shell/AdminPage.js';
import { AddSectionAction, MagazineSectionsScreen } from './MagazineSectionsScreen.js';

/** /admin/magazine-sections/ — magazine sections per publication (manage_magazine_sections); ?action=add opens the add form. */
export default function Page() {
  return (
    <AdminPage title="Magazine sections" permissions={['manage_magazine_sections']} actions={<AddSectionAction />}>
      <MagazineSectionsScreen />
    </AdminPage>
  );
}
