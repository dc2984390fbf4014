import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useField, useFormState } from 'react-final-form';
import { ActionIconButton, PlusIcon, TextField, TrashIcon } from '../forms/index.js';
import { ALIASES_LIST_ERROR } from './layoutForm.js';

/** Paths read best in a monospace font (the input only, not its label). */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

/** At most this many aliases in the form (the schema's list has no limit; a real layout names a few). */
export const MAX_ALIASES = 50;

/**
 * 001 §3 "alias: repeating, required for url-override": one input per page path, added and removed
 * by hand. '/' is the home page; each path is checked where it was typed.
 */
export function AliasesField({ required, readOnly }: { required: boolean; readOnly: boolean }) {
  const { input } = useField<string[]>('aliases', { subscription: { value: true } });
  const aliases = Array.isArray(input.value) ? input.value : [];
  const { errors, submitErrors, submitFailed } = useFormState({ subscription: { errors: true, submitErrors: true, submitFailed: true } });
  const listError = (submitErrors as Record<string, unknown> | undefined)?.[ALIASES_LIST_ERROR] ?? (submitFailed ? (errors as Record<string, unknown> | undefined)?.[ALIASES_LIST_ERROR] : undefined);
  return (
    <Input.Wrapper
      label="Aliases"
      required={required}
      description="Page paths this layout serves, such as power/batteries. '/' is the home page."
      error={typeof listError === 'string' ? listError : undefined}
    >
      <Stack gap="xs" mt={6}>
        {aliases.length === 0 ? (
          <Text size="sm" c="dimmed">
            No aliases.
          </Text>
        ) : null}
        {aliases.map((_, index) => (
          // Plain strings have no id of their own: inputs are keyed by position, their values come from the form.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextField name={`aliases.${index}`} label={undefined} aria-label={`Alias ${index + 1}`} placeholder="/ or section/page" readOnly={readOnly} styles={MONO_INPUT} style={{ flex: 1 }} />
            {readOnly ? null : (
              <ActionIconButton label={`Remove alias ${index + 1}`} icon={<TrashIcon />} size="md" color="red" mt={4} onClick={() => input.onChange(aliases.filter((__, i) => i !== index))} />
            )}
          </Group>
        ))}
        {readOnly ? null : (
          <Group>
            <Button size="compact-sm" variant="subtle" leftSection={<PlusIcon />} disabled={aliases.length >= MAX_ALIASES} onClick={() => input.onChange([...aliases, ''])}>
              Add alias
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
