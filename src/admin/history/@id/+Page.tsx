import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminPage } from '../../shell/AdminPage.js';
import { HistoryDetail } from '../HistoryDetail.js';

/** /admin/history/{id} — one change with a field-by-field diff (view_history); content can be restored from here. */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Change details" permissions={['view_history']}>
      {Number.isInteger(id) && id > 0 ? (
        <HistoryDetail id={id} />
      ) : (
        <Alert color="red" title="This change cannot be opened">
          There is no history entry at this address. <Anchor href="/admin/history">Back to history</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
