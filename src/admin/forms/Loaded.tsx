import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toSubmitError } from './submitError.js';

/** The spinner a screen or drawer shows while its record loads. */
export function CenteredLoader() {
  return (
    <Group justify="center" py="xl">
      <Loader />
    </Group>
  );
}

/** Where a screen whose record cannot be opened sends the user back to ('Back to layouts'). */
export interface BackLink {
  href: string;
  label: string;
}

/** The red alert of a record that could not be loaded, with the way back when there is one. */
export function OpenFailed({ title, error, back }: { title?: string; error: unknown; back?: BackLink }) {
  if (!back) {
    return (
      <Alert color="red" title={title}>
        {toSubmitError(error).message}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{toSubmitError(error).message}</Text>
        <Anchor href={back.href} size="sm">
          {back.label}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export interface LoadedProps<D> {
  /** The query's data: once there, it is rendered even if a refetch failed or is running. */
  data: D | undefined;
  loading: boolean;
  /** A failure before any data, shown as a red alert under errorTitle ('This person cannot be opened'). */
  error?: unknown;
  errorTitle?: string;
  /** A link under the failure (full screens; drawers close instead). */
  back?: BackLink;
  children: (data: D) => ReactNode;
}

/**
 * The load states of a screen or drawer built on one query: the error alert when nothing could be
 * loaded, a centred spinner until the first answer, then `children` with the data.
 */
export function Loaded<D>({ data, loading, error, errorTitle, back, children }: LoadedProps<D>) {
  if (error && data === undefined) return <OpenFailed title={errorTitle} error={error} back={back} />;
  if (data === undefined) return loading ? <CenteredLoader /> : null;
  return <>{children(data)}</>;
}
