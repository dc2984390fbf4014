import { AdminPage } from '../shell/AdminPage.js';
import { CompanyUpdatesScreen, NewLinkAction } from './CompanyUpdatesScreen.js';

/** /admin/company-updates — the companies' proposed profile changes and their links (manage_content; docs/company-updates.md). */
export default function Page() {
  return (
    <AdminPage title="Company updates" permissions={['manage_content']} actions={<NewLinkAction />}>
      <CompanyUpdatesScreen />
    </AdminPage>
  );
}
