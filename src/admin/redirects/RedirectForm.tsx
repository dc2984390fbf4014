import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { SaveWebsiteRedirectDocument } from '../../gql/graphql.js';
import { parseRedirectFrom, parseRedirectTo } from '../../shared/redirects.js';
import { Form, SubmitButton, TextField } from '../forms/index.js';
import { showToast } from '../shell/toast.js';

/** Paths and aliases read best in a monospace font (the input only, not its label). */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

interface RedirectFormValues {
  from: string;
  to: string;
}

const INITIAL: RedirectFormValues = { from: '', to: '' };

// The shared rules, so the form says what the server would (duplicates and loops need the server).
const fromRule = (value: string | undefined) => (value?.trim() ? (parseRedirectFrom(value).error ?? undefined) : undefined);
const toRule = (value: string | undefined) => (value?.trim() ? (parseRedirectTo(value).error ?? undefined) : undefined);

/**
 * /admin/create-redirect (spec 001 §3 "Redirect": from, to). From is a path of this site; to is a
 * path or a full http(s) URL. Duplicates and loops are refused by the server with the reason.
 */
export function RedirectForm() {
  const [save] = useMutation(SaveWebsiteRedirectDocument);
  async function onSubmit(values: RedirectFormValues) {
    const result = await save({ variables: { input: { from: values.from ?? '', to: values.to ?? '' } } });
    const saved = result.data?.saveWebsiteRedirect;
    if (!saved) return;
    showToast({ kind: 'success', message: `${saved.from} now redirects to ${saved.to}.` });
    await navigate(`/admin/redirects?q=${encodeURIComponent(saved.from)}`);
  }
  return (
    <Stack gap="lg" maw={960}>
      <Form<RedirectFormValues> onSubmit={onSubmit} initialValues={INITIAL} errorTitle="The redirect was not saved" aria-label="New redirect">
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name="from" label="From" required placeholder="/old-page" description="A path of this site, e.g. /old-page." validate={fromRule} styles={MONO_INPUT} />
                <TextField name="to" label="To" required placeholder="/new-page or https://…" description="A path of this site or a full http(s) URL." validate={toRule} styles={MONO_INPUT} />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                The query string a visitor sends is kept when the public site asks for it. Renaming a section writes redirects by itself.
              </Text>
            </Stack>
          </Paper>
          <Group justify="space-between">
            <Anchor href="/admin/redirects" size="sm">
              Back to redirects
            </Anchor>
            <SubmitButton>Create redirect</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
