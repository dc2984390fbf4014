import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import { useGridKind } from './gridKind.js';
import { rowIndex } from './gridState.js';

export interface RowSettingsDrawerProps {
  gridPath: string;
  grid: StoredGrid;
  /** The row whose settings are open; null: closed. */
  rowId: string | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A row's settings, as the grid's kind defines them (gridKind.tsx: a page row's padding, mobile
 * column priority, equalize and group blocks, width, display condition, title, link and colours;
 * a newsletter row's padding, background and title). The fields are bound to the form at the
 * row's current position, so a message of the server lands on them.
 */
export function RowSettingsDrawer({ gridPath, grid, rowId, readOnly, onClose }: RowSettingsDrawerProps) {
  const { RowSettingsFields } = useGridKind();
  const index = rowId === null ? -1 : rowIndex(grid, rowId);
  const row = grid.rows[index];
  const path = `${gridPath}.rows.${index}.settings`;
  return (
    // On the left, lightly veiled: the layout editor's live preview stays in sight on the right.
    <Drawer opened={row !== undefined} onClose={onClose} position="left" size="lg" overlayProps={{ backgroundOpacity: 0.15 }} title={row ? `Row ${index + 1} settings` : 'Row settings'}>
      {row ? (
        <Stack gap="md">
          <RowSettingsFields path={path} row={row} readOnly={readOnly} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
