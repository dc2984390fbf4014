import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useData } from 'vike-react/useData';
import { browserTransport } from '../../client/browser.js';
import type { Data } from './+data.js';

/**
 * The CMS sign-on page. It sends loginCmsUser through the one transport; the CMS identity issue
 * completes the session handling (cookies, refresh, redirect back).
 */
export default function Page() {
  const { siteName } = useData<Data>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await browserTransport().mutation('loginCmsUser', {
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} component="form" onSubmit={onSubmit}>
        <Stack>
          <div>
            <Title order={1} size="h3">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              {siteName} administration
            </Text>
          </div>
          {error ? (
            <Alert color="red" title="Sign-in failed">
              {error}
            </Alert>
          ) : null}
          <TextInput name="username" label="Username" autoComplete="username" required />
          <PasswordInput name="password" label="Password" autoComplete="current-password" required />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
