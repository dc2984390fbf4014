import { AdminPage } from '../shell/AdminPage.js';
import { NewsScreen } from './NewsScreen.js';

/** /admin/aspire-news — platform news: everyone reads, managers (manage_modules) write. */
export default function Page() {
  return (
    <AdminPage title="Aspire news">
      <NewsScreen />
    </AdminPage>
  );
}
