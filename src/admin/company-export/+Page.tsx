import { AdminPage } from '../shell/AdminPage.js';
import { CompanyExport } from './CompanyExport.js';

/** /admin/company-export — the site's companies as a CSV file (manage_print_export; docs/exports.md). */
export default function Page() {
  return (
    <AdminPage title="Company export" permissions={['manage_print_export']}>
      <CompanyExport />
    </AdminPage>
  );
}
