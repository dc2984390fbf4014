import { AdminPage } from '../shell/AdminPage.js';
import { RmiReport } from './RmiReport.js';

/** /admin/rmi-report — the leads of the site's inquiry and contact forms (view_common_reports, or manage_print_export of the Exports menu). */
export default function Page() {
  return (
    <AdminPage title="RMI report" permissions={['view_common_reports', 'manage_print_export']}>
      <RmiReport />
    </AdminPage>
  );
}
