// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Loaded } from './Loaded.js';
import { renderWithMantine } from './testing.js';

const view = (data: { name: string } | undefined, loading: boolean, error?: unknown) =>
  renderWithMantine(
    <Loaded data={data} loading={loading} error={error} errorTitle="This thing cannot be opened">
      {(loaded) => <p>{loaded.name}</p>}
    </Loaded>,
  );

describe('Loaded', () => {
  afterEach(cleanup);

  it('shows the failure under its title when nothing was loaded', () => {
    view(undefined, false, new Error('Not found'));
    expect(screen.getByText('This thing cannot be opened')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('spins until the first answer and renders nothing without data afterwards', () => {
    const loading = view(undefined, true);
    expect(loading.container.querySelector('.mantine-Loader-root')).not.toBeNull();
    cleanup();
    const settled = view(undefined, false);
    expect(settled.container.querySelector('.mantine-Loader-root')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps showing loaded data while a refetch fails', () => {
    view({ name: 'Ada' }, true, new Error('Network down'));
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Network down')).toBeNull();
  });
});
