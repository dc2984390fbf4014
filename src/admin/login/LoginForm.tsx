import { Stack } from '@mantine/core';
import { Form, PasswordField, SubmitButton, TextField } from '../forms/index.js';
import { useCmsSession } from '../shell/session.js';
import { toSubmitError } from '../forms/submitError.js';

interface LoginValues {
  username?: string;
  password?: string;
}

/**
 * Username and password through session.login, which stores the tokens in cookies. A failure
 * shows the server's message as it is (wrong credentials, throttling) in the form's red alert.
 * Success leaves with a full page load: the admin shell starts its session and Apollo cache from
 * the new cookies, and nothing of a previous user can linger in memory.
 */
export function LoginForm({ target }: { target: string }) {
  const session = useCmsSession();

  async function onSubmit(values: LoginValues) {
    try {
      await session.login((values.username ?? '').trim(), values.password ?? '');
    } catch (error) {
      // Only the message: the form shows it in its alert.
      throw new Error(toSubmitError(error).message);
    }
    window.location.assign(target);
    // Keep the button spinning while the browser leaves.
    await new Promise(() => undefined);
  }

  return (
    <Form<LoginValues> onSubmit={onSubmit} aria-label="Sign in">
      <Stack gap="md">
        <TextField name="username" label="Username" autoComplete="username" autoFocus required />
        <PasswordField name="password" label="Password" autoComplete="current-password" required />
        <SubmitButton fullWidth mt="xs">
          Sign in
        </SubmitButton>
      </Stack>
    </Form>
  );
}
