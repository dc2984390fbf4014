// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncSelect, type AsyncSelectCommonProps } from './AsyncSelect';
import { AsyncSelectField } from './AsyncSelectField';
import { Form } from './Form';
import type { SelectOption } from './selectOption';
import { renderWithMantine } from './testing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type HarnessProps = Omit<AsyncSelectCommonProps, 'label'> & { initial?: string | null; onValue?: (value: string | null) => void };

function Single({ initial = null, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AsyncSelect
      label="Company"
      debounceMs={20}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function Multiple(props: Omit<AsyncSelectCommonProps, 'label'> & { onValue: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  const { onValue, ...rest } = props;
  return (
    <AsyncSelect
      label="Tags"
      debounceMs={20}
      {...rest}
      multiple
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: /Company/ });

describe('AsyncSelect search states', () => {
  it('shows init, short, loading, then the results, and selects an option', async () => {
    const user = userEvent.setup();
    const answer = deferred<SelectOption[]>();
    const loadOptions = vi.fn(() => answer.promise);
    const onValue = vi.fn();
    renderWithMantine(<Single loadOptions={loadOptions} onValue={onValue} />);

    await user.click(input());
    expect(screen.getByText('Start typing to search.')).toBeTruthy();

    await user.type(input(), 'a');
    expect(screen.getByText('Search phrase must be longer')).toBeTruthy();
    expect(loadOptions).not.toHaveBeenCalled();

    await user.type(input(), 'c');
    expect(screen.getByText('Loading results...')).toBeTruthy();
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('ac'));
    expect(screen.getByText('Loading results...')).toBeTruthy();

    answer.resolve([
      { value: '1', label: 'Acme' },
      { value: '2', label: 'Acorn' },
    ]);
    expect(await screen.findByRole('option', { name: /Acorn/ })).toBeTruthy();
    expect(screen.queryByText('Loading results...')).toBeNull();

    await user.click(screen.getByRole('option', { name: /Acorn/ }));
    expect(onValue).toHaveBeenCalledWith('2');
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('Acorn'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("says 'No results found for \"{search}\".' when a phrase finds nothing", async () => {
    const user = userEvent.setup();
    renderWithMantine(<Single loadOptions={() => Promise.resolve([])} />);
    await user.type(input(), 'zzz');
    expect(await screen.findByText('No results found for "zzz".')).toBeTruthy();
  });

  it("says 'No items found.' for an empty list loaded on open, with Create New when adding is allowed", async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(() => Promise.resolve([]));
    const onCreate = vi.fn((phrase: string) => ({ value: 'new', label: phrase || 'Untitled' }));
    const onValue = vi.fn();
    renderWithMantine(<Single loadOptions={loadOptions} searchOnOpen allowCreate onCreate={onCreate} onValue={onValue} />);
    await user.click(input());
    expect(await screen.findByText('No items found.')).toBeTruthy();
    expect(loadOptions).toHaveBeenCalledWith('');
    await user.click(screen.getByRole('option', { name: /Create New/ }));
    expect(onCreate).toHaveBeenCalledWith('');
    expect(onValue).toHaveBeenCalledWith('new');
  });

  it('creates and selects a new item from the phrase', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn((phrase: string) => Promise.resolve({ value: 'c9', label: phrase }));
    const onValue = vi.fn();
    renderWithMantine(<Single loadOptions={() => Promise.resolve([{ value: '1', label: 'Acme' }])} allowCreate onCreate={onCreate} onValue={onValue} />);
    await user.type(input(), 'Acme Labs');
    const create = await screen.findByRole('option', { name: /Create New/ });
    expect(create.textContent).toContain('Acme Labs');
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith('Acme Labs');
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('c9'));
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('Acme Labs'));
  });

  it('offers no Create New when adding is not allowed', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Single loadOptions={() => Promise.resolve([])} onCreate={() => ({ value: 'x', label: 'x' })} />);
    await user.type(input(), 'zzz');
    await screen.findByText('No results found for "zzz".');
    expect(screen.queryByText('Create New')).toBeNull();
  });

  it('ignores a stale response that arrives after a newer one', async () => {
    const user = userEvent.setup();
    const answers = new Map<string, ReturnType<typeof deferred<SelectOption[]>>>();
    const loadOptions = vi.fn((phrase: string) => {
      const answer = deferred<SelectOption[]>();
      answers.set(phrase, answer);
      return answer.promise;
    });
    renderWithMantine(<Single loadOptions={loadOptions} />);
    await user.type(input(), 'ab');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('ab'));
    await user.type(input(), 'c');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('abc'));

    answers.get('abc')?.resolve([{ value: '3', label: 'Abc Corp' }]);
    expect(await screen.findByRole('option', { name: /Abc Corp/ })).toBeTruthy();
    answers.get('ab')?.resolve([{ value: '1', label: 'Ab Stale' }]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Ab Stale')).toBeNull();
    expect(screen.getByRole('option', { name: /Abc Corp/ })).toBeTruthy();
  });

  it('shows option counts with thousand separators', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Single loadOptions={() => Promise.resolve([{ value: '1', label: 'News', count: 12345 }])} />);
    await user.type(input(), 'ne');
    expect(await screen.findByText('12,345')).toBeTruthy();
  });

  it('shows an error toast when loading fails and lets the user retry', async () => {
    const user = userEvent.setup();
    const loadOptions = vi
      .fn<(phrase: string) => Promise<SelectOption[]>>()
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValue([{ value: '1', label: 'Acme' }]);
    renderWithMantine(<Single loadOptions={loadOptions} />);
    await user.type(input(), 'ac');
    expect(await screen.findByText('Could not load options')).toBeTruthy();
    expect(screen.getByText('Network down')).toBeTruthy();
    expect(screen.getByText('Start typing to search.')).toBeTruthy();

    await user.type(input(), 'm');
    expect(await screen.findByRole('option', { name: /Acme/ })).toBeTruthy();
  });

  it('waits the default 500 ms before loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const loadOptions = vi.fn(() => Promise.resolve([]));
    renderWithMantine(<Single loadOptions={loadOptions} debounceMs={undefined} />);
    await user.type(input(), 'acme');
    await vi.advanceTimersByTimeAsync(400);
    expect(loadOptions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('acme');
  });
});

