import { AdminPage } from '../shell/AdminPage.js';
import { TaxonomyExport } from './TaxonomyExport.js';

/** /admin/taxonomy-export — the site's taxonomy terms as a CSV file (manage_print_export; docs/exports.md). */
export default function Page() {
  return (
    <AdminPage title="Taxonomy export" permissions={['manage_print_export']}>
      <TaxonomyExport />
    </AdminPage>
  );
}
