import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { ContractEditor } from '../../contracts/ContractEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/contract/{id} — one contract: edited while Draft or Sent, read-only once Approved (manage_contracts). */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = /^\d{1,9}$/.test(routeParams.id ?? '') ? Number(routeParams.id) : null;
  return (
    <AdminPage title="Contract" permissions={['manage_contracts']}>
      {id !== null && id > 0 ? (
        <ContractEditor mode="edit" id={id} />
      ) : (
        <Alert color="red" title="This contract cannot be opened">
          There is no contract at this address. <Anchor href="/admin/contracts">Back to contracts</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
