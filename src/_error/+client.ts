// The error page's only script (it is HTML-only, see +config.ts and https://vike.dev/client).
// Public paths: the site's scripts, as on every public page (src/site/+client.ts). Admin paths: the
// admin frame, fetched only there (a separate chunk with React and Mantine).
import { initSiteScripts } from '../site/client/initSite.js';
import { ADMIN_ERROR_ROOT } from './adminErrorRoot.js';

const adminRoot = document.getElementById(ADMIN_ERROR_ROOT.id);
if (adminRoot) {
  import('./adminErrorClient.js')
    .then(({ mountAdminErrorScreen }) => mountAdminErrorScreen(adminRoot))
    .catch((error: unknown) => console.error('[error screen]', error));
} else {
  initSiteScripts();
}
