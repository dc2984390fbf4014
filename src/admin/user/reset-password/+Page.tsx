import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { browserTransport } from '../../../client/browser.js';
import type { RequestResetCmsUserPasswordMutation, ResetCmsUserPasswordMutation } from '../../../gql/graphql.js';
import { email, Form, SubmitButton, TextField } from '../../forms/index.js';
import { PublicAdminPage } from '../../shell/PublicAdminPage.js';
import { IDENTITY_MESSAGES } from '../messages.js';
import { PasswordLinkForm } from '../PasswordLinkForm.js';

/**
 * /admin/user/reset-password: without `hash` it asks for the e-mail address and sends a link
 * (always the same answer: no account discovery); with `?hash=` from that link it sets the new
 * password. Public page: no token, so the calls go through the transport directly.
 */
export default function Page() {
  const { urlParsed } = usePageContext();
  const hash = urlParsed.search.hash;
  return hash ? (
    <PublicAdminPage title="Choose a new password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter a new password for your account. The link in your e-mail works once.
        </Text>
        <PasswordLinkForm
          submitLabel="Change password"
          successMessage={IDENTITY_MESSAGES.passwordChanged}
          submit={async (password) => {
            await browserTransport().mutation<ResetCmsUserPasswordMutation>('resetCMSUserPassword', { password, hash });
          }}
          invalidLinkHelp={
            <Text size="sm" ta="center">
              <Anchor href="/admin/user/reset-password">Request a new link</Anchor>
            </Text>
          }
        />
      </Stack>
    </PublicAdminPage>
  ) : (
    <PublicAdminPage title="Reset your password">
      <RequestResetForm />
    </PublicAdminPage>
  );
}

function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <Stack gap="md">
        <Alert color="blue" title="Check your e-mail" data-testid="reset-requested">
          {IDENTITY_MESSAGES.resetRequested}
        </Alert>
        <Text size="sm" c="dimmed">
          The link is valid for one hour. No e-mail? Check the spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            try again
          </Anchor>
          .
        </Text>
        <Text size="sm" ta="center">
          <Anchor href="/admin/login">Back to sign in</Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Form<{ email?: string }>
      aria-label="Reset your password"
      onSubmit={async (values) => {
        const address = (values.email ?? '').trim();
        await browserTransport().mutation<RequestResetCmsUserPasswordMutation>('requestResetCMSUserPassword', { email: address });
        setSentTo(address);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
        <TextField name="email" label="E-mail address" type="email" autoComplete="email" required validate={email} autoFocus />
        <SubmitButton fullWidth mt="xs">
          Send reset link
        </SubmitButton>
        <Text size="sm" ta="center">
          <Anchor href="/admin/login">Back to sign in</Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
