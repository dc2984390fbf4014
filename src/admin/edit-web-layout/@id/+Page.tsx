import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { LayoutEditor } from '../../layouts/LayoutEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-web-layout/{id} — the create screen in edit mode; read-only for view_site_layouts. */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit layout" permissions={['view_site_layouts', 'manage_site_layouts']}>
      {Number.isInteger(id) && id > 0 ? (
        <LayoutEditor mode="edit" id={id} />
      ) : (
        <Alert color="red" title="This layout cannot be opened">
          There is no layout at this address. <Anchor href="/admin/layouts">Back to layouts</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
