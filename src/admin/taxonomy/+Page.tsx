import { AdminPage } from '../shell/AdminPage.js';
import { TaxonomyScreen } from './TaxonomyScreen.js';

/** /admin/taxonomy — terms of types Bin, Tag, Location, Organization and Person (manage_taxonomy). */
export default function Page() {
  return (
    <AdminPage title="Taxonomy" permissions={['manage_taxonomy']}>
      <TaxonomyScreen />
    </AdminPage>
  );
}
