import { ContractEditor } from '../contracts/ContractEditor.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-contract — a new contract (manage_contracts). */
export default function Page() {
  return (
    <AdminPage title="Create contract" permissions={['manage_contracts']}>
      <ContractEditor mode="create" />
    </AdminPage>
  );
}
