import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { MembershipEditor } from '../../memberships/MembershipEditor.js';
import { AdminPage } from '../../shell/AdminPage.js';

/** /admin/edit-membership/{id} — the same screen as create-membership, in edit mode (as cms users do). */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Edit membership" permissions={['manage_memberships']}>
      {Number.isInteger(id) && id > 0 ? <MembershipEditor mode="edit" id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This membership cannot be opened">
      There is no membership at this address. <Anchor href="/admin/memberships">Back to memberships</Anchor>
    </Alert>
  );
}
