import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { contentTypeByEditKey, isContentType } from '../../../shared/contentTypes.js';
import { ContentEditor } from '../../content/ContentEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/create-content/{editKey} — e.g. article, media-gallery, press-release (000 §3.1). */
export default function Page() {
  const { routeParams } = usePageContext();
  const key = routeParams.type ?? '';
  const info = contentTypeByEditKey(key);
  const type = info && isContentType(info.value) ? info.value : null;
  return (
    <AdminPage title={info ? `New ${info.label}` : 'New content'} permissions={['manage_content']}>
      {type ? (
        <ContentEditor mode="create" type={type} />
      ) : (
        <Alert color="red" title="Unknown content type">
          There is no content type “{key}”. Choose one from the Create menu. <Anchor href="/admin/content">Back to content</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
