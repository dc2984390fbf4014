import { Badge, Box, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import type { StoredGrid, StoredRow } from '../../../shared/layouts/grid.js';
import { ActionIconButton, ConfirmModal, PlusIcon, TrashIcon } from '../../forms/index.js';
import { SettingsIcon } from '../../shell/icons.js';
import { messagesUnder } from '../layoutForm.js';
import { BlockPicker } from './BlockPicker.js';
import { BlockSettingsDrawer } from './BlockSettingsDrawer.js';
import { GridColumn } from './GridColumn.js';
import { DragHandle, DropLine, GridDnd, useGridItemDnd } from './GridDnd.js';
import { CopyIcon, DownIcon, UpIcon } from './gridIcons.js';
import { PAGE_GRID_KIND, useGridKind, type RowLayoutOption } from './gridKind.js';
import { addBlock, addRow, blockCount, canAddRow, deleteRow, duplicateRow, moveRow, newBlock, randomId, setRowLayout } from './gridState.js';
import { RowSettingsDrawer } from './RowSettingsDrawer.js';
import { useGridErrors } from './useGridErrors.js';

/** The page grid's row layouts (the grid kind supplies each grid's own). */
export const ROW_LAYOUT_OPTIONS = PAGE_GRID_KIND.rowLayouts;

/** What the grid's drawer shows: a row's settings or a block's. */
type DrawerTarget = { kind: 'row'; rowId: string } | { kind: 'block'; blockId: string };

export interface GridEditorProps {
  /** Form path of the grid: 'primaryGrid' or 'secondaryGrids.2'. */
  name: string;
  /** 'Primary grid', 'Secondary grid 2' (names the rows for screen readers). */
  label: string;
  /** Rows, blocks and their places, and row settings cannot be changed. */
  readOnly: boolean;
  /**
   * Block settings cannot be changed either (default: as readOnly). A newsletter template's basic
   * editor has a read-only structure but editable block settings.
   */
  blockSettingsReadOnly?: boolean;
}

/**
 * The visual editor of one grid (spec 002 §2 "Page grid", 001 §3 "Grid settings"): rows drawn as
 * boxes whose columns take the widths of the row's layout, blocks as cards in their columns.
 * Every change goes through the pure functions of gridState into the layout form, so Save sends
 * exactly what is shown; settings open in a drawer whose fields are bound to the same form. What
 * differs between a page grid and a newsletter grid comes from the grid kind (gridKind.tsx).
 */
export function GridEditor({ name, label, readOnly, blockSettingsReadOnly = readOnly }: GridEditorProps) {
  const kind = useGridKind();
  const { input } = useField<StoredGrid>(name, { subscription: { value: true } });
  const grid: StoredGrid = input.value && Array.isArray(input.value.rows) ? input.value : { rows: [] };
  const change = (next: StoredGrid) => {
    if (next !== grid) input.onChange(next);
  };
  const errors = useGridErrors();
  const [chosenLayout, setNewLayout] = useState<string>(kind.defaultRowLayout);
  const newLayout = kind.isRowLayout(chosenLayout) ? chosenLayout : kind.defaultRowLayout;
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const [picking, setPicking] = useState<{ rowId: string; columnId: string } | null>(null);
  const [deleting, setDeleting] = useState<StoredRow | null>(null);

  return (
    <GridDnd grid={grid} onGridChange={change} readOnly={readOnly} blockLabel={kind.blockLabel}>
      <Stack gap="md">
        {grid.rows.length === 0 ? (
          <Paper withBorder radius="md" p="xl" bg="gray.0">
            <Text ta="center" c="dimmed" size="sm">
              {readOnly ? 'This grid has no rows.' : 'This grid has no rows yet. Choose a layout and add the first row.'}
            </Text>
          </Paper>
        ) : null}
        {grid.rows.map((row, index) => (
          <RowBox
            key={row.id}
            row={row}
            index={index}
            count={grid.rows.length}
            path={`${name}.rows.${index}`}
            gridLabel={label}
            readOnly={readOnly}
            errors={errors}
            layoutOptions={kind.rowLayouts}
            isRowLayout={kind.isRowLayout}
            canDuplicate={canAddRow(grid, kind)}
            onChangeLayout={(layout) => change(setRowLayout(grid, row.id, layout, randomId, kind))}
            onMove={(delta) => change(moveRow(grid, row.id, delta))}
            onDuplicate={() => change(duplicateRow(grid, row.id, randomId, kind))}
            onDelete={() => setDeleting(row)}
            onSettings={() => setDrawer({ kind: 'row', rowId: row.id })}
            onGridChange={change}
            grid={grid}
            onAddBlock={(columnId) => setPicking({ rowId: row.id, columnId })}
            onBlockSettings={(blockId) => setDrawer({ kind: 'block', blockId })}
          />
        ))}
        {readOnly ? null : (
          <Group gap="sm" align="flex-end">
            <Select
              label="Layout of the new row"
              data={kind.rowLayouts}
              value={newLayout}
              onChange={(value) => {
                if (value && kind.isRowLayout(value)) setNewLayout(value);
              }}
              allowDeselect={false}
              w={220}
            />
            <Button leftSection={<PlusIcon />} variant="default" disabled={!canAddRow(grid, kind)} onClick={() => change(addRow(grid, newLayout, randomId, kind))}>
              Add row
            </Button>
            {canAddRow(grid, kind) ? null : (
              <Text size="xs" c="dimmed">
                A grid has at most {kind.maxRows} rows.
              </Text>
            )}
          </Group>
        )}

        <RowSettingsDrawer
          gridPath={name}
          grid={grid}
          rowId={drawer?.kind === 'row' ? drawer.rowId : null}
          readOnly={readOnly}
          onClose={() => setDrawer(null)}
        />
        <BlockSettingsDrawer
          gridPath={name}
          grid={grid}
          blockId={drawer?.kind === 'block' ? drawer.blockId : null}
          readOnly={blockSettingsReadOnly}
          onClose={() => setDrawer(null)}
        />
        <BlockPicker
          opened={picking !== null}
          onClose={() => setPicking(null)}
          onPick={(type, settings) => {
            if (picking) change(addBlock(grid, picking.rowId, picking.columnId, newBlock(type, settings, randomId)));
            setPicking(null);
          }}
        />
        <ConfirmModal
          opened={deleting !== null}
          onClose={() => setDeleting(null)}
          title="Delete row?"
          centered
          message={
            deleting ? (
              <>
                Row {grid.rows.findIndex((r) => r.id === deleting.id) + 1} ({deleting.settings.layout}) and its {blockCount({ rows: [deleting] })} blocks are removed from the{' '}
                {kind.documentNoun}. Nothing is stored until you save.
              </>
            ) : null
          }
          confirmLabel="Delete row"
          onConfirm={() => {
            if (deleting) change(deleteRow(grid, deleting.id));
            setDeleting(null);
          }}
          loading={false}
        />
      </Stack>
    </GridDnd>
  );
}

interface RowBoxProps {
  row: StoredRow;
  index: number;
  count: number;
  path: string;
  gridLabel: string;
  readOnly: boolean;
  errors: Record<string, string>;
  layoutOptions: readonly RowLayoutOption[];
  isRowLayout: (value: string) => boolean;
  canDuplicate: boolean;
  grid: StoredGrid;
  onChangeLayout: (layout: string) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onSettings: () => void;
  onGridChange: (grid: StoredGrid) => void;
  onAddBlock: (columnId: string) => void;
  onBlockSettings: (blockId: string) => void;
}

function RowBox({ row, index, count, path, gridLabel, readOnly, errors, layoutOptions, isRowLayout, canDuplicate, grid, onChangeLayout, onMove, onDuplicate, onDelete, onSettings, onGridChange, onAddBlock, onBlockSettings }: RowBoxProps) {
  const rowLabel = `Row ${index + 1}`;
  // The row's own settings, column count and id; the blocks' messages show on their cards.
  const rowProblems = messagesUnder(errors, `${path}.settings`).length + (errors[`${path}.columns`] ? 1 : 0) + (errors[`${path}.id`] ? 1 : 0);
  const dnd = useGridItemDnd({ kind: 'row', id: row.id });
  return (
    <div>
      <DropLine show={dnd.indicator === 'before'} />
      <Paper
        ref={dnd.setNodeRef}
        withBorder
        radius="md"
        p="sm"
        role="group"
        aria-label={`${gridLabel}, ${rowLabel}`}
        data-testid="grid-row"
        style={{ ...(rowProblems > 0 ? { borderColor: 'var(--mantine-color-red-6)' } : {}), ...(dnd.isDragging ? { opacity: 0.45 } : {}) }}
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              {readOnly ? null : <DragHandle label={`Drag ${rowLabel.toLowerCase()}`} {...dnd.handle} />}
              <Text fw={600} size="sm">
                {rowLabel}
              </Text>
              {row.settings.title ? (
                <Text size="sm" c="dimmed" truncate maw={240}>
                  {row.settings.title}
                </Text>
              ) : null}
              {/* Page rows only: a newsletter row has no display condition. */}
              {row.settings.displayCondition && row.settings.displayCondition !== 'always' ? (
                <Badge size="xs" variant="light" color="gray">
                  {row.settings.displayCondition}
                </Badge>
              ) : null}
              {rowProblems > 0 ? (
                <Badge size="xs" color="red" variant="light">
                  Check the row settings
                </Badge>
              ) : null}
            </Group>
            <Group gap={4} wrap="nowrap">
              <Select
                aria-label={`Layout of ${rowLabel.toLowerCase()}`}
                data={layoutOptions}
                value={row.settings.layout}
                onChange={(value) => {
                  if (value && isRowLayout(value)) onChangeLayout(value);
                }}
                allowDeselect={false}
                readOnly={readOnly}
                size="xs"
                w={170}
              />
              {readOnly ? null : (
                <>
                  <ActionIconButton label="Move row up" icon={<UpIcon />} size="sm" disabled={index === 0} onClick={() => onMove(-1)} />
                  <ActionIconButton label="Move row down" icon={<DownIcon />} size="sm" disabled={index === count - 1} onClick={() => onMove(1)} />
                  <ActionIconButton label="Duplicate row" icon={<CopyIcon />} size="sm" disabled={!canDuplicate} onClick={onDuplicate} />
                </>
              )}
              <ActionIconButton label="Configure row" icon={<SettingsIcon />} size="sm" onClick={onSettings} />
              {readOnly ? null : <ActionIconButton label="Delete row" icon={<TrashIcon />} size="sm" color="red" onClick={onDelete} />}
            </Group>
          </Group>
          <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'stretch' }}>
            {row.columns.map((column, columnIndex) => (
              <GridColumn
                key={column.id}
                grid={grid}
                row={row}
                column={column}
                columnIndex={columnIndex}
                rowLabel={rowLabel}
                path={`${path}.columns.${columnIndex}`}
                readOnly={readOnly}
                errors={errors}
                onGridChange={onGridChange}
                onAddBlock={() => onAddBlock(column.id)}
                onBlockSettings={onBlockSettings}
              />
            ))}
          </Box>
        </Stack>
      </Paper>
      <DropLine show={dnd.indicator === 'after'} />
    </div>
  );
}
