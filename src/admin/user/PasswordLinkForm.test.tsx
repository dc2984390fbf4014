// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import { renderWithMantine } from '../forms/testing.js';
import { PasswordLinkForm } from './PasswordLinkForm.js';

afterEach(cleanup);

function setup(submit: (password: string) => Promise<void>) {
  renderWithMantine(<PasswordLinkForm submit={submit} submitLabel="Change password" successMessage="Your password has been changed." invalidLinkHelp={<a href="/again">Request a new link</a>} />);
  return userEvent.setup();
}

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm new password/, { selector: 'input' });

describe('PasswordLinkForm', () => {
  it("refuses a confirmation that differs: 'Passwords do not match'", async () => {
    const submit = vi.fn(async () => undefined);
    const user = setup(submit);
    await user.type(newPassword(), 'a long secret');
    await user.type(confirmation(), 'a long secreT');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the password and then shows the success message with a sign-in link', async () => {
    const submit = vi.fn(async () => undefined);
    const user = setup(submit);
    await user.type(newPassword(), 'a long secret');
    await user.type(confirmation(), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith('a long secret');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/admin/login');
  });

  it("replaces the form with the server's message when the link is refused", async () => {
    const message = 'This password reset link is invalid or has expired. Please request a new one.';
    const user = setup(async () => {
      throw new TransportError(message, { status: 400, code: 'BAD_USER_INPUT', fieldErrors: { hash: message } });
    });
    await user.type(newPassword(), 'a long secret');
    await user.type(confirmation(), 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it("puts the server's password rule under the field", async () => {
    const rule = 'Password must be at least 10 characters.';
    const user = setup(async () => {
      throw new TransportError(rule, { status: 400, code: 'BAD_USER_INPUT', fieldErrors: { password: rule } });
    });
    await user.type(newPassword(), 'short');
    await user.type(confirmation(), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Under the field only: the alert does not repeat the same words.
    expect(await screen.findAllByText(rule)).toHaveLength(1);
    expect(screen.getByText(rule, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
  });
});
