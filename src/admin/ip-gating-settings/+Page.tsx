import { AdminPage } from '../shell/AdminPage.js';
import { CompaniesList, CreateCompanyAction } from './CompaniesList.js';
import { IpGatingGate } from './IpGatingGate.js';

/** /admin/ip-gating-settings — the site's site-licence companies (manage_ip_gating; the IP gating flag). */
export default function Page() {
  return (
    <AdminPage title="IP Gating" permissions={['manage_ip_gating']} actions={<CreateCompanyAction />}>
      <IpGatingGate>
        <CompaniesList />
      </IpGatingGate>
    </AdminPage>
  );
}
