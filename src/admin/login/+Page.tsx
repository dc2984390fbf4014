import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PublicAdminPage } from '../shell/PublicAdminPage.js';
import type { Data } from './+data.js';
import { LoginForm } from './LoginForm.js';
import { safeRedirectTarget } from './redirectTarget.js';

/** /admin/login?redirect=… — the CMS sign-in (spec 000 §2.2, §4, §7.3). */
export default function Page() {
  const { siteName } = useData<Data>();
  const { urlParsed } = usePageContext();
  const target = safeRedirectTarget(urlParsed.search.redirect);
  return (
    <PublicAdminPage title="Sign in">
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {siteName} administration
        </Text>
        <LoginForm target={target} />
        <Group justify="center">
          <Anchor href="/admin/user/reset-password" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
      </Stack>
    </PublicAdminPage>
  );
}
