import { Alert, Anchor } from '@mantine/core';
import { useAdminSession } from '../shell/session.js';

/**
 * The magazine screens work whatever the module says (the data stays), but the public site shows
 * magazine pages and blocks only while the magazine module is on (001 §3 "Modules"): say so.
 */
export function MagazineModuleNotice() {
  const { modules, can } = useAdminSession();
  if (modules?.magazine !== false) return null;
  return (
    <Alert color="yellow" title="The magazine module is off on this site">
      Readers see no magazine pages or blocks until it is switched on
      {can('manage_modules') ? (
        <>
          {' '}
          in <Anchor href="/admin/edit-enabled-modules">Enabled modules</Anchor>
        </>
      ) : null}
      .
    </Alert>
  );
}
