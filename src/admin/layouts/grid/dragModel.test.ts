import { describe, expect, it } from 'vitest';
import type { StoredGrid } from '../../../shared/layouts/grid';
import { blockTargetOf, describeBlockPlace, describeRowPlace, dndId, nextBlockSlot, nextRowSlot, parseDndId, rowTargetOf, type DropSlot } from './dragModel';
import { addBlock, addRow, moveBlockTo, newBlock } from './gridState';

function counter() {
  let n = 0;
  return () => `id${++n}`;
}

/**
 * Row id1 (1_2: columns id2 empty, id3 with bA, bB), row id4 (1_1_1: id5 empty, id6 empty, id7 with bC).
 */
function sample(): StoredGrid {
  const newId = counter();
  let grid: StoredGrid = { rows: [] };
  grid = addRow(grid, '1_2', newId);
  grid = addRow(grid, '1_1_1', newId);
  grid = addBlock(grid, 'id1', 'id3', newBlock('rich_text', {}, () => 'bA'));
  grid = addBlock(grid, 'id1', 'id3', newBlock('content_list', {}, () => 'bB'));
  grid = addBlock(grid, 'id4', 'id7', newBlock('search', {}, () => 'bC'));
  return grid;
}

const block = (id: string): DropSlot => ({ kind: 'block', id });
const column = (id: string): DropSlot => ({ kind: 'column', id });

describe('dnd ids', () => {
  it('name what is dragged and where it lands, and read back', () => {
    expect(dndId(block('bA'))).toBe('block:bA');
    expect(parseDndId('column:id3')).toEqual(column('id3'));
    expect(parseDndId('row:x:y')).toEqual({ kind: 'row', id: 'x:y' });
    expect(parseDndId('other:1')).toBeNull();
    expect(parseDndId(7)).toBeNull();
    expect(parseDndId(null)).toBeNull();
  });
});

describe('drop targets', () => {
  it('a block dropped on a block takes its place; on a column, goes last', () => {
    const grid = sample();
    expect(blockTargetOf(grid, 'bA', block('bB'))).toEqual({ columnId: 'id3', index: 1 });
    expect(blockTargetOf(grid, 'bA', block('bA'))).toEqual({ columnId: 'id3', index: 0 });
    expect(blockTargetOf(grid, 'bA', block('bC'))).toEqual({ columnId: 'id7', index: 0 });
    expect(blockTargetOf(grid, 'bA', column('id2'))).toEqual({ columnId: 'id2', index: 0 });
    expect(blockTargetOf(grid, 'bA', column('id3'))).toEqual({ columnId: 'id3', index: 1 });
    expect(blockTargetOf(grid, 'bA', column('id7'))).toEqual({ columnId: 'id7', index: 1 });
    expect(blockTargetOf(grid, 'bA', { kind: 'row', id: 'id1' })).toBeNull();
    expect(blockTargetOf(grid, 'nope', column('id2'))).toBeNull();
  });

  it('a full column takes no block from elsewhere', () => {
    let grid = sample();
    for (let i = 0; i < 20; i++) grid = addBlock(grid, 'id1', 'id2', newBlock('search', {}, () => `f${i}`));
    expect(blockTargetOf(grid, 'bA', column('id2'))).toBeNull();
    expect(blockTargetOf(grid, 'bA', block('f3'))).toBeNull();
    expect(blockTargetOf(grid, 'f3', block('f0'))).toEqual({ columnId: 'id2', index: 0 });
  });

  it('a row dropped on a row takes its place', () => {
    const grid = sample();
    expect(rowTargetOf(grid, { kind: 'row', id: 'id4' })).toBe(1);
    expect(rowTargetOf(grid, block('bA'))).toBeNull();
    expect(rowTargetOf(grid, { kind: 'row', id: 'nope' })).toBeNull();
  });
});

describe('keyboard moves of a block', () => {
  it('go down the column, then into the row below, and back up', () => {
    const grid = sample();
    expect(nextBlockSlot(grid, 'bA', block('bA'), 'down')).toEqual(block('bB'));
    // The last block of its own column: on to the row below, same column place (the second).
    expect(nextBlockSlot(grid, 'bA', block('bB'), 'down')).toEqual(column('id6'));
    expect(nextBlockSlot(grid, 'bA', column('id6'), 'up')).toEqual(block('bB'));
    expect(nextBlockSlot(grid, 'bA', block('bA'), 'up')).toBeNull();
    expect(nextBlockSlot(grid, 'bA', column('id6'), 'down')).toBeNull();
  });

  it('go left and right to the neighbouring columns at the same height', () => {
    const grid = sample();
    expect(nextBlockSlot(grid, 'bA', block('bA'), 'left')).toEqual(column('id2'));
    expect(nextBlockSlot(grid, 'bA', block('bA'), 'right')).toBeNull();
    expect(nextBlockSlot(grid, 'bA', column('id2'), 'right')).toEqual(block('bA'));
    expect(nextBlockSlot(grid, 'bC', block('bC'), 'left')).toEqual(column('id6'));
    expect(nextBlockSlot(grid, 'bC', column('id6'), 'left')).toEqual(column('id5'));
    // From the second place of a column to a column of one: its last place.
    expect(nextBlockSlot(grid, 'bC', block('bB'), 'left')).toEqual(column('id2'));
    // In another column a block's own place is its end slot.
    expect(nextBlockSlot(grid, 'bC', column('id3'), 'up')).toEqual(block('bB'));
  });

  it('pass over full columns', () => {
    let grid = sample();
    for (let i = 0; i < 20; i++) grid = addBlock(grid, 'id4', 'id6', newBlock('search', {}, () => `f${i}`));
    expect(nextBlockSlot(grid, 'bC', block('bC'), 'left')).toEqual(column('id5'));
  });

  it('end where the drop puts the block', () => {
    const grid = sample();
    let slot: DropSlot = block('bA');
    for (const direction of ['down', 'down'] as const) slot = nextBlockSlot(grid, 'bA', slot, direction) ?? slot;
    const target = blockTargetOf(grid, 'bA', slot);
    expect(target).toEqual({ columnId: 'id6', index: 0 });
    const moved = moveBlockTo(grid, 'bA', target!);
    expect(moved.rows[1]?.columns[1]?.blocks.map((b) => b.id)).toEqual(['bA']);
  });
});

describe('keyboard moves of a row', () => {
  it('go up and down only', () => {
    const grid = sample();
    expect(nextRowSlot(grid, { kind: 'row', id: 'id1' }, 'down')).toEqual({ kind: 'row', id: 'id4' });
    expect(nextRowSlot(grid, { kind: 'row', id: 'id1' }, 'up')).toBeNull();
    expect(nextRowSlot(grid, { kind: 'row', id: 'id1' }, 'right')).toBeNull();
  });
});

describe('announcements', () => {
  it('say where a block is and where it will go', () => {
    const grid = sample();
    expect(describeBlockPlace(grid, 'bB')).toBe('row 1, column 2, position 2 of 2');
    expect(describeBlockPlace(grid, 'bA', { columnId: 'id7', index: 0 })).toBe('row 2, column 3, position 1 of 2');
    expect(describeBlockPlace(grid, 'bA', { columnId: 'id3', index: 1 })).toBe('row 1, column 2, position 2 of 2');
    expect(describeRowPlace(grid, 0)).toBe('position 1 of 2');
  });
});
