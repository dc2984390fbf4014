import { describe, expect, it } from 'vitest';
import type { StoredGrid } from '../../../shared/layouts/grid';
import {
  addBlock,
  addRow,
  addSecondaryGrid,
  blockCount,
  canMoveBlockToColumn,
  deleteBlock,
  deleteRow,
  duplicateRow,
  findBlock,
  moveBlock,
  moveBlockTo,
  moveBlockToColumn,
  moveRow,
  moveRowTo,
  newBlock,
  removeSecondaryGrid,
  randomId,
  rowLayoutLabel,
  setRowLayout,
} from './gridState';

function counter() {
  let n = 0;
  return () => `id${++n}`;
}

const ids = (grid: StoredGrid) => grid.rows.map((row) => row.id);
const blocksOf = (grid: StoredGrid, row: number, column: number) => grid.rows[row]?.columns[column]?.blocks.map((b) => b.id);

/** Two rows: a 1_2 row (id1: columns id2, id3) and a 1_1_1 row (id4: columns id5, id6, id7). */
function sample() {
  const newId = counter();
  let grid: StoredGrid = { rows: [] };
  grid = addRow(grid, '1_2', newId);
  grid = addRow(grid, '1_1_1', newId);
  grid = addBlock(grid, 'id1', 'id3', newBlock('rich_text', { title: 'A' }, () => 'bA'));
  grid = addBlock(grid, 'id1', 'id3', newBlock('content_list', { title: 'B' }, () => 'bB'));
  grid = addBlock(grid, 'id4', 'id7', newBlock('search', {}, () => 'bC'));
  return { grid, newId };
}

describe('rows', () => {
  it('adds rows with as many empty columns as their layout has', () => {
    const { grid } = sample();
    expect(ids(grid)).toEqual(['id1', 'id4']);
    expect(grid.rows[0]?.settings).toMatchObject({ layout: '1_2', width: 'site-width', verticalPadding: 0 });
    expect(grid.rows.map((row) => row.columns.length)).toEqual([2, 3]);
  });

  it('moves a row up and down, and not past either end', () => {
    const { grid } = sample();
    expect(ids(moveRow(grid, 'id4', -1))).toEqual(['id4', 'id1']);
    expect(ids(moveRow(grid, 'id1', 1))).toEqual(['id4', 'id1']);
    expect(moveRow(grid, 'id1', -1)).toBe(grid);
    expect(moveRow(grid, 'id4', 1)).toBe(grid);
  });

  it('duplicates a row after itself with fresh ids and the same blocks', () => {
    const { grid, newId } = sample();
    const next = duplicateRow(grid, 'id1', newId);
    expect(next.rows).toHaveLength(3);
    const copy = next.rows[1]!;
    expect(copy.id).not.toBe('id1');
    expect(copy.columns.map((c) => c.id)).not.toContain('id3');
    expect(copy.columns[1]?.blocks.map((b) => b.settings.title)).toEqual(['A', 'B']);
    expect(copy.columns[1]?.blocks.map((b) => b.id)).not.toContain('bA');
    // The original is untouched.
    expect(blocksOf(grid, 0, 1)).toEqual(['bA', 'bB']);
  });

  it('deletes a row', () => {
    const { grid } = sample();
    expect(ids(deleteRow(grid, 'id1'))).toEqual(['id4']);
    expect(deleteRow(grid, 'nope')).toBe(grid);
  });

  it('changes a layout without losing blocks', () => {
    const { grid, newId } = sample();
    const narrowed = setRowLayout(grid, 'id4', '1_2', newId);
    expect(narrowed.rows[1]?.settings.layout).toBe('1_2');
    expect(narrowed.rows[1]?.columns).toHaveLength(2);
    expect(blocksOf(narrowed, 1, 1)).toEqual(['bC']);
    const widened = setRowLayout(grid, 'id1', '1_2_1', newId);
    expect(widened.rows[0]?.columns).toHaveLength(3);
    expect(blocksOf(widened, 0, 1)).toEqual(['bA', 'bB']);
    expect(blockCount(widened)).toBe(blockCount(grid));
  });
});

