import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { BLOCK_ALIGNMENTS, columnWeights, type StoredBlock, type StoredColumn, type StoredGrid, type StoredRow } from '../../../shared/layouts/grid.js';
import { ActionIconButton, PlusIcon, SelectField, TrashIcon } from '../../forms/index.js';
import { SettingsIcon } from '../../shell/icons.js';
import { messagesUnder } from '../layoutForm.js';
import { DragHandle, DropLine, useColumnDrop, useGridItemDnd } from './GridDnd.js';
import { useGridKind } from './gridKind.js';
import { DownIcon, LeftIcon, RightIcon, UpIcon } from './gridIcons.js';
import { canAddBlock, canMoveBlockToColumn, columnFractions, deleteBlock, moveBlock, moveBlockToColumn } from './gridState.js';

const ALIGNMENT_OPTIONS = BLOCK_ALIGNMENTS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export interface GridColumnProps {
  grid: StoredGrid;
  row: StoredRow;
  column: StoredColumn;
  columnIndex: number;
  rowLabel: string;
  /** Form path of the column ('primaryGrid.rows.0.columns.1'). */
  path: string;
  readOnly: boolean;
  errors: Record<string, string>;
  onGridChange: (grid: StoredGrid) => void;
  onAddBlock: () => void;
  onBlockSettings: (blockId: string) => void;
}

/**
 * One column of a row, as wide as its share of the row's layout (1_2: one third, then two thirds),
 * with its block alignment (page grids: the kind's `columnSettings`) and its blocks in page order.
 */
export function GridColumn({ grid, row, column, columnIndex, rowLabel, path, readOnly, errors, onGridChange, onAddBlock, onBlockSettings }: GridColumnProps) {
  const kind = useGridKind();
  const weight = columnWeights(row.settings.layout)[columnIndex] ?? 1;
  const fraction = columnFractions(row.settings.layout)[columnIndex] ?? '';
  const columnLabel = `Column ${columnIndex + 1}`;
  const drop = useColumnDrop(column.id);
  return (
    <Box
      ref={drop.setNodeRef}
      role="group"
      aria-label={`${rowLabel}, ${columnLabel}`}
      data-testid="grid-column"
      style={{
        flex: `${weight} 1 0`,
        minWidth: 0,
        border: `1px dashed var(--mantine-color-${drop.isTarget ? 'blue-6' : 'gray-4'})`,
        background: drop.isTarget ? 'var(--mantine-color-blue-0)' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
        padding: 'var(--mantine-spacing-xs)',
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap={4} wrap="wrap">
          <Text size="xs" c="dimmed" fw={600}>
            {columnLabel} · {fraction}
          </Text>
          {kind.columnSettings ? (
            <SelectField
              name={`${path}.settings.blockAlignment`}
              label="Block alignment"
              options={ALIGNMENT_OPTIONS}
              clearable={false}
              allowDeselect={false}
              readOnly={readOnly}
              size="xs"
              w={120}
              styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
            />
          ) : null}
        </Group>
        {column.blocks.length === 0 ? (
          <Text size="xs" c="dimmed" ta="center" py="xs">
            No blocks
          </Text>
        ) : null}
        {column.blocks.map((block, blockIndex) => (
          <BlockCard
            key={block.id}
            block={block}
            label={kind.blockLabel(block.type)}
            index={blockIndex}
            count={column.blocks.length}
            problems={messagesUnder(errors, `${path}.blocks.${blockIndex}`)}
            readOnly={readOnly}
            canMoveLeft={canMoveBlockToColumn(grid, block.id, -1)}
            canMoveRight={canMoveBlockToColumn(grid, block.id, 1)}
            onMove={(delta) => onGridChange(moveBlock(grid, block.id, delta))}
            onMoveColumn={(delta) => onGridChange(moveBlockToColumn(grid, block.id, delta))}
            onDelete={() => onGridChange(deleteBlock(grid, block.id))}
            onSettings={() => onBlockSettings(block.id)}
          />
        ))}
        <DropLine show={drop.atEnd} />
        {readOnly ? null : (
          <Button size="compact-xs" variant="subtle" leftSection={<PlusIcon />} disabled={!canAddBlock(grid, row.id, column.id)} onClick={onAddBlock}>
            Add block
          </Button>
        )}
      </Stack>
    </Box>
  );
}

interface BlockCardProps {
  block: StoredBlock;
  /** The type's name in the grid's kind ('Rich text', 'Content list'). */
  label: string;
  index: number;
  count: number;
  /** Messages of the block's settings: the card says so while its drawer is closed. */
  problems: string[];
  readOnly: boolean;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onMove: (delta: -1 | 1) => void;
  onMoveColumn: (delta: -1 | 1) => void;
  onDelete: () => void;
  onSettings: () => void;
}

function BlockCard({ block, label, index, count, problems, readOnly, canMoveLeft, canMoveRight, onMove, onMoveColumn, onDelete, onSettings }: BlockCardProps) {
  const title = typeof block.settings.title === 'string' ? block.settings.title : '';
  const dnd = useGridItemDnd({ kind: 'block', id: block.id });
  return (
    <div>
      <DropLine show={dnd.indicator === 'before'} />
      <Paper
        ref={dnd.setNodeRef}
        withBorder
        radius="sm"
        p="xs"
        shadow="xs"
        role="group"
        aria-label={`Block: ${label}${title ? `, ${title}` : ''}`}
        data-testid="grid-block"
        data-block-type={block.type}
        data-block-id={block.id}
        style={{ ...(problems.length > 0 ? { borderColor: 'var(--mantine-color-red-6)' } : {}), ...(dnd.isDragging ? { opacity: 0.45 } : {}) }}
      >
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={4} wrap="nowrap" miw={0}>
              {readOnly ? null : <DragHandle label={`Drag ${label} block${title ? `, ${title}` : ''}`} {...dnd.handle} />}
              <Badge size="sm" variant="light" style={{ flexShrink: 1, minWidth: 0 }}>
                {label}
              </Badge>
            </Group>
            {block.settings.keepInView === true ? (
              <Badge size="xs" variant="outline" color="gray">
                Sticky
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" fw={title ? 500 : 400} c={title ? undefined : 'dimmed'} truncate>
            {title || 'No title'}
          </Text>
          {problems.length > 0 ? (
            <Text size="xs" c="red" role="note">
              {problems[0]}
              {problems.length > 1 ? ` (+${problems.length - 1} more)` : ''}
            </Text>
          ) : null}
          <Group gap={2} wrap="wrap">
            {readOnly ? null : (
              <>
                <ActionIconButton label="Move up" icon={<UpIcon />} size="xs" disabled={index === 0} onClick={() => onMove(-1)} />
                <ActionIconButton label="Move down" icon={<DownIcon />} size="xs" disabled={index === count - 1} onClick={() => onMove(1)} />
                <ActionIconButton label="Move to previous column" icon={<LeftIcon />} size="xs" disabled={!canMoveLeft} onClick={() => onMoveColumn(-1)} />
                <ActionIconButton label="Move to next column" icon={<RightIcon />} size="xs" disabled={!canMoveRight} onClick={() => onMoveColumn(1)} />
              </>
            )}
            <ActionIconButton label="Settings" icon={<SettingsIcon />} size="xs" onClick={onSettings} />
            {readOnly ? null : <ActionIconButton label="Delete block" icon={<TrashIcon />} size="xs" color="red" onClick={onDelete} />}
          </Group>
        </Stack>
      </Paper>
      <DropLine show={dnd.indicator === 'after'} />
    </div>
  );
}
