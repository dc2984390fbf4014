import { MAX_BLOCKS_PER_COLUMN, MAX_ROWS_PER_GRID, MAX_SECONDARY_GRIDS, changeRowLayout, columnWeights, emptyRow, type StoredBlock, type StoredGrid, type StoredRow, type StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import { isRowLayout, type RowLayout } from '../../../shared/layout.js';

/**
 * The grid editor's changes as pure functions over a stored grid (spec 002 §2 "Page grid"): each
 * returns a new grid and leaves the old one untouched, so the form sees every change and a change
 * that does not apply (moving the first row up) returns the same grid. Ids are made by `newId`.
 */
export type NewId = () => string;

/**
 * Short random ids for rows, columns and blocks (unique within a layout is all that is needed).
 * getRandomValues rather than randomUUID: the latter exists only in secure contexts, and an admin
 * reached over plain http on a LAN host name is not one.
 */
export const randomId: NewId = () => Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Where an item sits in a grid, by index (form paths use indices). */
export interface BlockPosition {
  row: number;
  column: number;
  block: number;
}

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function rowIndex(grid: StoredGrid, rowId: string): number {
  return grid.rows.findIndex((row) => row.id === rowId);
}

export function findBlock(grid: StoredGrid, blockId: string): BlockPosition | null {
  for (const [row, r] of grid.rows.entries()) {
    for (const [column, c] of r.columns.entries()) {
      const block = c.blocks.findIndex((b) => b.id === blockId);
      if (block >= 0) return { row, column, block };
    }
  }
  return null;
}

/**
 * How a kind of grid makes its rows (see gridKind.tsx): a new empty row of a layout, a row moved
 * to another layout, and how many rows a grid holds. Null: the layout is not one of the kind's.
 */
export interface RowFactory {
  emptyRow: (layout: string, newId: NewId) => StoredRow | null;
  changeRowLayout: (row: StoredRow, layout: string, newId: NewId) => StoredRow | null;
  maxRows: number;
}

/** The page grid's rows (shared/layouts/grid.ts): the default of every function here. */
export const PAGE_ROWS: RowFactory = {
  emptyRow: (layout, newId) => (isRowLayout(layout) ? emptyRow(layout, newId) : null),
  changeRowLayout: (row, layout, newId) => (isRowLayout(layout) ? changeRowLayout(row, layout, newId) : null),
  maxRows: MAX_ROWS_PER_GRID,
};

export function canAddRow(grid: StoredGrid, limits: Pick<RowFactory, 'maxRows'> = PAGE_ROWS): boolean {
  return grid.rows.length < limits.maxRows;
}

export function addRow(grid: StoredGrid, layout: string, newId: NewId, factory: RowFactory = PAGE_ROWS): StoredGrid {
  if (!canAddRow(grid, factory)) return grid;
  const row = factory.emptyRow(layout, newId);
  return row ? { ...grid, rows: [...grid.rows, row] } : grid;
}

export function moveRow(grid: StoredGrid, rowId: string, delta: -1 | 1): StoredGrid {
  const from = rowIndex(grid, rowId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= grid.rows.length) return grid;
  return { ...grid, rows: moveItem(grid.rows, from, to) };
}

/** A copy of a row (settings, columns and blocks) with fresh ids, placed right after it. */
export function duplicateRow(grid: StoredGrid, rowId: string, newId: NewId, limits: Pick<RowFactory, 'maxRows'> = PAGE_ROWS): StoredGrid {
  const index = rowIndex(grid, rowId);
  const row = grid.rows[index];
  if (!row || !canAddRow(grid, limits)) return grid;
  const copy: StoredRow = structuredClone(row);
  copy.id = newId();
  for (const column of copy.columns) {
    column.id = newId();
    for (const block of column.blocks) block.id = newId();
  }
  const rows = [...grid.rows];
  rows.splice(index + 1, 0, copy);
  return { ...grid, rows };
}

export function deleteRow(grid: StoredGrid, rowId: string): StoredGrid {
  if (rowIndex(grid, rowId) < 0) return grid;
  return { ...grid, rows: grid.rows.filter((row) => row.id !== rowId) };
}

/** Another layout for a row; blocks of columns that disappear move to the last column kept. */
export function setRowLayout(grid: StoredGrid, rowId: string, layout: string, newId: NewId, factory: RowFactory = PAGE_ROWS): StoredGrid {
  const index = rowIndex(grid, rowId);
  const row = grid.rows[index];
  if (!row || row.settings.layout === layout) return grid;
  const changed = factory.changeRowLayout(row, layout, newId);
  if (!changed) return grid;
  const rows = [...grid.rows];
  rows[index] = changed;
  return { ...grid, rows };
}

export function newBlock(type: string, settings: Record<string, unknown>, newId: NewId): StoredBlock {
  return { id: newId(), type, settings };
}

function updateColumnBlocks(grid: StoredGrid, row: number, column: number, update: (blocks: StoredBlock[]) => StoredBlock[]): StoredGrid {
  return {
    ...grid,
    rows: grid.rows.map((r, ri) =>
      ri !== row ? r : { ...r, columns: r.columns.map((c, ci) => (ci !== column ? c : { ...c, blocks: update(c.blocks) })) },
    ),
  };
}

export function canAddBlock(grid: StoredGrid, rowId: string, columnId: string): boolean {
  const column = grid.rows.find((r) => r.id === rowId)?.columns.find((c) => c.id === columnId);
  return column !== undefined && column.blocks.length < MAX_BLOCKS_PER_COLUMN;
}

/** Appends a block to a column (the column's own order is the page order). */
export function addBlock(grid: StoredGrid, rowId: string, columnId: string, block: StoredBlock): StoredGrid {
  const row = rowIndex(grid, rowId);
  const column = grid.rows[row]?.columns.findIndex((c) => c.id === columnId) ?? -1;
  if (row < 0 || column < 0 || !canAddBlock(grid, rowId, columnId)) return grid;
  return updateColumnBlocks(grid, row, column, (blocks) => [...blocks, block]);
}

/** Up or down inside its column. */
export function moveBlock(grid: StoredGrid, blockId: string, delta: -1 | 1): StoredGrid {
  const at = findBlock(grid, blockId);
  if (!at) return grid;
  const count = grid.rows[at.row]?.columns[at.column]?.blocks.length ?? 0;
  const to = at.block + delta;
  if (to < 0 || to >= count) return grid;
  return updateColumnBlocks(grid, at.row, at.column, (blocks) => moveItem(blocks, at.block, to));
}

/** Whether the block has a column on that side within its row. */
export function canMoveBlockToColumn(grid: StoredGrid, blockId: string, delta: -1 | 1): boolean {
  const at = findBlock(grid, blockId);
  if (!at) return false;
  const target = grid.rows[at.row]?.columns[at.column + delta];
  return target !== undefined && target.blocks.length < MAX_BLOCKS_PER_COLUMN;
}

/** To the previous or next column of the same row, at the end of that column. */
export function moveBlockToColumn(grid: StoredGrid, blockId: string, delta: -1 | 1): StoredGrid {
  const at = findBlock(grid, blockId);
  if (!at || !canMoveBlockToColumn(grid, blockId, delta)) return grid;
  const block = grid.rows[at.row]?.columns[at.column]?.blocks[at.block];
  if (!block) return grid;
  const without = updateColumnBlocks(grid, at.row, at.column, (blocks) => blocks.filter((b) => b.id !== blockId));
  return updateColumnBlocks(without, at.row, at.column + delta, (blocks) => [...blocks, block]);
}

/** Where a column sits in a grid, by index. */
export function findColumn(grid: StoredGrid, columnId: string): { row: number; column: number } | null {
  for (const [row, r] of grid.rows.entries()) {
    const column = r.columns.findIndex((c) => c.id === columnId);
    if (column >= 0) return { row, column };
  }
  return null;
}

/**
 * Where a dragged block goes: a column of any row and the index the block will have there once
 * moved (0 = first). An index past the end puts it last.
 */
export interface BlockTarget {
  columnId: string;
  index: number;
}

/**
 * Moves a block to any column of the grid (drag and drop), at `target.index` of that column after
 * the move. A full column (MAX_BLOCKS_PER_COLUMN) takes no block from another column; a move that
 * changes nothing, or names an unknown block or column, returns the same grid.
 */
export function moveBlockTo(grid: StoredGrid, blockId: string, target: BlockTarget): StoredGrid {
  const from = findBlock(grid, blockId);
  const to = findColumn(grid, target.columnId);
  if (!from || !to) return grid;
  const block = grid.rows[from.row]?.columns[from.column]?.blocks[from.block];
  const destination = grid.rows[to.row]?.columns[to.column];
  if (!block || !destination) return grid;
  const sameColumn = from.row === to.row && from.column === to.column;
  if (!sameColumn && destination.blocks.length >= MAX_BLOCKS_PER_COLUMN) return grid;
  const size = sameColumn ? destination.blocks.length - 1 : destination.blocks.length;
  const index = Math.max(0, Math.min(Math.trunc(target.index), size));
  if (sameColumn) return index === from.block ? grid : updateColumnBlocks(grid, from.row, from.column, (blocks) => moveItem(blocks, from.block, index));
  const without = updateColumnBlocks(grid, from.row, from.column, (blocks) => blocks.filter((b) => b.id !== blockId));
  return updateColumnBlocks(without, to.row, to.column, (blocks) => [...blocks.slice(0, index), block, ...blocks.slice(index)]);
}

/** Moves a row to `index` (its place after the move; clamped to the grid). */
export function moveRowTo(grid: StoredGrid, rowId: string, index: number): StoredGrid {
  const from = rowIndex(grid, rowId);
  if (from < 0) return grid;
  const to = Math.max(0, Math.min(Math.trunc(index), grid.rows.length - 1));
  return to === from ? grid : { ...grid, rows: moveItem(grid.rows, from, to) };
}

export function deleteBlock(grid: StoredGrid, blockId: string): StoredGrid {
  const at = findBlock(grid, blockId);
  if (!at) return grid;
  return updateColumnBlocks(grid, at.row, at.column, (blocks) => blocks.filter((b) => b.id !== blockId));
}

export function canAddSecondaryGrid(grids: readonly StoredSecondaryGrid[]): boolean {
  return grids.length < MAX_SECONDARY_GRIDS;
}

/** A new, empty secondary grid that renders (002 §3 "A secondary grid has id, render flag and rows"). */
export function addSecondaryGrid(grids: readonly StoredSecondaryGrid[], newId: NewId): StoredSecondaryGrid[] {
  if (!canAddSecondaryGrid(grids)) return [...grids];
  return [...grids, { id: newId(), render: true, rows: [] }];
}

export function removeSecondaryGrid(grids: readonly StoredSecondaryGrid[], id: string): StoredSecondaryGrid[] {
  return grids.filter((grid) => grid.id !== id);
}

/** How many blocks a grid holds (the confirm messages say what a delete takes away). */
export function blockCount(grid: { rows: readonly StoredRow[] }): number {
  return grid.rows.reduce((sum, row) => sum + row.columns.reduce((n, column) => n + column.blocks.length, 0), 0);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The widths of a row layout as fractions of the row: '1_2' → ['1/3', '2/3'], '1_2_1' → ['1/4', '1/2', '1/4']. */
export function columnFractions(layout: RowLayout): string[] {
  const weights = columnWeights(layout);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => {
    const divisor = gcd(weight, total);
    return `${weight / divisor}/${total / divisor}`;
  });
}

/** How the editor names a row layout: '1_2 (1/3 + 2/3)'. */
export function rowLayoutLabel(layout: RowLayout): string {
  return `${layout} (${columnFractions(layout).join(' + ')})`;
}
