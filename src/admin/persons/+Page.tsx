import { AdminPage } from '../shell/AdminPage.js';
import { AddPersonAction, PersonsScreen } from './PersonsScreen.js';

/** /admin/persons — authors and contract contributors (manage_content or manage_contracts). */
export default function Page() {
  return (
    <AdminPage title="Persons" permissions={['manage_content', 'manage_contracts']} actions={<AddPersonAction />}>
      <PersonsScreen />
    </AdminPage>
  );
}
