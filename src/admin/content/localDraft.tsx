import { Alert, Button, Group, Text } from '@mantine/core';
import type { FormApi } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { formatLocalDateTime } from '../cms-users/format.js';

/**
 * The content editor's local draft (issue 13 item 5: "a closed tab loses nothing"): while the form
 * has unsaved changes they are kept in this browser's localStorage, a second after the last
 * keystroke; opening the item again offers them back. A save (or Discard) forgets them. Drafts are
 * per site and per item (or per type for a new item), and hold only what the editor typed.
 */
export interface LocalDraft<V> {
  savedAt: string;
  /** The item's version the changes were made on (null for a new item). */
  version: number | null;
  values: V;
}

const PREFIX = 'content-draft';
export const DRAFT_DELAY_MS = 1000;

export const draftKey = (tenantKey: string, target: { id: number } | { type: string }) =>
  `${PREFIX}:${tenantKey}:${'id' in target ? target.id : `new-${target.type}`}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (privacy mode): drafts are simply not kept.
  }
}

export function readDraft<V>(key: string): LocalDraft<V> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft<V>;
    return draft && typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, draft: LocalDraft<V>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the draft is not kept; saving still works.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Inside the editor's <Form>: keeps the unsaved changes and, when the page opens with a draft,
 * offers it back above the form.
 */
export function DraftKeeper<V extends object>({ storageKey, version, form }: { storageKey: string; version: number | null; form: FormApi<V> }) {
  const [offered, setOffered] = useState<LocalDraft<V> | null>(() => readDraft<V>(storageKey));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const restore = () => {
    if (!offered) return;
    form.batch(() => {
      for (const [name, value] of Object.entries(offered.values)) form.change(name as keyof V, value as V[keyof V]);
    });
    setOffered(null);
  };
  const discard = () => {
    clearDraft(storageKey);
    setOffered(null);
  };

  return (
    <>
      {offered ? (
        <Alert color="yellow" title="Changes that were not saved" data-testid="local-draft">
          <Text size="sm">
            This browser kept changes you made on {formatLocalDateTime(offered.savedAt)} and did not save
            {offered.version !== null && version !== null && offered.version !== version ? ' (the item has been saved since: restoring brings back your older changes)' : ''}.
          </Text>
          <Group mt="sm" gap="sm">
            <Button size="xs" onClick={restore}>
              Restore them
            </Button>
            <Button size="xs" variant="default" onClick={discard}>
              Discard
            </Button>
          </Group>
        </Alert>
      ) : null}
      <FormSpy<V>
        subscription={{ values: true, dirty: true, submitting: true }}
        onChange={({ values, dirty, submitting }) => {
          if (timer.current) clearTimeout(timer.current);
          // While a draft is on offer, nothing overwrites it until the editor restores or discards it;
          // while the form is being saved, the save decides (a success forgets the draft).
          if (offered || submitting) return;
          timer.current = setTimeout(() => {
            if (dirty) writeDraft(storageKey, { savedAt: new Date().toISOString(), version, values });
            else clearDraft(storageKey);
          }, DRAFT_DELAY_MS);
        }}
      />
    </>
  );
}
