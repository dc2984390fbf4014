import { PASSWORD_MESSAGES } from '../../shared/passwords.js';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Form, PasswordField, SubmitButton } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { matchesField } from './passwordRules.js';

interface PasswordValues {
  password?: string;
  confirmPassword?: string;
}

export interface PasswordLinkFormProps {
  /** Sends the new password with the link's hash (resetCMSUserPassword, validateCMSUserInvite). */
  submit: (password: string) => Promise<void>;
  submitLabel: string;
  /** Shown instead of the form once the password is set. */
  successMessage: string;
  /** Shown with a server message about an invalid or expired link (e.g. a link to ask again). */
  invalidLinkHelp?: ReactNode;
}

/**
 * New password + confirmation for a single-use e-mail link (activation, reset). The confirmation
 * must match ('Passwords do not match'); the length rules are the server's, shown as it words
 * them. A link the server refuses replaces the form with its message: typing again cannot help.
 */
export function PasswordLinkForm({ submit, submitLabel, successMessage, invalidLinkHelp }: PasswordLinkFormProps) {
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" title={successMessage} data-testid="password-set">
          You can now sign in with your new password.
        </Alert>
        <Button component="a" href="/admin/login" fullWidth>
          Sign in
        </Button>
      </Stack>
    );
  }

  if (linkError) {
    return (
      <Stack gap="md">
        <Alert color="red" title="This link cannot be used">
          {linkError}
        </Alert>
        {invalidLinkHelp}
      </Stack>
    );
  }

  async function onSubmit(values: PasswordValues) {
    try {
      await submit(values.password ?? '');
      setDone(true);
    } catch (error) {
      const failure = toSubmitError(error);
      if (failure.fieldErrors.hash) {
        setLinkError(failure.message);
        return;
      }
      // The password rule's message goes under the field; the alert repeats nothing else.
      throw failure;
    }
  }

  return (
    <Form<PasswordValues> onSubmit={onSubmit} aria-label="Choose a password">
      <Stack gap="md">
        <PasswordField name="password" label="New password" autoComplete="new-password" required description={PASSWORD_MESSAGES.hint} />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" required validate={matchesField('password')} />
        <SubmitButton fullWidth mt="xs">
          {submitLabel}
        </SubmitButton>
        <Text size="sm" ta="center">
          <Anchor href="/admin/login">Back to sign in</Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
