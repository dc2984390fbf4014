import { AdminPage } from '../shell/AdminPage.js';
import { HistoryList } from './HistoryList.js';

/** /admin/history — who changed what and when (view_history); ?entityType=&entityId= preselects one record. */
export default function Page() {
  return (
    <AdminPage title="History" permissions={['view_history']}>
      <HistoryList />
    </AdminPage>
  );
}
