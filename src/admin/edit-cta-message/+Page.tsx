import { CtaMessageScreen } from '../settings/CtaMessageScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/** /admin/edit-cta-message — header call-to-action message (001 §2). */
export default function Page() {
  return (
    <AdminPage title="Header CTA message" permissions={['manage_header_cta', 'view_site_settings', 'manage_site_settings']}>
      <CtaMessageScreen />
    </AdminPage>
  );
}
