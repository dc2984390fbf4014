import { AdminPage } from '../shell/AdminPage.js';
import { AddIssueAction, IssuesScreen } from './IssuesScreen.js';

/** /admin/magazine-issues/ — magazine issues (manage_magazine_issues); ?action=add opens the add form. */
export default function Page() {
  return (
    <AdminPage title="Magazine issues" permissions={['manage_magazine_issues']} actions={<AddIssueAction />}>
      <IssuesScreen />
    </AdminPage>
  );
}
