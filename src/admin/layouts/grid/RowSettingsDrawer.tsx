import { Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DISPLAY_CONDITIONS, MOBILE_COLUMN_PRIORITIES, ROW_WIDTHS, type StoredGrid } from '../../../shared/layouts/grid.js';
import { CheckboxField, ColorPickerField, NumberField, SelectField, TextField } from '../../forms/index.js';
import { rowIndex, rowLayoutLabel } from './gridState.js';

const WIDTH_OPTIONS = ROW_WIDTHS.map((value) => ({ value, label: value === 'site-width' ? 'Site width' : 'Restricted' }));
const PRIORITY_OPTIONS = MOBILE_COLUMN_PRIORITIES.map((value) => ({ value, label: value === 'in-order' ? 'In order (first column on top)' : 'Reversed (last column on top)' }));
const CONDITION_OPTIONS = DISPLAY_CONDITIONS.map((value) => ({
  value,
  label: value === 'always' ? 'Always' : value === 'logged-in' ? 'Only to logged-in visitors' : 'Only to logged-out visitors',
}));
const PADDING = { min: 0, max: 96, step: 4, suffix: ' px' } as const;

export interface RowSettingsDrawerProps {
  gridPath: string;
  grid: StoredGrid;
  /** The row whose settings are open; null: closed. */
  rowId: string | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A row's settings (001 §3 "Grid settings", 002 §3): padding, mobile column priority, equalize and
 * group blocks, width, display condition, title, link and colours. The fields are bound to the
 * layout form at the row's current position, so a message of the server lands on them.
 */
export function RowSettingsDrawer({ gridPath, grid, rowId, readOnly, onClose }: RowSettingsDrawerProps) {
  const index = rowId === null ? -1 : rowIndex(grid, rowId);
  const row = grid.rows[index];
  const path = `${gridPath}.rows.${index}.settings`;
  return (
    <Drawer opened={row !== undefined} onClose={onClose} position="right" size="lg" title={row ? `Row ${index + 1} settings` : 'Row settings'}>
      {row ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Layout {rowLayoutLabel(row.settings.layout)}. Change the layout in the row's header; blocks are kept.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField name={`${path}.verticalPadding`} label="Vertical padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
            <NumberField name={`${path}.horizontalPadding`} label="Horizontal padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
          </SimpleGrid>
          <SelectField name={`${path}.width`} label="Width" options={WIDTH_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} description="Restricted keeps the row narrower than the site." />
          <SelectField name={`${path}.mobileColumnPriority`} label="Mobile column priority" options={PRIORITY_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} description="Which column comes first when the columns stack on a phone." />
          <CheckboxField name={`${path}.equalizeBlocks`} label="Equalize blocks" description="Blocks side by side get the same height." readOnly={readOnly} />
          <CheckboxField name={`${path}.groupBlocks`} label="Group blocks" description="The row's blocks are drawn as one group." readOnly={readOnly} />
          <SelectField name={`${path}.displayCondition`} label="Display condition" options={CONDITION_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} />
          <TextField name={`${path}.title`} label="Title" readOnly={readOnly} maxLength={200} />
          <TextField name={`${path}.link`} label="Link" placeholder="/path or https://…" readOnly={readOnly} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
            <ColorPickerField name={`${path}.textColor`} label="Text colour" readOnly={readOnly} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
