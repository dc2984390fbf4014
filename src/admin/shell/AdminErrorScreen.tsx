// The error screen on admin paths (spec 002 §2 "Error screen"): shown in the admin layout, titled
// 'Error', with the error text and no home link. The error page (src/_error) is HTML-only, so its
// +client.ts draws this in the browser on admin paths only (adminErrorClient.tsx, a chunk of its
// own): it has no admin +Layout, so it brings its own Mantine provider, styles and toast outlet,
// and the public 404 downloads none of it.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './shell.css';
import { MantineProvider, Text, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { usePageContext } from 'vike-react/usePageContext';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { AdminFrame } from './AdminFrame.js';
import { AdminSessionProvider } from './session.js';
import { ShellEffects } from './ShellEffects.js';
import { adminTheme } from './theme.js';

export function AdminErrorScreen({ text }: { text: string }) {
  const { urlPathname } = usePageContext();
  return (
    <>
      <MantineProvider theme={adminTheme}>
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" zIndex={1000} />
        <ShellEffects />
        {/* No redirect to sign-on: a mistyped address should say so, logged in or not. */}
        <AdminSessionProvider requireUser={false}>
          {(state) => (
            <AdminFrame title={MESSAGES.errorScreenAdminTitle} state={state} requireUser={false}>
              <div style={{ maxWidth: 640, padding: '48px 0' }} data-testid="admin-error">
                <Title order={2} size="h2" mb="sm">
                  {text}
                </Title>
                <Text c="dimmed">
                  There is nothing at <code>{urlPathname}</code>. Use the menu above or press Ctrl + K to find the screen you were looking for.
                </Text>
              </div>
            </AdminFrame>
          )}
        </AdminSessionProvider>
      </MantineProvider>
    </>
  );
}
