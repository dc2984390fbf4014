import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { installChunkReloadGuard, startBuildCheck } from './appUpdates.js';

let installed = false;

/**
 * The application-wide watchers of spec 000 §2.3, installed once per page load (the admin +Layout
 * and the admin error screen render this): the hourly check for a newer build, and the guarded
 * reload when a piece of the application fails to load.
 */
export function ShellEffects() {
  const { appVersion } = usePageContext();
  useEffect(() => {
    if (installed) return;
    installed = true;
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Blocked storage: the guard then allows one reload per page load.
    }
    installChunkReloadGuard({ target: window, storage, reload: () => window.location.reload() });
    startBuildCheck({
      runningVersion: appVersion,
      fetch: (input, init) => window.fetch(input, init),
      setInterval: (handler, ms) => window.setInterval(handler, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      onNewBuild: () =>
        notifications.show({
          id: 'admin-new-build',
          color: 'brand',
          title: 'A new version of the admin is available',
          message: (
            <div>
              Reload to use it. Unsaved changes on this page would be lost.{' '}
              <Button size="compact-xs" variant="light" onClick={() => window.location.reload()}>
                Reload now
              </Button>
            </div>
          ),
          // An offer to act stays until it is answered or closed.
          autoClose: false,
          withBorder: true,
        }),
    });
    // Both watchers live as long as the page: a client-side navigation keeps them.
  }, [appVersion]);
  return null;
}
