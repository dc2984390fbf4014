import { Accordion, Alert, Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import { GeneratedFields } from '../blockForm/GeneratedFields.js';
import { blockPath, messagesUnder } from '../layoutForm.js';
import { useGridKind, type CommonFieldGroup } from './gridKind.js';
import { findBlock } from './gridState.js';
import { useGridErrors } from './useGridErrors.js';

export { LINK_TOKEN_HINT, TITLE_TOKEN_HINT } from './gridKind.js';

export interface BlockSettingsDrawerProps {
  gridPath: string;
  grid: StoredGrid;
  /** The block whose settings are open; null: closed. */
  blockId: string | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A block's settings: first the block type's own (the form generated from its settings schema: what
 * makes this block what it is), then the settings every block of the grid's kind has (a page
 * block's title and link, colours, call to action, keep in view: 002 §3 "Block"; a newsletter
 * block's style) in collapsible groups, closed unless the kind opens them or they hold a message.
 * All fields are bound to the form at the block's current position.
 */
export function BlockSettingsDrawer({ gridPath, grid, blockId, readOnly, onClose }: BlockSettingsDrawerProps) {
  const kind = useGridKind();
  const at = blockId === null ? null : findBlock(grid, blockId);
  const block = at ? grid.rows[at.row]?.columns[at.column]?.blocks[at.block] : undefined;
  const label = block ? kind.blockLabel(block.type) : '';
  return (
    // On the left, lightly veiled: the layout editor's live preview stays in sight on the right.
    <Drawer opened={block !== undefined} onClose={onClose} position="left" size="lg" overlayProps={{ backgroundOpacity: 0.15 }} title={block ? `${label} settings` : 'Block settings'}>
      {block && at ? (
        <BlockSettingsFields key={block.id} type={block.type} path={`${blockPath(gridPath, at.row, at.column, at.block)}.settings`} readOnly={readOnly} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

function BlockSettingsFields({ type, path, readOnly, onClose }: { type: string; path: string; readOnly: boolean; onClose: () => void }) {
  const kind = useGridKind();
  const definition = kind.block(type);
  const own = kind.blockTypeFields(type);
  const errors = useGridErrors();
  const { input } = useField<Record<string, unknown>>(path, { subscription: { value: true } });
  const settings = input.value && typeof input.value === 'object' ? input.value : {};
  const problemsOf = (group: CommonFieldGroup) => group.keys.reduce((sum, key) => sum + messagesUnder(errors, `${path}.${key}`).length, 0);
  // Open at first: the kind's open groups and any group holding a message (after a refused save).
  const [open, setOpen] = useState<string[]>(() => kind.commonBlockGroups.filter((group) => group.defaultOpen || problemsOf(group) > 0).map((group) => group.value));
  return (
    <Stack gap="md">
      {definition ? (
        <Text size="sm" c="dimmed">
          {definition.description}
        </Text>
      ) : (
        <Alert color="orange" title="Unknown block type">
          {kind.unknownBlockText(type)}
        </Alert>
      )}
      {own.length > 0 && definition ? (
        <Stack gap="xs" data-testid="block-own-settings">
          <Title order={3} size="h5">
            Block settings
          </Title>
          <GeneratedFields fields={own} prefix={path} readOnly={readOnly} />
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Title order={3} size="h5">
          Common settings
        </Title>
        <Accordion multiple variant="contained" radius="sm" value={open} onChange={setOpen} data-testid="block-common-settings">
          {kind.commonBlockGroups.map((group) => {
            const problems = problemsOf(group);
            const { Fields } = group;
            return (
              <Accordion.Item key={group.value} value={group.value}>
                <Accordion.Control>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500}>
                        {group.label}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {group.summary(settings)}
                      </Text>
                    </Stack>
                    {problems > 0 ? (
                      <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
                        {problems === 1 ? '1 to correct' : `${problems} to correct`}
                      </Badge>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Fields path={path} readOnly={readOnly} />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
