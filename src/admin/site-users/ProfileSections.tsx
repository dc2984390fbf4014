import { useMutation } from '@apollo/client/react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormApi } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { UpdateSiteUserProfileAdminDocument, type GetSiteUserQuery } from '../../gql/graphql.js';
import { email as emailRule, Form, FormSection, SubmitButton, TextField } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { countryLabel, siteUserName } from './format.js';
import { profileFormValues, profileSubmitError, profileVariables, type ProfileFormValues } from './profileForm.js';

type SiteUser = NonNullable<GetSiteUserQuery['getSiteUser']>;

function Detail({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} c={empty ? 'dimmed' : undefined} style={{ wordBreak: 'break-word' }}>
        {empty ? '—' : children}
      </Text>
    </div>
  );
}

/** What the reader gave (001 §3 "Site user (administration view)"), read only. */
export function ProfileSection({ user }: { user: SiteUser }) {
  const country = countryLabel(user.countryCode);
  return (
    <FormSection title="Profile">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Detail label="First name">{user.firstName}</Detail>
        <Detail label="Last name">{user.lastName}</Detail>
        <Detail label="Username (login e-mail)">{user.username}</Detail>
        <Detail label="E-mails">{user.emails.length ? user.emails.join(', ') : null}</Detail>
        <Detail label="Title">{user.title}</Detail>
        <Detail label="Company">{user.company}</Detail>
        <Detail label="City">{user.city}</Detail>
        <Detail label="Postal code">{user.postalCode}</Detail>
        <Detail label="Region">{user.region}</Detail>
        <Detail label="Country">{country && user.countryCode && country !== user.countryCode ? `${country} (${user.countryCode})` : user.countryCode}</Detail>
        <Detail label="Id" mono>
          {user.id}
        </Detail>
        <Detail label="Hashed id" mono>
          {user.hashedId}
        </Detail>
        {user.omedaEncryptedCustomerId ? (
          <Detail label="Audience platform customer id" mono>
            {user.omedaEncryptedCustomerId}
          </Detail>
        ) : null}
      </SimpleGrid>
    </FormSection>
  );
}

/**
 * The admin's edit of the reader's name and login address (updateSiteUserProfileAdmin). Only
 * non-empty fields are sent, so an emptied name keeps its value; the server's field messages land
 * under their fields, and an address another reader uses (CONFLICT) under the e-mail.
 */
export function EditProfileSection({ user }: { user: SiteUser }) {
  const [update] = useMutation(UpdateSiteUserProfileAdminDocument);
  // A saved change (here or elsewhere) starts the form again from the stored values.
  const { firstName, lastName, username } = user;
  const initialValues = useMemo(() => profileFormValues({ firstName, lastName, username }), [firstName, lastName, username]);

  async function onSubmit(values: ProfileFormValues, form: FormApi<ProfileFormValues>) {
    let saved: SiteUser | undefined;
    try {
      saved = (await update({ variables: profileVariables(user.id, values) })).data?.updateSiteUserProfileAdmin;
    } catch (error) {
      throw profileSubmitError(error);
    }
    if (!saved) return;
    showToast({ kind: 'success', message: `${siteUserName(saved)} was saved.` });
    // After the submit has settled: final-form records its outcome after onSubmit returns.
    setTimeout(() => form.restart(profileFormValues(saved)), 0);
  }

  return (
    <FormSection title="Edit profile" description="Empty fields keep their current value. The e-mail address is also the reader's login.">
      <Form<ProfileFormValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The profile was not saved" aria-label="Edit profile">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextField name="firstName" label="First name" autoComplete="off" />
            <TextField name="lastName" label="Last name" autoComplete="off" />
          </SimpleGrid>
          <TextField name="email" label="E-mail" type="email" autoComplete="off" validate={emailRule} />
          <Group justify="flex-end">
            <SubmitButton disableWhenPristine>Save profile</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </FormSection>
  );
}
