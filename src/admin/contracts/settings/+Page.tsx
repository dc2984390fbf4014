import { AdminPage } from '../../shell/AdminPage.js';
import { ContractSettingsScreen } from '../ContractSettingsScreen.js';

/** /admin/contracts/settings — the terms template and the defaults of new contracts (manage_contracts). */
export default function Page() {
  return (
    <AdminPage title="Contract settings" permissions={['manage_contracts']}>
      <ContractSettingsScreen />
    </AdminPage>
  );
}
