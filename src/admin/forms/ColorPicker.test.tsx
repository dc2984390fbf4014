// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker, type ColorPickerProps } from './ColorPicker';
import { ColorPickerField } from './ColorPickerField';
import { Form, SubmitButton } from './Form';
import { renderWithMantine } from './testing';

afterEach(cleanup);

function Harness({ initial = null, onValue, ...props }: Omit<ColorPickerProps, 'value' | 'onChange'> & { initial?: string | null; onValue?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ColorPicker
      label="Text colour"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Text colour/ });
const grid = () => screen.getByRole('group', { name: 'Colour swatches' });

describe('ColorPicker palettes', () => {
  it.each([
    ['basic', 16, 4],
    ['textBasic', 7, 4],
    ['textAdvanced', 80, 10],
  ] as const)('%s shows %i swatches, %i per row, 42px with a quarter spacing', async (palette, count, perRow) => {
    const user = userEvent.setup();
    renderWithMantine(<Harness palette={palette} />);
    await user.click(trigger());
    const swatches = within(grid()).getAllByRole('button');
    expect(swatches).toHaveLength(count);
    expect(grid().getAttribute('data-per-row')).toBe(String(perRow));
    expect(grid().style.gridTemplateColumns).toBe(`repeat(${perRow}, 42px)`);
    expect(grid().style.gap).toBe('10.5px');
    expect(swatches[0]?.getAttribute('aria-label')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('ColorPicker choosing', () => {
  it('sets the value from a swatch and closes', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: '#ff0000' }));
    expect(onValue).toHaveBeenCalledWith('#ff0000');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Colour swatches' })).toBeNull());
    expect(trigger().textContent).toContain('#ff0000');
  });

  it('marks the current colour as selected', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial="#FF0000" />);
    await user.click(trigger());
    const red = screen.getByRole('button', { name: '#ff0000' });
    expect(red.getAttribute('aria-pressed')).toBe('true');
    expect(red.hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole('button', { name: '#000000' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('stays open with closeOnSelect={false}', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness closeOnSelect={false} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: '#0000ff' }));
    expect(grid()).toBeTruthy();
    expect(screen.getByRole('button', { name: '#0000ff' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('accepts a typed colour and rejects an invalid one with a clear message', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    await user.click(trigger());
    const typed = screen.getByRole('textbox', { name: 'Custom colour' });
    await user.type(typed, 'not-a-colour{Enter}');
    expect(screen.getByText('Enter a colour such as #3867a6')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();

    await user.clear(typed);
    await user.type(typed, '#3867A6');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onValue).toHaveBeenCalledWith('#3867a6');
  });

  it('offers No colour unless required', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const { unmount } = renderWithMantine(<Harness initial="#000000" onValue={onValue} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'No colour' }));
    expect(onValue).toHaveBeenCalledWith(null);
    unmount();

    renderWithMantine(<Harness initial="#000000" required />);
    await user.click(trigger());
    expect(screen.queryByRole('button', { name: 'No colour' })).toBeNull();
  });
});

describe('ColorPickerField', () => {
  it('is required and stores the chosen colour', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <ColorPickerField name="colour" label="Text colour" palette="textBasic" required />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: '#3867a6' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ colour: '#3867a6' });
  });
});
