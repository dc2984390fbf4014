import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** The question ('Delete redirect?'). */
  title: ReactNode;
  /** What will happen, as a sentence (wrapped in small text). */
  message: ReactNode;
  /** The red button ('Delete', 'Delete redirect'). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action is running: the confirm button spins. */
  loading: boolean;
  /** Why the last attempt failed, shown above the buttons (e.g. 'This asset is used by 3 content items…'). */
  error?: string | null;
  errorTitle?: string;
  /** Cancel; onClose unless given. */
  onCancel?: () => void;
  centered?: boolean;
}

/** The confirmation of a destructive action: what happens, the last failure if any, Cancel and a red confirm. */
export function ConfirmModal({ opened, onClose, title, message, confirmLabel, onConfirm, loading, error, errorTitle, onCancel, centered }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {error ? (
          <Alert color="red" title={errorTitle} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel ?? onClose}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
