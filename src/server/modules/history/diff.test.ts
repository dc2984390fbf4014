import { describe, expect, it } from 'vitest';
import { diffRecords, snapshotOf } from './diff.js';

describe('history diff', () => {
  it('lists changed fields as [before, after], dates as ISO strings', () => {
    const before = { name: 'A', tags: ['x'], when: new Date('2026-01-01T00:00:00Z'), same: 1 };
    const after = { name: 'B', tags: ['x', 'y'], when: new Date('2026-02-01T00:00:00Z'), same: 1 };
    expect(diffRecords(before, after)).toEqual({
      name: ['A', 'B'],
      tags: [['x'], ['x', 'y']],
      when: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    });
  });

  it('never records secrets or bookkeeping fields, and honours extra omissions', () => {
    const changes = diffRecords({ passwordHash: 'a', version: 1, updatedAt: new Date(0), note: 'x' }, { passwordHash: 'b', version: 2, updatedAt: new Date(1), note: 'y' }, ['note']);
    expect(changes).toEqual({});
    expect(snapshotOf({ passwordHash: 'secret', name: 'n' })).toEqual({ name: 'n' });
  });

  it('treats a creation and a deletion as changes from and to nothing', () => {
    expect(diffRecords(null, { name: 'A' })).toEqual({ name: [null, 'A'] });
    expect(diffRecords({ name: 'A' }, null)).toEqual({ name: ['A', null] });
  });
});
