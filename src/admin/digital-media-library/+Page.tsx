import { ASSET_READ_PERMISSIONS } from '../../shared/assets.js';
import { MediaLibraryScreen } from '../media/MediaLibraryScreen.js';
import { AdminPage } from '../shell/AdminPage.js';

/**
 * /admin/digital-media-library — images and files of the site. manage_assets edits; users who
 * only pick from the library (content, site settings, persons) see it read-only.
 */
export default function Page() {
  return (
    <AdminPage title="Digital Media Library" permissions={ASSET_READ_PERMISSIONS}>
      <MediaLibraryScreen />
    </AdminPage>
  );
}