describe('AsyncSelect values', () => {
  it('shows the label of the chosen value before any search', () => {
    renderWithMantine(<Single loadOptions={vi.fn()} initial="7" initialOptions={[{ value: '7', label: 'Seven Media' }]} />);
    expect((input() as HTMLInputElement).value).toBe('Seven Media');
  });

  it('uses getOptionLabel when the value is not among known options', () => {
    renderWithMantine(<Single loadOptions={vi.fn()} initial="9" getOptionLabel={(value) => `Tenant ${value}`} />);
    expect((input() as HTMLInputElement).value).toBe('Tenant 9');
  });

  it('clears an optional value with the clear button', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithMantine(<Single loadOptions={vi.fn()} initial="7" initialOptions={[{ value: '7', label: 'Seven' }]} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onValue).toHaveBeenCalledWith(null);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('has no clear button when required', () => {
    renderWithMantine(
      <Form onSubmit={vi.fn()} initialValues={{ company: '7' }}>
        <AsyncSelectField name="company" label="Company" required loadOptions={vi.fn()} initialOptions={[{ value: '7', label: 'Seven' }]} />
      </Form>,
    );
    expect((input() as HTMLInputElement).value).toBe('Seven');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it("a required AsyncSelectField gives 'Field is required' when empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <AsyncSelectField name="company" label="Company" required loadOptions={vi.fn()} />
        <button type="submit">Save</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('supports multiple values as pills', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithMantine(
      <Multiple
        onValue={onValue}
        loadOptions={() =>
          Promise.resolve([
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Albion' },
          ])
        }
      />,
    );
    const field = screen.getByRole('combobox', { name: /Tags/ });
    await user.type(field, 'al');
    await user.click(await screen.findByRole('option', { name: /Alpha/ }));
    expect(onValue).toHaveBeenLastCalledWith(['a']);
    await user.click(screen.getByRole('option', { name: /Albion/ }));
    expect(onValue).toHaveBeenLastCalledWith(['a', 'b']);
    expect(screen.getByRole('option', { name: /Alpha/ }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    expect(onValue).toHaveBeenLastCalledWith(['b']);
  });
});
