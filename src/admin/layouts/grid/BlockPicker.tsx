import { Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SearchIcon } from '../../forms/index.js';
import { useGridKind } from './gridKind.js';

export interface BlockPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen type with its default settings (every field filled). */
  onPick: (type: string, settings: Record<string, unknown>) => void;
}

/** "Add block": every block type of the grid's kind with its one-line description, filterable. */
export function BlockPicker({ opened, onClose, onPick }: BlockPickerProps) {
  const { pickableBlocks, blockDefaults } = useGridKind();
  const [phrase, setPhrase] = useState('');
  const shown = useMemo(() => {
    const needle = phrase.trim().toLowerCase();
    return needle ? pickableBlocks.filter((d) => `${d.label} ${d.description} ${d.type}`.toLowerCase().includes(needle)) : pickableBlocks;
  }, [phrase, pickableBlocks]);
  const close = () => {
    setPhrase('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add block" size="lg">
      <Stack gap="sm">
        <TextInput label="Find a block type" value={phrase} onChange={(event) => setPhrase(event.currentTarget.value)} leftSection={<SearchIcon />} data-autofocus />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            No block type matches “{phrase.trim()}”.
          </Text>
        ) : null}
        <Stack gap={6} role="list" aria-label="Block types">
          {shown.map((definition) => (
            <div role="listitem" key={definition.type}>
              <UnstyledButton
                w="100%"
                p="sm"
                data-testid="block-type-option"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
                onClick={() => {
                  setPhrase('');
                  onPick(definition.type, blockDefaults(definition.type) ?? {});
                }}
              >
                <Text fw={600} size="sm">
                  {definition.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {definition.description}
                </Text>
              </UnstyledButton>
            </div>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
