// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { clearDraft, draftKey, DraftKeeper, DRAFT_DELAY_MS, readDraft, writeDraft } from './localDraft.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

const KEY = draftKey('edr', { id: 10000042 });

function Editor({ initial = { name: 'Saved name' }, version = 3 }: { initial?: { name: string }; version?: number }) {
  return (
    <Form<{ name: string }> onSubmit={() => undefined} initialValues={initial}>
      {({ form }) => (
        <form>
          <DraftKeeper storageKey={KEY} version={version} form={form} />
          <Field<string> name="name">{({ input }) => <input aria-label="Name" {...input} />}</Field>
        </form>
      )}
    </Form>
  );
}

describe('the local draft of the content editor', () => {
  it('keys drafts by site and item, or by type for a new item', () => {
    expect(draftKey('edr', { id: 10000042 })).toBe('content-draft:edr:10000042');
    expect(draftKey('fot', { type: 'Article' })).toBe('content-draft:fot:new-Article');
  });

  it('keeps unsaved changes a second after the last keystroke, and forgets them when they are undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMantine(<Editor />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Typed, not saved');
    expect(readDraft(KEY)).toBeNull();
    await act(async () => void vi.advanceTimersByTime(DRAFT_DELAY_MS + 10));
    expect(readDraft<{ name: string }>(KEY)).toMatchObject({ version: 3, values: { name: 'Typed, not saved' } });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Saved name');
    await act(async () => void vi.advanceTimersByTime(DRAFT_DELAY_MS + 10));
    expect(readDraft(KEY)).toBeNull();
  });

  it('offers a kept draft when the item opens again: Restore puts the changes back, Discard forgets them', async () => {
    const user = userEvent.setup();
    writeDraft(KEY, { savedAt: '2026-11-27T08:00:00.000Z', version: 3, values: { name: 'Typed, not saved' } });
    renderWithMantine(<Editor />);
    expect(screen.getByTestId('local-draft').textContent).toContain('This browser kept changes you made on');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Typed, not saved');
    expect(screen.queryByTestId('local-draft')).toBeNull();
    cleanup();

    writeDraft(KEY, { savedAt: '2026-11-27T08:00:00.000Z', version: 2, values: { name: 'Older changes' } });
    renderWithMantine(<Editor />);
    expect(screen.getByTestId('local-draft').textContent).toContain('the item has been saved since');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(readDraft(KEY)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Saved name');
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY)).toBeNull();
    clearDraft(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
