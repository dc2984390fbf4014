// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { UploadError, type UploadOptions } from '../shell/upload.js';
import type { UploadedImport } from './upload.js';
import { UploadStep } from './UploadStep.js';

afterEach(cleanup);

const ANSWER: UploadedImport = { id: 12, version: 1, fileName: 'readers.csv', columns: ['email'], sampleRows: [['ada@example.com']], rowCount: 1, mapping: [{ field: 'email', column: 0 }] };

const csv = (text = 'email\nada@example.com\n', name = 'readers.csv') => new File([text], name, { type: 'text/csv' });

/** Chooses a file the way the browser's file input does. */
async function choose(file: File) {
  const input = screen.getByTestId('import-dropzone').querySelector('input[type=file]') as HTMLInputElement;
  expect(input.getAttribute('accept')).toContain('.csv');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('UploadStep', () => {
  it('sends the file with a progress bar and hands on what the server stored', async () => {
    let finish: (value: UploadedImport) => void = () => undefined;
    const upload = vi.fn((_file: File, options?: UploadOptions) => {
      options?.onProgress?.(0.4);
      return new Promise<UploadedImport>((resolve) => (finish = resolve));
    });
    const onUploaded = vi.fn();
    renderWithMantine(<UploadStep onUploaded={onUploaded} upload={upload} />);
    expect(screen.getByText(/up to 50 MB and 200,000 rows/)).toBeTruthy();
    await choose(csv());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading readers.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    finish(ANSWER);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(ANSWER));
    expect(upload.mock.calls[0]?.[0].name).toBe('readers.csv');
  });

  it("shows the server's refusal as it is", async () => {
    const upload = vi.fn(() => Promise.reject(new UploadError('The file has no rows after the header.', 400, 'BAD_FILE')));
    const onUploaded = vi.fn();
    renderWithMantine(<UploadStep onUploaded={onUploaded} upload={upload} />);
    await choose(csv('email\n'));
    const alert = await screen.findByTestId('import-upload-error');
    expect(alert.textContent).toContain('The file was not accepted');
    expect(alert.textContent).toContain('The file has no rows after the header.');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit, or not CSV, before sending a byte', async () => {
    const upload = vi.fn(() => Promise.resolve(ANSWER));
    renderWithMantine(<UploadStep onUploaded={vi.fn()} upload={upload} />);
    const big = csv();
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await choose(big);
    expect((await screen.findByTestId('import-upload-error')).textContent).toContain('readers.csv is larger than 50 MB.');
    await choose(new File(['%PDF'], 'readers.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('import-upload-error').textContent).toContain('readers.pdf is not a CSV file.'));
    expect(upload).not.toHaveBeenCalled();
  });
});
