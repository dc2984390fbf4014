import { AdminPage } from '../shell/AdminPage.js';
import { ModulesForm } from './ModulesForm.js';

/** /admin/edit-enabled-modules — module switches of the current site (manage_modules). */
export default function Page() {
  return (
    <AdminPage title="Enabled modules" permissions={['manage_modules']}>
      <ModulesForm />
    </AdminPage>
  );
}
