import { describe, expect, it } from 'vitest';
import { takeInOrder } from './takeInOrder';

const items = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (lists: { id: number }[][]) => lists.map((list) => list.map((item) => item.id));

describe('takeInOrder (002 §5: upcoming webinars first, then past ones to fill)', () => {
  // Upcoming ascending by start (soonest first), past descending (latest first), as the lists come.
  const upcoming = items(11, 12);
  const past = items(23, 22, 21);

  it('takes every item of the first list, then fills the limit from the next, in their orders', () => {
    expect(ids(takeInOrder([upcoming, past], 4))).toEqual([
      [11, 12],
      [23, 22],
    ]);
  });

  it('takes from the first list only while it has enough', () => {
    expect(ids(takeInOrder([items(11, 12, 13, 14, 15), past], 4))).toEqual([[11, 12, 13, 14], []]);
    expect(ids(takeInOrder([[], past], 2))).toEqual([[], [23, 22]]);
    expect(ids(takeInOrder([upcoming, past], 0))).toEqual([[], []]);
  });

  it('skips what is taken already (by earlier blocks of the page, or an earlier list) and records what it takes', () => {
    const taken = new Set([12, 23]);
    expect(ids(takeInOrder([upcoming, items(12, 23, 22, 21)], 3, taken))).toEqual([[11], [22, 21]]);
    expect([...taken].sort()).toEqual([11, 12, 21, 22, 23]);
  });
});
