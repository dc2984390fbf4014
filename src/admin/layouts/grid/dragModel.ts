import { MAX_BLOCKS_PER_COLUMN, type StoredGrid } from '../../../shared/layouts/grid.js';
import { findBlock, findColumn, rowIndex, type BlockTarget } from './gridState.js';

/**
 * The grid editor's drag and drop as pure functions over a stored grid: what is dragged, where it
 * may land, and where the keyboard takes it. The React side (GridDnd.tsx) only maps dnd-kit's ids
 * to these and applies the result with gridState's moveBlockTo / moveRowTo.
 *
 * A block lands on a *slot*: another block (it takes that block's place: 'position 2') or the end
 * of a column (last). A row lands on another row (it takes that row's place).
 */
export type DragItem = { kind: 'row'; id: string } | { kind: 'block'; id: string };
export type DropSlot = DragItem | { kind: 'column'; id: string };
export type Direction = 'up' | 'down' | 'left' | 'right';

const KINDS = new Set<DropSlot['kind']>(['row', 'block', 'column']);

/** dnd-kit's id of a draggable or droppable: 'block:ab12cd34'. */
export const dndId = (slot: DropSlot): string => `${slot.kind}:${slot.id}`;

export function parseDndId(id: string | number | null | undefined): DropSlot | null {
  if (typeof id !== 'string') return null;
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon) as DropSlot['kind'];
  return colon > 0 && KINDS.has(kind) ? ({ kind, id: id.slice(colon + 1) } as DropSlot) : null;
}

/** Where a dragged block goes when dropped on a slot; null where it cannot go (a full column). */
export function blockTargetOf(grid: StoredGrid, blockId: string, slot: DropSlot): BlockTarget | null {
  const from = findBlock(grid, blockId);
  if (!from) return null;
  const fromColumnId = grid.rows[from.row]?.columns[from.column]?.id;
  if (slot.kind === 'block') {
    const at = findBlock(grid, slot.id);
    const column = at ? grid.rows[at.row]?.columns[at.column] : undefined;
    if (!at || !column) return null;
    if (column.id !== fromColumnId && column.blocks.length >= MAX_BLOCKS_PER_COLUMN) return null;
    return { columnId: column.id, index: at.block };
  }
  if (slot.kind === 'column') {
    const at = findColumn(grid, slot.id);
    const column = at ? grid.rows[at.row]?.columns[at.column] : undefined;
    if (!column) return null;
    if (column.id === fromColumnId) return { columnId: column.id, index: column.blocks.length - 1 };
    return column.blocks.length >= MAX_BLOCKS_PER_COLUMN ? null : { columnId: column.id, index: column.blocks.length };
  }
  return null;
}

/** The index a dragged row takes when dropped on another row; null for anything else. */
export function rowTargetOf(grid: StoredGrid, slot: DropSlot): number | null {
  if (slot.kind !== 'row') return null;
  const index = rowIndex(grid, slot.id);
  return index < 0 ? null : index;
}

/**
 * The slots a dragged block may take in one column, top to bottom: each block of the column, then
 * (in another column) its end. A full column other than the block's own offers none.
 */
function columnSlots(grid: StoredGrid, blockId: string, row: number, column: number): DropSlot[] {
  const target = grid.rows[row]?.columns[column];
  if (!target) return [];
  const own = target.blocks.some((b) => b.id === blockId);
  if (!own && target.blocks.length >= MAX_BLOCKS_PER_COLUMN) return [];
  const blocks: DropSlot[] = target.blocks.map((b) => ({ kind: 'block', id: b.id }));
  return own ? blocks : [...blocks, { kind: 'column', id: target.id }];
}

/** Row, column and position (within columnSlots) of a slot. */
function slotPlace(grid: StoredGrid, blockId: string, slot: DropSlot): { row: number; column: number; position: number } | null {
  const at = slot.kind === 'block' ? findBlock(grid, slot.id) : slot.kind === 'column' ? findColumn(grid, slot.id) : null;
  if (!at) return null;
  const position = columnSlots(grid, blockId, at.row, at.column).findIndex((s) => s.kind === slot.kind && s.id === slot.id);
  return position < 0 ? null : { row: at.row, column: at.column, position };
}

/**
 * The keyboard's next slot for a dragged block: up and down through the column and on into the
 * rows above and below (the column at the same place, or the row's last), left and right to the
 * neighbouring columns of the row at the same height. Full columns are passed over; null: the
 * block cannot go further that way.
 */
export function nextBlockSlot(grid: StoredGrid, blockId: string, current: DropSlot, direction: Direction): DropSlot | null {
  const place = slotPlace(grid, blockId, current);
  if (!place) return null;
  const { row, column, position } = place;
  if (direction === 'up' || direction === 'down') {
    const step = direction === 'down' ? 1 : -1;
    const here = columnSlots(grid, blockId, row, column);
    const inColumn = here[position + step];
    if (inColumn) return inColumn;
    for (let r = row + step; r >= 0 && r < grid.rows.length; r += step) {
      const columns = grid.rows[r]?.columns.length ?? 0;
      const slots = columnSlots(grid, blockId, r, Math.min(column, columns - 1));
      const slot = step > 0 ? slots[0] : slots[slots.length - 1];
      if (slot) return slot;
    }
    return null;
  }
  const step = direction === 'right' ? 1 : -1;
  const columns = grid.rows[row]?.columns.length ?? 0;
  for (let c = column + step; c >= 0 && c < columns; c += step) {
    const slots = columnSlots(grid, blockId, row, c);
    const slot = slots[Math.min(position, slots.length - 1)];
    if (slot) return slot;
  }
  return null;
}

/** The keyboard's next row for a dragged row (up and down only). */
export function nextRowSlot(grid: StoredGrid, current: DropSlot, direction: Direction): DropSlot | null {
  if (current.kind !== 'row' || (direction !== 'up' && direction !== 'down')) return null;
  const next = grid.rows[rowIndex(grid, current.id) + (direction === 'down' ? 1 : -1)];
  return next ? { kind: 'row', id: next.id } : null;
}

/** 'row 1, column 2, position 1 of 3': where a block is, or will be once dropped on `target`. */
export function describeBlockPlace(grid: StoredGrid, blockId: string, target?: BlockTarget): string {
  const from = findBlock(grid, blockId);
  const to = target ? findColumn(grid, target.columnId) : from;
  if (!from || !to) return 'an unknown place';
  const column = grid.rows[to.row]?.columns[to.column];
  const fromColumn = grid.rows[from.row]?.columns[from.column];
  const count = (column?.blocks.length ?? 0) + (column && fromColumn && column.id !== fromColumn.id ? 1 : 0);
  const index = target ? Math.min(target.index, count - 1) : from.block;
  const columns = grid.rows[to.row]?.columns.length ?? 1;
  const columnWords = columns > 1 ? `, column ${to.column + 1}` : '';
  return `row ${to.row + 1}${columnWords}, position ${index + 1} of ${count}`;
}

/** 'position 2 of 4'. */
export function describeRowPlace(grid: StoredGrid, index: number): string {
  return `position ${index + 1} of ${grid.rows.length}`;
}