describe('blocks', () => {
  it('adds blocks at the end of a column', () => {
    const { grid } = sample();
    expect(blocksOf(grid, 0, 1)).toEqual(['bA', 'bB']);
    expect(findBlock(grid, 'bC')).toEqual({ row: 1, column: 2, block: 0 });
    expect(addBlock(grid, 'id1', 'missing', newBlock('search', {}, () => 'x'))).toBe(grid);
  });

  it('moves a block up and down within its column', () => {
    const { grid } = sample();
    expect(blocksOf(moveBlock(grid, 'bB', -1), 0, 1)).toEqual(['bB', 'bA']);
    expect(blocksOf(moveBlock(grid, 'bA', 1), 0, 1)).toEqual(['bB', 'bA']);
    expect(moveBlock(grid, 'bA', -1)).toBe(grid);
  });

  it('moves a block to the previous or next column of its row', () => {
    const { grid } = sample();
    expect(canMoveBlockToColumn(grid, 'bA', 1)).toBe(false);
    expect(canMoveBlockToColumn(grid, 'bA', -1)).toBe(true);
    const moved = moveBlockToColumn(grid, 'bA', -1);
    expect(blocksOf(moved, 0, 0)).toEqual(['bA']);
    expect(blocksOf(moved, 0, 1)).toEqual(['bB']);
    expect(moveBlockToColumn(grid, 'bC', 1)).toBe(grid);
  });

  it('moves a block to any column of any row at a chosen place (drag and drop)', () => {
    const { grid } = sample();
    // Within its column: the index it has after the move.
    expect(blocksOf(moveBlockTo(grid, 'bA', { columnId: 'id3', index: 1 }), 0, 1)).toEqual(['bB', 'bA']);
    expect(blocksOf(moveBlockTo(grid, 'bB', { columnId: 'id3', index: 0 }), 0, 1)).toEqual(['bB', 'bA']);
    expect(moveBlockTo(grid, 'bA', { columnId: 'id3', index: 0 })).toBe(grid);
    // Into another column of the row, before a block or past the end.
    const left = moveBlockTo(grid, 'bB', { columnId: 'id2', index: 0 });
    expect(blocksOf(left, 0, 0)).toEqual(['bB']);
    expect(blocksOf(left, 0, 1)).toEqual(['bA']);
    // Across rows, at the front of a column that has a block.
    const across = moveBlockTo(grid, 'bA', { columnId: 'id7', index: 0 });
    expect(blocksOf(across, 1, 2)).toEqual(['bA', 'bC']);
    expect(blocksOf(across, 0, 1)).toEqual(['bB']);
    expect(blocksOf(moveBlockTo(grid, 'bA', { columnId: 'id7', index: 99 }), 1, 2)).toEqual(['bC', 'bA']);
    expect(blocksOf(moveBlockTo(grid, 'bC', { columnId: 'id3', index: -4 }), 0, 1)).toEqual(['bC', 'bA', 'bB']);
    // The old grid is untouched; unknown blocks and columns change nothing.
    expect(blocksOf(grid, 0, 1)).toEqual(['bA', 'bB']);
    expect(moveBlockTo(grid, 'nope', { columnId: 'id2', index: 0 })).toBe(grid);
    expect(moveBlockTo(grid, 'bA', { columnId: 'nope', index: 0 })).toBe(grid);
  });

  it('does not move a block into a full column, but reorders within one', () => {
    let { grid } = sample();
    for (let i = 0; i < 20; i++) grid = addBlock(grid, 'id4', 'id5', newBlock('search', {}, () => `f${i}`));
    expect(blocksOf(grid, 1, 0)).toHaveLength(20);
    expect(moveBlockTo(grid, 'bA', { columnId: 'id5', index: 0 })).toBe(grid);
    expect(blocksOf(moveBlockTo(grid, 'f19', { columnId: 'id5', index: 0 }), 1, 0)?.[0]).toBe('f19');
  });

  it('moves a row to a place (drag and drop)', () => {
    const { grid, newId } = sample();
    const three = addRow(grid, '1_1', newId);
    expect(ids(moveRowTo(three, three.rows[2]!.id, 0))).toEqual([three.rows[2]!.id, 'id1', 'id4']);
    expect(ids(moveRowTo(three, 'id1', 5))).toEqual(['id4', three.rows[2]!.id, 'id1']);
    expect(moveRowTo(three, 'id4', 1)).toBe(three);
    expect(moveRowTo(three, 'nope', 0)).toBe(three);
  });

  it('deletes a block', () => {
    const { grid } = sample();
    expect(blocksOf(deleteBlock(grid, 'bA'), 0, 1)).toEqual(['bB']);
    expect(blockCount(deleteBlock(grid, 'bA'))).toBe(2);
  });
});

describe('secondary grids', () => {
  it('adds up to 8 and removes by id', () => {
    const newId = counter();
    let grids = addSecondaryGrid([], newId);
    expect(grids).toEqual([{ id: 'id1', render: true, rows: [] }]);
    for (let i = 0; i < 10; i++) grids = addSecondaryGrid(grids, newId);
    expect(grids).toHaveLength(8);
    expect(removeSecondaryGrid(grids, 'id1').map((g) => g.id)).not.toContain('id1');
  });
});

describe('row layout labels', () => {
  it('name the column widths as fractions', () => {
    expect(rowLayoutLabel('1_2')).toBe('1_2 (1/3 + 2/3)');
    expect(rowLayoutLabel('1_1')).toBe('1_1 (1/2 + 1/2)');
    expect(rowLayoutLabel('1_2_1')).toBe('1_2_1 (1/4 + 1/2 + 1/4)');
    expect(rowLayoutLabel('3_1')).toBe('3_1 (3/4 + 1/4)');
  });
});

describe('randomId', () => {
  it('makes short hex ids', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}$/);
    expect(randomId()).not.toBe(randomId());
  });
});
