import { AdminPage } from '../shell/AdminPage.js';
import { ContractsList, CreateContractAction } from './ContractsList.js';

/** /admin/contracts — the site's contracts with contributors (manage_contracts). */
export default function Page() {
  return (
    <AdminPage title="Contracts" permissions={['manage_contracts']} actions={<CreateContractAction />}>
      <ContractsList />
    </AdminPage>
  );
}
