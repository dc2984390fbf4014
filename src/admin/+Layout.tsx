import './zodInBrowser.js';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../shared/constants.js';
import { adminTheme } from './shell/theme.js';
import { ShellEffects } from './shell/ShellEffects.js';

/**
 * The frame shared by every admin page. It stays mounted across client-side navigation, so the
 * toast outlet keeps its toasts when the URL changes (spec 000 §9) and the application watchers
 * (build check, chunk reload guard) run once.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={adminTheme}>
      {/* Toasts auto-close after 5000 ms and are not cleared on URL changes (spec 000 §9). */}
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" zIndex={1000} />
      <ShellEffects />
      {children}
    </MantineProvider>
  );
}
