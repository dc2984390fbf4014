import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { useField, useFormState } from 'react-final-form';
import { MAX_COMPANY_RANGES } from '../../shared/ipRanges.js';
import { ActionIconButton, PlusIcon, TextField, TrashIcon } from '../forms/index.js';
import { RANGES_LIST_ERROR, entryNote, insertEntries, splitPastedEntries } from './companyForm.js';

/** Addresses read best in a monospace font (the input only, not its label). */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

/**
 * A company's addresses and ranges, one input each, added and removed by hand. Each is checked
 * where it was typed, by the rules the server applies (src/shared/ipRanges.ts); what it will be
 * saved as is said under it when that differs (203.0.113.7/24 → 203.0.113.0/24). A list pasted
 * into an input (one per line) becomes one input per entry. The server's messages — an overlap
 * with another company, say — stand beside their input.
 */
export function RangesField() {
  const { input } = useField<string[]>('ranges', { subscription: { value: true } });
  // Registered, so the form shows the list's own message here and not again in its alert.
  useField(RANGES_LIST_ERROR, { subscription: {} });
  const entries = Array.isArray(input.value) ? input.value : [];
  const { errors, submitErrors, submitFailed } = useFormState({ subscription: { errors: true, submitErrors: true, submitFailed: true } });
  const listError = (submitErrors as Record<string, unknown> | undefined)?.[RANGES_LIST_ERROR] ?? (submitFailed ? (errors as Record<string, unknown> | undefined)?.[RANGES_LIST_ERROR] : undefined);

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = splitPastedEntries(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    input.onChange(insertEntries(entries, index, pasted));
  };

  return (
    <Input.Wrapper
      label="Addresses and ranges"
      required
      description="One per box: an address (203.0.113.5, 2001:db8::5), a CIDR range (203.0.113.0/24, 2001:db8:1234::/48) or a dash range (203.0.113.10 - 203.0.113.20). Paste a list, one per line, to add them all."
      error={typeof listError === 'string' ? listError : undefined}
    >
      <Stack gap="xs" mt={6} data-testid="ranges">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No addresses yet.
          </Text>
        ) : null}
        {entries.map((entry, index) => (
          // Plain strings have no id of their own: inputs are keyed by position, their values come from the form.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextField
              name={`ranges.${index}`}
              label={undefined}
              aria-label={`Range ${index + 1}`}
              placeholder="203.0.113.0/24"
              description={entryNote(entry) ?? undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={MONO_INPUT}
              style={{ flex: 1 }}
              onPaste={onPaste(index)}
              autoComplete="off"
              spellCheck={false}
            />
            <ActionIconButton
              label={`Remove range ${index + 1}`}
              icon={<TrashIcon />}
              size="md"
              color="red"
              mt={4}
              onClick={() => input.onChange(entries.filter((_, i) => i !== index))}
            />
          </Group>
        ))}
        <Group>
          <Button size="compact-sm" variant="subtle" leftSection={<PlusIcon />} disabled={entries.length >= MAX_COMPANY_RANGES} onClick={() => input.onChange([...entries, ''])}>
            Add address or range
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
