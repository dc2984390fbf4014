import { Alert, Group, Loader } from '@mantine/core';
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

export interface LoadedProps<D> {
  /** The query's data: once there, it is rendered even if a refetch failed or is running. */
  data: D | undefined;
  loading: boolean;
  /** A failure before any data, shown as a red alert under errorTitle ('This person cannot be opened'). */
  error?: unknown;
  errorTitle?: string;
  children: (data: D) => ReactNode;
}

/**
 * The load states of a screen or drawer built on one query: the error alert when nothing could be
 * loaded, a centred spinner until the first answer, then `children` with the data.
 */
export function Loaded<D>({ data, loading, error, errorTitle, children }: LoadedProps<D>) {
  if (error && data === undefined) {
    return (
      <Alert color="red" title={errorTitle}>
        {toSubmitError(error).message}
      </Alert>
    );
  }
  if (data === undefined) return loading ? <CenteredLoader /> : null;
  return <>{children(data)}</>;
}
