import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { CompanyEditor } from '../../ip-gating-settings/CompanyEditor.js';
import { IpGatingGate } from '../../ip-gating-settings/IpGatingGate.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-ip-gating/{id} — the same screen as create-ip-gating, in edit mode (as memberships do). */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit IP Gating" permissions={['manage_ip_gating']}>
      <IpGatingGate>{Number.isInteger(id) && id > 0 ? <CompanyEditor mode="edit" id={id} /> : <InvalidId />}</IpGatingGate>
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This company cannot be opened">
      There is no site-licence company at this address. <Anchor href="/admin/ip-gating-settings">Back to IP gating</Anchor>
    </Alert>
  );
}
