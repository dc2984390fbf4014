import { CompanyEditor } from '../ip-gating-settings/CompanyEditor.js';
import { IpGatingGate } from '../ip-gating-settings/IpGatingGate.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/create-ip-gating — a new site-licence company (manage_ip_gating; the IP gating flag). */
export default function Page() {
  return (
    <AdminPage title="Create IP Gating" permissions={['manage_ip_gating']}>
      <IpGatingGate>
        <CompanyEditor mode="create" />
      </IpGatingGate>
    </AdminPage>
  );
}
