import { Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { SCHEDULE_OPTIONS } from '../../shared/schedules.js';
import { ActionIconButton, DateTimeField, PlusIcon, SelectField, TrashIcon, type SelectOption } from '../forms/index.js';
import type { ScheduleValues } from './contentForm.js';

const OPTION_OPTIONS: SelectOption[] = SCHEDULE_OPTIONS.map((o) => ({ value: o, label: o }));

/**
 * Website schedules: repeatable rows of section, option (Standard, Featured, Pinned, Sponsored,
 * Recommended), start and end. Field names follow the document paths (`websiteSchedules.0.end`)
 * so the server's messages land on their row.
 */
export function SchedulesField({ sectionOptions, readOnly }: { sectionOptions: SelectOption[]; readOnly: boolean }) {
  const form = useForm();
  const { input, meta } = useField<ScheduleValues[]>('websiteSchedules', { subscription: { value: true, submitError: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const set = (next: ScheduleValues[]) => form.change('websiteSchedules', next);
  const add = () => set([...rows, { sectionId: null, option: 'Standard', start: null, end: null }]);
  const remove = (index: number) => set(rows.filter((_, i) => i !== index));
  const listError = typeof meta.submitError === 'string' ? meta.submitError : undefined;

  return (
    <Input.Wrapper
      label="Website schedules"
      description="Where the item is listed on the site: a section, how it is placed there and for how long (start defaults to now)."
      error={listError}
    >
      <Stack gap="xs" mt="xs">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not scheduled to any section.
          </Text>
        ) : null}
        {rows.map((_, index) => (
          <Paper key={index} withBorder p="sm" radius="sm" data-testid="schedule-row">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 1, md: 4 }} style={{ flex: 1 }}>
                <SelectField name={`websiteSchedules.${index}.sectionId`} label="Section" options={sectionOptions} searchable required readOnly={readOnly} />
                <SelectField name={`websiteSchedules.${index}.option`} label="Option" options={OPTION_OPTIONS} required allowDeselect={false} readOnly={readOnly} />
                <DateTimeField name={`websiteSchedules.${index}.start`} label="Start" placeholder="Now" readOnly={readOnly} />
                <DateTimeField name={`websiteSchedules.${index}.end`} label="End" placeholder="No end" readOnly={readOnly} />
              </SimpleGrid>
              {readOnly ? null : <ActionIconButton label="Remove schedule" icon={<TrashIcon />} color="red" variant="subtle" mt={24} onClick={() => remove(index)} />}
            </Group>
          </Paper>
        ))}
        {readOnly ? null : (
          <Group>
            <Button variant="light" size="xs" leftSection={<PlusIcon />} onClick={add}>
              Add schedule
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
