import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { SectionEditor } from '../../website-sections/SectionEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-website-section/{id} — the create screen in edit mode; read-only for view_site_sections. */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit website section" permissions={['view_site_sections', 'manage_site_sections']}>
      {Number.isInteger(id) && id > 0 ? (
        <SectionEditor mode="edit" id={id} />
      ) : (
        <Alert color="red" title="This section cannot be opened">
          There is no section at this address. <Anchor href="/admin/website-sections">Back to website sections</Anchor>
        </Alert>
      )}
    </AdminPage>
  );
}
