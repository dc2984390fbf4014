import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toSubmitError } from './submitError.js';

/**
 * No lost updates (rule 8): a save from a stale version answers CONFLICT. Edit screens run their
 * save through `guard`, which turns a CONFLICT into an alert with a Reload button (the other
 * editor's version replaces the form) and rethrows every other failure for the form to show.
 */
export function useConflict(onReload: (() => Promise<unknown>) | null) {
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  async function guard<T>(save: () => Promise<T>): Promise<T | undefined> {
    setConflict(null);
    try {
      return await save();
    } catch (error) {
      const failure = toSubmitError(error);
      if (failure.code !== 'CONFLICT') throw failure;
      setConflict(failure.message);
      return undefined;
    }
  }

  async function reload() {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
      setConflict(null);
    } finally {
      setReloading(false);
    }
  }

  return { conflict, reloading, reload, guard };
}

export type ConflictState = ReturnType<typeof useConflict>;

/** The orange alert of a refused stale save, with the server's message and Reload. */
export function ConflictAlert({ title, state }: { title: string; state: ConflictState }) {
  if (!state.conflict) return null;
  return (
    <Alert color="orange" title={title} data-testid="conflict">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{state.conflict}</Text>
        <Button size="xs" variant="white" color="orange" onClick={() => void state.reload()} loading={state.reloading}>
          Reload
        </Button>
      </Stack>
    </Alert>
  );
}
