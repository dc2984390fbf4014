import { AdminPage } from '../shell/AdminPage.js';
import { ContentList } from './ContentList.js';
import { CreateContentMenu } from './CreateContentMenu.js';

/** /admin/content — the site's content in every status (manage_content or bulk_update_content). */
export default function Page() {
  return (
    <AdminPage title="Content" permissions={['manage_content', 'bulk_update_content']} actions={<CreateContentMenu />}>
      <ContentList />
    </AdminPage>
  );
}
