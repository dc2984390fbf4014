import { Alert, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import { GeneratedFields } from '../blockForm/GeneratedFields.js';
import { blockPath } from '../layoutForm.js';
import { useGridKind } from './gridKind.js';
import { findBlock } from './gridState.js';

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
 * A block's settings: first those every block of the grid's kind has (a page block's: 002 §3
 * "Block"; a newsletter block's style fields), then the form generated from the block type's own
 * settings schema. All fields are bound to the form at the block's current position.
 */
export function BlockSettingsDrawer({ gridPath, grid, blockId, readOnly, onClose }: BlockSettingsDrawerProps) {
  const kind = useGridKind();
  const at = blockId === null ? null : findBlock(grid, blockId);
  const block = at ? grid.rows[at.row]?.columns[at.column]?.blocks[at.block] : undefined;
  const label = block ? kind.blockLabel(block.type) : '';
  return (
    <Drawer opened={block !== undefined} onClose={onClose} position="right" size="lg" title={block ? `${label} settings` : 'Block settings'}>
      {block && at ? <BlockSettingsFields type={block.type} path={`${blockPath(gridPath, at.row, at.column, at.block)}.settings`} readOnly={readOnly} onClose={onClose} /> : null}
    </Drawer>
  );
}

function BlockSettingsFields({ type, path, readOnly, onClose }: { type: string; path: string; readOnly: boolean; onClose: () => void }) {
  const kind = useGridKind();
  const definition = kind.block(type);
  const own = kind.blockTypeFields(type);
  const { CommonBlockFields } = kind;
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
      <CommonBlockFields path={path} readOnly={readOnly} />
      {own.length > 0 && definition ? (
        <>
          <Divider />
          <Title order={3} size="h5">
            {definition.label} settings
          </Title>
          <GeneratedFields fields={own} prefix={path} readOnly={readOnly} />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
