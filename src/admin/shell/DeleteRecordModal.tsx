import type { ReactNode } from 'react';
import { ConfirmModal } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from './toast.js';

/**
 * The confirmation of a list's delete button: the record's name in the title and the message,
 * a toast for the outcome, the list reloaded after a delete. On a refusal (the server says why,
 * e.g. "site users hold it") the modal closes and the toast shows the server's words.
 */
export function DeleteRecordModal<T>({
  record,
  noun,
  nameOf,
  message,
  remove,
  loading,
  onClose,
  onDeleted,
}: {
  /** The record to delete; null: the modal is closed. */
  record: T | null;
  /** 'membership', 'company', … as the title and the toasts say it. */
  noun: string;
  /** How the success toast names it ('Gold', 'from /old-path'). */
  nameOf: (record: T) => string;
  message: (record: T) => ReactNode;
  remove: (record: T) => Promise<unknown>;
  loading: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  async function confirm() {
    if (!record) return;
    try {
      await remove(record);
      showToast({ kind: 'success', message: `The ${noun} ${nameOf(record)} was deleted.` });
      await onDeleted();
    } catch (error) {
      onClose();
      showToast({ kind: 'error', title: `The ${noun} was not deleted`, message: toSubmitError(error).message });
    }
  }
  return (
    <ConfirmModal
      opened={record !== null}
      onClose={onClose}
      title={`Delete ${noun}?`}
      centered
      message={record ? message(record) : null}
      confirmLabel={`Delete ${noun}`}
      onConfirm={() => void confirm()}
      loading={loading}
    />
  );
}
