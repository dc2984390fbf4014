import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { usePageContext } from 'vike-react/usePageContext';
import { browserTransport } from '../../../client/browser.js';
import type { ValidateCmsUserInviteMutation } from '../../../gql/graphql.js';
import { PublicAdminPage } from '../../shell/PublicAdminPage.js';
import { IDENTITY_MESSAGES } from '../messages.js';
import { PasswordLinkForm } from '../PasswordLinkForm.js';

/**
 * /admin/user/activate?hash=…: accepting an invitation by choosing a password
 * (validateCMSUserInvite). Errors (short password, used or expired link) are the server's words.
 */
export default function Page() {
  const { urlParsed } = usePageContext();
  const hash = urlParsed.search.hash;
  return (
    <PublicAdminPage title="Activate your account">
      {hash ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>Welcome!</Text>
            <Text size="sm" c="dimmed">
              An administrator has created an account for you. Choose a password to activate it; you will then sign in with your username and
              this password.
            </Text>
          </div>
          <PasswordLinkForm
            submitLabel="Activate account"
            successMessage={IDENTITY_MESSAGES.accountActive}
            submit={async (password) => {
              await browserTransport().mutation<ValidateCmsUserInviteMutation>('validateCMSUserInvite', { password, hash });
            }}
            invalidLinkHelp={
              <Text size="sm" c="dimmed">
                Invitations are valid for 7 days and work once. Ask the administrator who invited you to send a new one, or{' '}
                <Anchor href="/admin/login">sign in</Anchor> if you already activated your account.
              </Text>
            }
          />
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" title="This link is incomplete">
            Open the link from your invitation e-mail exactly as it was sent. If it does not work, ask an administrator for a new invitation.
          </Alert>
          <Text size="sm" ta="center">
            <Anchor href="/admin/login">Back to sign in</Anchor>
          </Text>
        </Stack>
      )}
    </PublicAdminPage>
  );
}
