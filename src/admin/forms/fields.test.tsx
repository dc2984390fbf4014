// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, DateTimeField } from './DateFields';
import { Form, SubmitButton } from './Form';
import { RadioGroupField } from './RadioGroupField';
import { renderWithMantine } from './testing';
import { PasswordField, TextareaField } from './TextFields';
import { SwitchField } from './ToggleFields';

afterEach(cleanup);

describe('text-like and toggle fields', () => {
  it('binds textarea, password, switch and radio values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <TextareaField name="notes" label="Notes" />
        <PasswordField name="password" label="Password" required />
        <SwitchField name="enabled" label="Enabled" />
        <RadioGroupField name="width" label="Width" options={[700, 750, 800].map((w) => ({ value: String(w), label: `${w}px` }))} required />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(2));

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Line one');
    await user.type(screen.getByLabelText(/Password/), 's3cret');
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('radio', { name: '750px' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ notes: 'Line one', password: 's3cret', enabled: true, width: '750' });
  });

  it("keeps a cleared text as '' so the save sends the empty value", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ notes: 'Old' }}>
        <TextareaField name="notes" label="Notes" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ notes: '' });
  });
});

describe('date fields', () => {
  it('show stored ISO values with the shared display helper', () => {
    renderWithMantine(
      <Form onSubmit={vi.fn()} initialValues={{ day: '2026-09-05', at: '2026-03-05T15:30:00.000Z' }}>
        <DateField name="day" label="Day" />
        <DateTimeField name="at" label="At" />
      </Form>,
    );
    expect(screen.getByRole('button', { name: /Day/ }).textContent).toContain('Sept. 5, 2026');
    // The time is shown in the browser's zone: check the day and the shape, not the hour.
    expect(screen.getByRole('button', { name: /At/ }).textContent).toMatch(/March 5, 2026, \d{1,2}:30 (AM|PM)/);
  });

  it('DateField stores the picked day as YYYY-MM-DD and is required', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <DateField name="day" label="Day" required defaultDate="2026-03-01" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Day/ }));
    await user.click(await screen.findByRole('button', { name: '10 March 2026' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ day: '2026-03-10' });
  });
});
