// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, SubmitButton } from './Form';
import { NumberField } from './NumberField';
import { MultiSelectField, SelectField } from './SelectFields';
import { renderWithMantine } from './testing';
import { TextField } from './TextFields';
import { CheckboxField } from './ToggleFields';

afterEach(cleanup);

describe('Form with required fields', () => {
  it("shows 'Field is required' after submit and does not call onSubmit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <TextField name="name" label="Name" required />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    expect(screen.queryByText('Field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('treats whitespace-only text as blank', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <TextField name="name" label="Name" required />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error once the field was touched, before any submit', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Form onSubmit={vi.fn()}>
        <TextField name="name" label="Name" required />
        <TextField name="other" label="Other" />
      </Form>,
    );
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    expect(screen.queryByText('Field is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Field is required')).toBeTruthy();
  });

  it('submits the typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ count: 3 }}>
        <TextField name="name" label="Name" required />
        <NumberField name="count" label="Count" min={1} max={10} />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Acme', count: 3 });
  });
});

describe('Form and server errors', () => {
  it('shows BAD_USER_INPUT field errors under their fields and the message in an alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({
      message: 'Invalid input',
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Email is already used' },
    });
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ email: 'taken@example.com', name: 'Ann' }}>
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Email is already used');
    const email = screen.getByRole('textbox', { name: /Email/ });
    // Mantine links the error to its input through aria-describedby.
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByText('Invalid input')).toBeTruthy();

    // Editing the field retires the server message: it described the old value.
    await user.type(email, 'x');
    await waitFor(() => expect(screen.queryByText('Email is already used')).toBeNull());
  });

  it('shows nested field errors on nested fields and lists unshown ones in the alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({
      message: 'Invalid input',
      fieldErrors: { 'address.city': 'Unknown city', secret: 'Not allowed' },
    });
    renderWithMantine(
      <Form onSubmit={onSubmit} errorTitle="Could not save">
        <TextField name="address.city" label="City" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown city')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not save')).toBeTruthy();
    expect(within(alert).getByText('secret: Not allowed')).toBeTruthy();
  });

  it('shows a plain failure as the general message', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Form onSubmit={() => Promise.reject(new Error('There was a problem connecting to the database.'))}>
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was a problem connecting to the database.')).toBeTruthy();
  });
});

describe('SubmitButton', () => {
  it('is disabled while pristine when asked, and loading while submitting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithMantine(
      <Form onSubmit={onSubmit}>
        <TextField name="name" label="Name" />
        <SubmitButton disableWhenPristine>Save</SubmitButton>
      </Form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    finish();
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });
});

describe('other fields', () => {
  it('NumberField stores numbers, null when emptied, and checks its bounds', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ height: 40 }}>
        <NumberField name="height" label="Logo height" min={35} max={45} />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Logo height/ });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ height: null });

    // Type 50 and submit before the blur clamps it: the rule still catches it.
    await user.type(input, '50');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a number from 35 to 45')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a required SelectField cannot be cleared; an optional one can', async () => {
    const options = [
      { value: 'module', label: 'Module' },
      { value: 'page', label: 'Page', count: 12345 },
    ];
    renderWithMantine(
      <Form onSubmit={vi.fn()} initialValues={{ type: 'module', layout: 'page' }}>
        <SelectField name="type" label="Type" options={options} required />
        <SelectField name="layout" label="Layout" options={options} clearButtonProps={{ 'aria-label': 'Clear layout' }} />
      </Form>,
    );
    expect((screen.getByRole('combobox', { name: /Layout/ }) as HTMLInputElement).value).toBe('Page');
    // The required one renders no clear button at all: the only one is the optional select's.
    expect(screen.getAllByRole('button', { name: 'Clear layout' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear layout' }));
    expect((screen.getByRole('combobox', { name: /Layout/ }) as HTMLInputElement).value).toBe('');
  });

  it('required MultiSelectField rejects an empty selection; required checkbox must be ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <Form onSubmit={onSubmit} initialValues={{ tags: [] }}>
        <MultiSelectField name="tags" label="Tags" options={[{ value: 'a', label: 'A' }]} required />
        <CheckboxField name="terms" label="I accept" required />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
