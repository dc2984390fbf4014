import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { CONTENT_ID_PATTERN } from '../../../shared/constants.js';
import { ContentEditor } from '../../content/ContentEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/**
 * /admin/edit-content/{id} — the same screen as create-content, in edit mode. Any CMS user of the
 * site may open it (read-only without manage_content); the public site links here (002 §2).
 */
export default function Page() {
  const { routeParams } = usePageContext();
  const raw = routeParams.id ?? '';
  return (
    <AdminPage title="Edit content">
      {CONTENT_ID_PATTERN.test(raw) ? (
        <ContentEditor mode="edit" id={Number(raw)} />
      ) : (
        <Alert color="red" title="This item cannot be opened">
          Content ids have exactly 8 digits. <Anchor href="/admin/content">Back to content</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
