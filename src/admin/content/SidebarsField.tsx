import { Badge, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useField, useForm } from 'react-final-form';
import { CONTENT_SIDEBAR_LIMITS } from '../../shared/contentSidebars.js';
import { ActionIconButton, icon, PlusIcon, TextField, TrashIcon } from '../forms/index.js';
import { RichTextField } from '../forms/RichTextField.js';
import type { SidebarValues } from './contentForm.js';

const UpIcon = icon('UpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
const DownIcon = icon('DownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);

const NAME = 'details.sidebars';
const MAX = CONTENT_SIDEBAR_LIMITS.sidebars;

/**
 * Sidebars (details.sidebars): panels of extra text the content_sidebars block shows beside the
 * body, each with an optional title and a rich-text body, in the order given here. Field names
 * follow the document paths (`details.sidebars.0.body`) so the server's messages land on their
 * panel. At most 10 panels; a panel left wholly empty is dropped when the item is saved.
 */
export function SidebarsField({ readOnly }: { readOnly: boolean }) {
  const form = useForm();
  const { input, meta } = useField<SidebarValues[]>(NAME, { subscription: { value: true, error: true, submitError: true, submitFailed: true } });
  const panels = Array.isArray(input.value) ? input.value : [];
  const set = (next: SidebarValues[]) => form.change(NAME, next);
  const add = () => set([...panels, { title: '', body: '' }]);
  const remove = (index: number) => set(panels.filter((_, i) => i !== index));
  const move = (from: number, to: number) => {
    const next = [...panels];
    const [panel] = next.splice(from, 1);
    if (panel) next.splice(to, 0, panel);
    set(next);
  };
  const full = panels.length >= MAX;
  const listError =
    typeof meta.submitError === 'string' ? meta.submitError : meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;

  // The section around it (ContentForm's "Sidebars") carries the title and the explanation.
  return (
    <Stack gap="sm" data-testid="sidebars-field">
      {panels.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sidebars.
        </Text>
      ) : null}
      {panels.map((_, index) => {
        const name = `sidebar ${index + 1}`;
        return (
          <Paper key={index} withBorder p="sm" radius="sm" data-testid="sidebar-panel" aria-label={`Sidebar ${index + 1}`} role="group">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Badge variant="light" color="gray">
                  Sidebar {index + 1}
                </Badge>
                {readOnly ? null : (
                  <Group gap={4} wrap="nowrap">
                    <ActionIconButton label={`Move ${name} up`} icon={<UpIcon />} size="sm" disabled={index === 0} onClick={() => move(index, index - 1)} />
                    <ActionIconButton label={`Move ${name} down`} icon={<DownIcon />} size="sm" disabled={index === panels.length - 1} onClick={() => move(index, index + 1)} />
                    <ActionIconButton label={`Remove ${name}`} icon={<TrashIcon />} size="sm" color="red" onClick={() => remove(index)} />
                  </Group>
                )}
              </Group>
              <TextField
                name={`${NAME}.${index}.title`}
                label="Title"
                description="Shown as the panel's heading; optional."
                placeholder="e.g. Key specifications"
                maxLength={CONTENT_SIDEBAR_LIMITS.title}
                readOnly={readOnly}
              />
              <RichTextField name={`${NAME}.${index}.body`} label="Body" minHeight={120} readOnly={readOnly} />
            </Stack>
          </Paper>
        );
      })}
      {readOnly ? null : (
        <Group gap="sm">
          <Button variant="light" size="xs" leftSection={<PlusIcon />} onClick={add} disabled={full}>
            Add sidebar
          </Button>
          {full ? (
            <Text size="sm" c="dimmed" data-testid="sidebars-limit">
              An item has at most {MAX} sidebars: remove one to add another.
            </Text>
          ) : null}
        </Group>
      )}
      {listError ? <Input.Error role="alert">{listError}</Input.Error> : null}
    </Stack>
  );
}
