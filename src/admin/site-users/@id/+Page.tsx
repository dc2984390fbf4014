import { Alert, Anchor } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminPage } from '../../shell/AdminPage.js';
import { SiteUserScreen } from '../SiteUserScreen.js';

/**
 * /admin/site-users/{id} — one reader (manage_site_users). A page rather than a drawer, as for CMS
 * users: the record is long (profile, memberships, favourites, demographics) and worth a link.
 */
export default function Page() {
  const { routeParams } = usePageContext();
  const id = Number(routeParams.id);
  return (
    <AdminPage title="Site user" permissions={['manage_site_users']}>
      {Number.isInteger(id) && id > 0 ? <SiteUserScreen id={id} /> : <InvalidId />}
    </AdminPage>
  );
}

function InvalidId() {
  return (
    <Alert color="red" title="This site user cannot be opened">
      There is no site user at this address. <Anchor href="/admin/site-users">Back to site users</Anchor>
    </Alert>
  );
}
