import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Form, PasswordField, SubmitButton, TextField } from '../forms/index.js';
import { useCmsSession } from '../shell/session.js';
import { toSubmitError } from '../forms/submitError.js';
import { recaptchaToken, signInWithHumanCheck } from './humanCheck.js';

interface LoginValues {
  username?: string;
  password?: string;
}

/**
 * Username and password through session.login, which stores the tokens in cookies. A failure
 * shows the server's message as it is (wrong credentials; the back-off's "Please wait N seconds")
 * in the form's red alert. When the server asks for the human check (an account under distributed
 * guessing), reCAPTCHA v3 runs invisibly and the sign-in is sent once more with its token.
 * Success leaves with a full page load: the admin shell starts its session and Apollo cache from
 * the new cookies, and nothing of a previous user can linger in memory.
 */
export function LoginForm({ target }: { target: string }) {
  const session = useCmsSession();
  // Google asks sites that hide the reCAPTCHA badge to say so near the form.
  const [checked, setChecked] = useState(false);

  async function onSubmit(values: LoginValues) {
    const username = (values.username ?? '').trim();
    const password = values.password ?? '';
    try {
      await signInWithHumanCheck(
        (token) => session.login(username, password, { recaptchaToken: token ?? null }),
        (request) => {
          setChecked(true);
          return recaptchaToken(request);
        },
      );
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
        {checked ? (
          <Text size="xs" c="dimmed">
            This sign-in is protected by reCAPTCHA: the Google{' '}
            <Anchor href="https://policies.google.com/privacy" size="xs">
              Privacy Policy
            </Anchor>{' '}
            and{' '}
            <Anchor href="https://policies.google.com/terms" size="xs">
              Terms of Service
            </Anchor>{' '}
            apply.
          </Text>
        ) : null}
      </Stack>
    </Form>
  );
}
