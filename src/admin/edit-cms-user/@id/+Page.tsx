import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { CmsUserEditor } from '../../cms-users/CmsUserEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-cms-user/{id} — the same screen as create-cms-user, in edit mode. */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit user" permissions={['manage_users']}>
      {Number.isInteger(id) && id > 0 ? <CmsUserEditor mode="edit" id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This user cannot be opened">
      There is no CMS user at this address. <Anchor href="/admin/cms-users">Back to CMS users</Anchor>
    </Alert>
  );
}
