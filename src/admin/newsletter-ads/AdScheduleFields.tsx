import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { AD_LIMITS } from '../../shared/newsletterAds.js';
import { AD_POSITION_LIMITS } from '../../shared/newsletterBlocks.js';
import { ActionIconButton, DateField, NumberField, PlusIcon, SelectField, TextField, TrashIcon, type SelectOption } from '../forms/index.js';
import { newScheduleValues, type AdScheduleFormValues } from './newsletterAdForm.js';

/**
 * The ad's schedule entries as a repeatable group (without final-form-arrays: the array is replaced
 * through form.change on add and remove, each entry's fields bound by index, so the server's
 * 'schedules.2.position' lands on the third entry's position). Each entry: template (active
 * templates), start and end date, position 1–100, order id and line item id.
 */
export function AdScheduleFields({ templates, loading, readOnly }: { templates: SelectOption[]; loading: boolean; readOnly: boolean }) {
  const form = useForm();
  const { input, meta } = useField<AdScheduleFormValues[]>('schedules', { subscription: { value: true, error: true, submitError: true, submitFailed: true } });
  const entries: AdScheduleFormValues[] = Array.isArray(input.value) ? input.value : [];
  const set = (next: AdScheduleFormValues[]) => form.change('schedules', next);
  const listError = typeof meta.submitError === 'string' ? meta.submitError : meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
  const ro = { readOnly };

  return (
    <Stack gap="md">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not scheduled: the ad runs in no newsletter until it has an entry.
        </Text>
      ) : null}
      {entries.map((_, index) => {
        const prefix = `schedules.${index}`;
        const name = `Schedule entry ${index + 1}`;
        return (
          <Paper key={index} withBorder radius="md" p="md" data-testid="schedule-entry" role="group" aria-label={name}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{name}</Text>
                {readOnly ? null : <ActionIconButton label={`Remove ${name.toLowerCase()}`} icon={<TrashIcon />} color="red" size="sm" onClick={() => set(entries.filter((__, i) => i !== index))} />}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField name={`${prefix}.templateId`} label="Template" options={templates} required searchable placeholder={loading ? 'Loading templates…' : 'Choose a template'} {...ro} />
                <NumberField
                  name={`${prefix}.position`}
                  label="Position"
                  description="The template's native ad slot, 1–100."
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  min={AD_POSITION_LIMITS.min}
                  max={AD_POSITION_LIMITS.max}
                  allowDecimal={false}
                  allowNegative={false}
                  {...ro}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateField name={`${prefix}.startDate`} label="Start date" required {...ro} />
                <DateField name={`${prefix}.endDate`} label="End date" required {...ro} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name={`${prefix}.orderId`} label="Order id" {...ro} />
                <TextField name={`${prefix}.lineItemId`} label="Line item id" {...ro} />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      {listError ? (
        <Text size="sm" c="red">
          {listError}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button variant="light" leftSection={<PlusIcon size={14} />} disabled={entries.length >= AD_LIMITS.schedules} onClick={() => set([...entries, newScheduleValues()])}>
            Add schedule entry
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        Runs from 5 PM Central on the start date to 5 PM Central on the end date.
      </Text>
    </Stack>
  );
}
