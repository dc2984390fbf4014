import { AdminPage } from '../shell/AdminPage.js';
import { PrintExports } from './PrintExports.js';

/** /admin/print-exports — an issue's content as a ZIP for InDesign (manage_print_export; docs/print-exports.md). */
export default function Page() {
  return (
    <AdminPage title="Print exports" permissions={['manage_print_export']}>
      <PrintExports />
    </AdminPage>
  );
}
