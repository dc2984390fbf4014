import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { toSubmitError } from '../forms/submitError.js';

/**
 * Spec 000 §8 / 001 §8 "Site settings load failure: error thrown carrying the server message".
 * The settings screens throw such an error while rendering (settingsLoadError); this boundary
 * shows its message with a way to try again, instead of the whole admin error screen.
 */
export function settingsLoadError(error: unknown): Error {
  return new Error(toSubmitError(error).message);
}

interface Props {
  title: string;
  /** Loads again; the boundary shows the screen once it succeeded. */
  onRetry: () => Promise<unknown>;
  children: ReactNode;
}

export class SettingsLoadBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="red" title={this.props.title} data-testid="settings-load-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => {
              this.props.onRetry().then(
                () => this.setState({ error: null }),
                (retryError: unknown) => this.setState({ error: settingsLoadError(retryError) }),
              );
            }}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
}
