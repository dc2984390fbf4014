// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Form as FinalForm } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextValue, RichTextField } from './RichTextField.js';
import { renderWithMantine } from './testing.js';

afterEach(cleanup);

function renderField(body: string, readOnly = false) {
  renderWithMantine(
    <FinalForm initialValues={{ body }} onSubmit={() => undefined} render={() => <RichTextField name="body" label="Body" readOnly={readOnly} />} />,
  );
}

describe('RichTextField', () => {
  it('treats an empty editor as a blank value', () => {
    expect(richTextValue('<p></p>')).toBe('');
    expect(richTextValue('<p></p><p> </p>')).toBe('');
    expect(richTextValue('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('shows the stored HTML in a labelled textbox with the formatting toolbar', async () => {
    renderField('<h2>Title</h2><p>Some <strong>bold</strong> text</p>');
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box.innerHTML).toContain('<strong>bold</strong>'));
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
  });

  it('is not editable and has no toolbar when read-only', async () => {
    renderField('<p>Fixed</p>', true);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('false'));
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
  });
});
