import { AdminPage } from '../shell/AdminPage.js';
import { AddPublicationAction, PublicationsScreen } from './PublicationsScreen.js';

/** /admin/magazine-publications/ — magazine publications (manage_magazine_publications); ?action=add opens the add form. */
export default function Page() {
  return (
    <AdminPage title="Magazine publications" permissions={['manage_magazine_publications']} actions={<AddPublicationAction />}>
      <PublicationsScreen />
    </AdminPage>
  );
}
