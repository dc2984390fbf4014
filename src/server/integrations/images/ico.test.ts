import { describe, expect, it } from 'vitest';
import { largestIcoEntry, readIcoEntries } from './ico.js';

function ico(sizes: [number, number][]): Uint8Array {
  const bytes = new Uint8Array(6 + sizes.length * 16);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, sizes.length, true);
  sizes.forEach(([w, h], index) => {
    view.setUint8(6 + index * 16, w % 256);
    view.setUint8(7 + index * 16, h % 256);
  });
  return bytes;
}

describe('readIcoEntries', () => {
  it('lists the sizes in an icon, 0 meaning 256', () => {
    const entries = readIcoEntries(ico([[16, 16], [32, 32], [256, 256]]));
    expect(entries).toEqual([{ width: 16, height: 16 }, { width: 32, height: 32 }, { width: 256, height: 256 }]);
    expect(largestIcoEntry(entries ?? [])).toEqual({ width: 256, height: 256 });
  });

  it('refuses bytes that are not an icon', () => {
    expect(readIcoEntries(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
    expect(readIcoEntries(new Uint8Array([0, 0, 1, 0, 2, 0]))).toBeNull();
  });
});
