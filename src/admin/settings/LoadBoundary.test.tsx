// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../forms/testing.js';
import { SettingsLoadBoundary } from './LoadBoundary.js';
import { SettingsLoader } from './SettingsDocumentForm.js';

/** 000 §8: "Site settings load failure: error thrown carrying the server message". */
describe('settings load failure', () => {
  it('throws an error carrying the server message, shown by the boundary with Try again', async () => {
    const serverError = { message: 'You do not have permission to do this (needs view_site_settings or manage_site_settings).', code: 'FORBIDDEN' };
    const onRetry = vi.fn(async () => undefined);
    // React logs caught render errors; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithMantine(
      <SettingsLoadBoundary title="The site settings could not be loaded" onRetry={onRetry}>
        <SettingsLoader data={undefined} error={serverError} loading={false}>
          {() => <p>loaded</p>}
        </SettingsLoader>
      </SettingsLoadBoundary>,
    );
    expect(screen.getByTestId('settings-load-error').textContent).toContain(serverError.message);
    expect(screen.getByText('The site settings could not be loaded')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('renders the document once loaded', () => {
    renderWithMantine(
      <SettingsLoadBoundary title="x" onRetry={async () => undefined}>
        <SettingsLoader data={{ payload: {}, version: 1 }} error={undefined} loading={false}>
          {(doc) => <p>version {doc.version}</p>}
        </SettingsLoader>
      </SettingsLoadBoundary>,
    );
    expect(screen.getByText('version 1')).toBeTruthy();
  });
});
