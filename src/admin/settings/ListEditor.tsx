import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { PlusIcon, TrashIcon, icon } from '../forms/icons.js';

const UpIcon = icon('UpIcon', <path d="M18 15l-6-6-6 6" />);
const DownIcon = icon('DownIcon', <path d="M6 9l6 6 6-6" />);

export interface ListEditorProps<T> {
  /** Path of the array in the form values ('groups', 'podcasts', 'podcasts.0.links'). */
  name: string;
  /** A new, empty item. */
  newItem: () => T;
  /** The fields of one item; `prefix` is its path ('groups.2'). */
  renderItem: (prefix: string, index: number) => ReactNode;
  /** The heading of an item card. */
  itemTitle: (item: T, index: number) => string;
  addLabel: string;
  emptyText: string;
  readOnly: boolean;
  max?: number;
  /** Compact rows (links of a podcast) instead of cards. */
  compact?: boolean;
}

/**
 * An ordered list inside a form without final-form-arrays: the array value is replaced through
 * form.change on add, remove and move, and each item's fields are bound by index. The array-level
 * error (e.g. 'At most 100') shows under the list.
 */
export function ListEditor<T>({ name, newItem, renderItem, itemTitle, addLabel, emptyText, readOnly, max, compact = false }: ListEditorProps<T>) {
  const form = useForm();
  const { input, meta } = useField<T[]>(name, { subscription: { value: true, error: true, submitError: true, submitFailed: true } });
  const items: T[] = Array.isArray(input.value) ? input.value : [];
  const set = (next: T[]) => form.change(name, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    set(next);
  };
  const listError = typeof meta.submitError === 'string' ? meta.submitError : meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;

  return (
    <Stack gap={compact ? 'xs' : 'md'}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {items.map((item, index) => {
        const controls = readOnly ? null : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Move up">
              <ActionIcon variant="subtle" aria-label={`Move ${itemTitle(item, index)} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <UpIcon size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon variant="subtle" aria-label={`Move ${itemTitle(item, index)} down`} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                <DownIcon size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${itemTitle(item, index)}`} onClick={() => set(items.filter((_, i) => i !== index))}>
                <TrashIcon size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
        if (compact) {
          return (
            <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
              <div style={{ flex: 1 }}>{renderItem(`${name}.${index}`, index)}</div>
              <div style={{ paddingTop: 26 }}>{controls}</div>
            </Group>
          );
        }
        return (
          <Paper key={index} withBorder radius="md" p="md" data-testid={`${name}-item`}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{itemTitle(item, index)}</Text>
                {controls}
              </Group>
              {renderItem(`${name}.${index}`, index)}
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
          <Button variant="light" size={compact ? 'xs' : 'sm'} leftSection={<PlusIcon size={14} />} disabled={max !== undefined && items.length >= max} onClick={() => set([...items, newItem()])}>
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
