// Test helpers for the form kit's component tests (not part of the kit's public API).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders inside MantineProvider with env="test" (no transitions or portals delays) and the
 * Notifications host, so toasts can be asserted.
 */
export function renderWithMantine(ui: ReactElement) {
  return render(
    <MantineProvider env="test">
      <Notifications />
      {ui}
    </MantineProvider>,
  );
}
