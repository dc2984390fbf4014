import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { PublicAdminPage } from '../shell/PublicAdminPage.js';
import { useCmsSession } from '../shell/session.js';
import { safeRedirectTarget } from '../login/redirectTarget.js';

/**
 * /admin/logout: session.logout() revokes the session on the server, clears the stored state and
 * leaves for the sign-on page (spec 000 §4). An optional `redirect` (a same-site admin path) is
 * handed on to the sign-on page so a "sign in as someone else" link can come back.
 */
export default function Page() {
  return (
    <PublicAdminPage title="Signing out">
      <SignOut />
    </PublicAdminPage>
  );
}

function SignOut() {
  const session = useCmsSession();
  const { urlParsed } = usePageContext();
  const asked = urlParsed.search.redirect;
  const redirect = asked ? safeRedirectTarget(asked) : null;
  // Effects run twice in development (StrictMode); the server call must run once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.logout({ redirect });
  }, [session, redirect]);

  return (
    <Stack align="center" gap="sm" py="md" role="status">
      <Loader size="md" />
      <Text>Signing out…</Text>
    </Stack>
  );
}
