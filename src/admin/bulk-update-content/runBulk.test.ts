import { describe, expect, it } from 'vitest';
import { newRunBatchId, runInChunks, type ChunkResult } from './runBulk.js';

const ids = Array.from({ length: 60 }, (_, i) => 10_000_000 + i);

describe('runInChunks', () => {
  it('sends chunks of 25 in order under one batch id and merges the answers', async () => {
    const calls: number[][] = [];
    const progress: [number, number][] = [];
    const summary = await runInChunks(ids, {
      batchId: 'bulk-test-1',
      send: async (run): Promise<ChunkResult> => {
        calls.push(run);
        const [bad, same, ...rest] = run as [number, number, ...number[]];
        return { batchId: 'bulk-test-1', updated: rest, unchanged: [same], failed: [{ id: bad, message: 'No content' }] };
      },
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(calls.map((c) => c.length)).toEqual([25, 25, 10]);
    expect(calls.flat()).toEqual(ids);
    expect(progress).toEqual([[0, 60], [25, 60], [50, 60], [60, 60]]);
    expect(summary.updated).toHaveLength(54);
    expect(summary.unchanged).toEqual([ids[1], ids[26], ids[51]]);
    expect(summary.failed.map((f) => f.id)).toEqual([ids[0], ids[25], ids[50]]);
    expect(summary).toMatchObject({ batchId: 'bulk-test-1', stopped: null });
  });

  it('reports the items of a failed call and goes on', async () => {
    let call = 0;
    const summary = await runInChunks(ids, {
      batchId: 'b',
      send: async (run) => {
        call += 1;
        if (call === 2) throw new Error('Network down');
        return { batchId: 'b', updated: run, unchanged: [], failed: [] };
      },
    });
    expect(summary.updated).toHaveLength(35);
    expect(summary.failed).toHaveLength(25);
    expect(summary.failed[0]).toEqual({ id: ids[25], message: 'Network down' });
  });

  it('stops when the change itself is refused', async () => {
    const progress: number[] = [];
    const summary = await runInChunks(ids, {
      batchId: 'b',
      send: async () => {
        throw new Error('Unknown section on this site');
      },
      isFatal: () => true,
      onProgress: (done) => progress.push(done),
    });
    expect(summary).toMatchObject({ updated: [], failed: [], stopped: 'Unknown section on this site' });
    expect(progress).toEqual([0]);
  });

  it('makes batch ids the server accepts', () => {
    expect(newRunBatchId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('bulk-123e4567-e89b-12d3-a456-426614174000');
    expect(newRunBatchId()).toMatch(/^bulk-[0-9a-f-]{36}$/);
  });
});
