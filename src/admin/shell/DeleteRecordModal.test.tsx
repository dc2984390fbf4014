// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { DeleteRecordModal } from './DeleteRecordModal.js';

const gold = { id: 7, title: 'Gold' };

afterEach(cleanup);

function open(remove: () => Promise<unknown>) {
  const onClose = vi.fn();
  const onDeleted = vi.fn(async () => undefined);
  renderWithMantine(
    <DeleteRecordModal
      record={gold}
      noun="membership"
      nameOf={(m) => m.title}
      message={(m) => <>Delete {m.title} for good.</>}
      remove={remove}
      loading={false}
      onClose={onClose}
      onDeleted={onDeleted}
    />,
  );
  return { onClose, onDeleted };
}

describe('DeleteRecordModal', () => {
  it('names the record, deletes it on confirmation and says so', async () => {
    const remove = vi.fn(async () => ({}));
    const { onDeleted, onClose } = open(remove);
    expect(screen.getByText('Delete membership?')).toBeTruthy();
    expect(screen.getByText('Delete Gold for good.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete membership' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith(gold);
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('The membership Gold was deleted.')).toBeTruthy();
  });

  it('closes and shows the server’s words when the delete is refused', async () => {
    const { onDeleted, onClose } = open(async () => {
      throw new Error('Site users hold it.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete membership' }));
    expect(await screen.findByText('The membership was not deleted')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
