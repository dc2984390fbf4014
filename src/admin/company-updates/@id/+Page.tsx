import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminPage } from '../../shell/AdminPage.js';
import { CompanyUpdateDetail } from '../CompanyUpdateDetail.js';

/** /admin/company-updates/{id} — one company update: the proposal against the company's content, accept, reject or revoke. */
export default function Page() {
  const { routeParams } = usePageContext();
  const raw = routeParams.id ?? '';
  return (
    <AdminPage title="Company update" permissions={['manage_content']}>
      {/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? (
        <CompanyUpdateDetail id={Number(raw)} />
      ) : (
        <Alert color="red" title="This company update cannot be opened">
          There is no company update at this address. <Anchor href="/admin/company-updates">Back to company updates</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
