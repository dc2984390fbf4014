import { PASSWORD_MESSAGES } from '../../shared/passwords.js';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { UpdateActiveCmsUserProfileDocument } from '../../gql/graphql.js';
import { isRole, ROLE_LABELS } from '../../shared/roles.js';
import { Form, PasswordField, REQUIRED_MESSAGE, SubmitButton, TextField, type Validator } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { toSubmitError } from '../forms/submitError.js';
import { IDENTITY_MESSAGES } from './messages.js';
import { matchesField } from './passwordRules.js';
import { profilePayload, type ProfileFormValues } from './profilePayload.js';

/** The current password is needed only when a new one is chosen. */
const currentPasswordRule: Validator = (value, allValues) => {
  const next = (allValues as ProfileFormValues | undefined)?.newPassword;
  return next && !value ? REQUIRED_MESSAGE : undefined;
};

/**
 * /admin/user: the logged-in user's own profile. First and last name, the username read-only,
 * and a password change (current + new + confirmation). Only non-empty fields are sent; the
 * server's field messages (a wrong current password, a short new one) land on their fields.
 */
export function ProfileForm() {
  const { user, refreshUser } = useAdminSession();
  const [update] = useMutation(UpdateActiveCmsUserProfileDocument);
  const initialValues = useMemo<ProfileFormValues>(
    () => ({ firstName: user.firstName, lastName: user.lastName, currentPassword: '', newPassword: '', confirmPassword: '' }),
    [user.firstName, user.lastName],
  );

  async function onSubmit(values: ProfileFormValues, form: FormApi<ProfileFormValues>) {
    try {
      await update({ variables: { input: profilePayload(values) } });
    } catch (error) {
      throw toSubmitError(error);
    }
    showToast({
      kind: 'success',
      message: values.newPassword ? `${IDENTITY_MESSAGES.profileSaved} Your new password is in use.` : IDENTITY_MESSAGES.profileSaved,
    });
    await refreshUser();
    // Empty the password fields so the next save does not send them again. After the submit has
    // settled: final-form records its outcome after onSubmit returns.
    setTimeout(() => form.restart(), 0);
  }

  const roleLabel = isRole(user.role) ? ROLE_LABELS[user.role] : user.role;

  return (
    <Form<ProfileFormValues> onSubmit={onSubmit} initialValues={initialValues} aria-label="Profile">
      <Stack gap="lg" maw={720}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4">
                  Personal details
                </Title>
                <Text size="sm" c="dimmed">
                  Your name as colleagues see it in the admin.
                </Text>
              </div>
              <Group gap="xs">
                <Badge variant="light">{roleLabel}</Badge>
                <Badge variant="light" color="gray">
                  {user.isGlobal === 1 ? 'Global' : 'Site-specific'}
                </Badge>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="firstName" label="First name" autoComplete="given-name" required />
              <TextField name="lastName" label="Last name" autoComplete="family-name" required />
              <TextInput label="Username" value={user.username} readOnly variant="filled" description="Usernames cannot be changed." name="username" autoComplete="username" />
              <TextInput label="E-mail address" value={user.email} readOnly variant="filled" description="Ask an administrator to change it." />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                Change password
              </Title>
              <Text size="sm" c="dimmed">
                Leave these empty to keep your current password.
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" validate={currentPasswordRule} />
            </SimpleGrid>
            <Divider variant="dashed" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordField
                name="newPassword"
                label="New password"
                autoComplete="new-password"
                description={PASSWORD_MESSAGES.hint}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" validate={matchesField('newPassword')} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <SubmitButton disableWhenPristine>Save profile</SubmitButton>
        </Group>
      </Stack>
    </Form>
  );
}
