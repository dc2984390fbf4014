import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormSpy, useField } from 'react-final-form';
import { GetCtaMessageDocument, SaveCtaMessageDocument } from '../../gql/graphql.js';
import { CTA_BUTTON_MAX, CTA_TEXT_MAX, checkCtaMessage, ctaMessageWithDefaults, type CtaMessage } from '../../shared/settings/index.js';
import { ColorPickerField, SwitchField, TextField } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { SettingsScreen } from './SettingsScreen.js';

/** /admin/edit-cta-message: the header call-to-action (manage_header_cta), with a live preview. */
export function CtaMessageScreen() {
  const { can } = useAdminSession();
  const query = useQuery(GetCtaMessageDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveCtaMessageDocument);
  const readOnly = !can('manage_header_cta');
  return (
    <SettingsScreen<CtaMessage>
      loadErrorTitle="The header call-to-action could not be loaded"
      doc={query.data?.getCtaMessage}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={ctaMessageWithDefaults}
      maw={900}
      check={checkCtaMessage}
      noun="header call-to-action settings"
      readOnly={readOnly}
      save={(payload, version) => save({ variables: { payload, version } })}
    >
      {() => (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <SwitchField name="enabled" label="Show the call-to-action in the site header" readOnly={readOnly} />
              <Text size="sm" c="dimmed">
                Message, button label and link are required while it is shown; a hidden message may stay a draft.
              </Text>
              <MessageFields readOnly={readOnly} />
              <SwitchField name="openInNewWindow" label="Open the link in a new window" readOnly={readOnly} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} size="h5">
                Colours
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ColorPickerField name="backgroundColor" label="Background colour" readOnly={readOnly} />
                <ColorPickerField name="textColor" label="Text colour" readOnly={readOnly} />
                <ColorPickerField name="buttonColor" label="Button colour" readOnly={readOnly} />
                <ColorPickerField name="buttonTextColor" label="Button text colour" readOnly={readOnly} />
              </SimpleGrid>
            </Stack>
          </Paper>
          <FormSpy<CtaMessage> subscription={{ values: true }}>{({ values }) => <CtaPreview value={values} />}</FormSpy>
        </Stack>
      )}
    </SettingsScreen>
  );
}

/** The message fields, marked required while the message is shown (the shared check enforces it). */
function MessageFields({ readOnly }: { readOnly: boolean }) {
  const shown = useField<boolean>('enabled', { subscription: { value: true } }).input.value === true;
  return (
    <>
      <TextField name="text" label="Message" description={`At most ${CTA_TEXT_MAX} characters.`} required={shown} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextField name="buttonLabel" label="Button label" description={`At most ${CTA_BUTTON_MAX} characters.`} required={shown} readOnly={readOnly} />
        <TextField name="link" label="Link" description="A path such as /events or a full address." required={shown} readOnly={readOnly} />
      </SimpleGrid>
    </>
  );
}

/** How the bar will look in the header. */
function CtaPreview({ value }: { value: CtaMessage }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Preview {value.enabled ? '' : '(hidden on the site)'}
      </Text>
      <Group
        justify="center"
        gap="md"
        p="sm"
        data-testid="cta-preview"
        style={{ background: value.backgroundColor || undefined, color: value.textColor || undefined, borderRadius: 6, opacity: value.enabled ? 1 : 0.6 }}
      >
        <Text size="sm">{value.text || 'Your message'}</Text>
        <Button size="xs" style={{ background: value.buttonColor || undefined, color: value.buttonTextColor || undefined }} tabIndex={-1}>
          {value.buttonLabel || 'Button'}
        </Button>
      </Group>
    </Stack>
  );
}
