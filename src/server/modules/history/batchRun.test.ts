import { describe, expect, it } from 'vitest';
import { sameDocument } from './batchRun.js';

describe('sameDocument', () => {
  it('ignores key order (jsonb reorders snapshot keys), absent vs null, id and version', () => {
    const current = { id: 10000001, type: 'Article' as const, status: 1, name: 'A', excludeAds: { welcomeAd: false, reskinAd: true }, teaser: null };
    const snapshot = { name: 'A', excludeAds: { reskinAd: true, welcomeAd: false }, status: 1, type: 'Article' as const, version: 7 };
    expect(sameDocument(current, snapshot)).toBe(true);
  });

  it('sees any real difference, in nested values and list order too', () => {
    const base = { type: 'Article' as const, status: 1, name: 'A', labels: ['x', 'y'] };
    expect(sameDocument(base, { ...base, name: 'B' })).toBe(false);
    expect(sameDocument(base, { ...base, labels: ['y', 'x'] })).toBe(false);
    expect(sameDocument(base, { ...base, metadata: { keywords: ['k'] } })).toBe(false);
  });
});
