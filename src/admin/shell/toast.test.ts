// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (data: unknown) => show(data) } }));

const { showToast } = await import('./toast.js');

describe('showToast', () => {
  beforeEach(() => show.mockClear());

  it('auto-closes after 5000 ms, coloured by kind', () => {
    showToast({ kind: 'success', title: 'Saved', message: 'All good' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved', message: 'All good', autoClose: 5000, color: 'green' }));
    showToast({ kind: 'error', message: 'Nope' });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'red', role: 'alert' }));
  });

  it('shows plain messages as text, never as markup', () => {
    showToast({ kind: 'info', message: '<b>not bold</b>' });
    expect(show.mock.calls[0]?.[0].message).toBe('<b>not bold</b>');
  });

  it('sanitises HTML messages', () => {
    showToast({ kind: 'info', message: '<p>Hi <strong>there</strong><script>x()</script><a href="javascript:x">y</a></p>', html: true });
    const message = show.mock.calls[0]?.[0].message as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>;
    expect(isValidElement(message)).toBe(true);
    expect(message.props.dangerouslySetInnerHTML.__html).toBe('<p>Hi <strong>there</strong>y</p>');
  });
});
