import { AdminPage } from '../shell/AdminPage.js';
import { BulkUpdateScreen } from './BulkUpdateScreen.js';

/** /admin/bulk-update-content — one change applied to many content items, recorded in history and undoable (bulk_update_content). */
export default function Page() {
  return (
    <AdminPage title="Bulk Update Content" permissions={['bulk_update_content']}>
      <BulkUpdateScreen />
    </AdminPage>
  );
}
