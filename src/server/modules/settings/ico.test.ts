import { describe, expect, it } from 'vitest';
import { buildIco, checkIco } from './ico.js';

describe('checkIco', () => {
  it('accepts a square icon', () => {
    expect(checkIco(buildIco({ width: 32, height: 32, rgb: [56, 103, 166] }))).toEqual({ ok: true, sizes: [{ width: 32, height: 32 }] });
  });
  it('refuses a wide icon and says how big it is', () => {
    expect(checkIco(buildIco({ width: 32, height: 16, rgb: [0, 0, 0] }))).toEqual({ ok: false, reason: 'not-square', width: 32, height: 16 });
  });
  it('refuses other files', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(checkIco(png)).toEqual({ ok: false, reason: 'not-ico' });
    expect(checkIco(new Uint8Array([0, 0, 1, 0]))).toEqual({ ok: false, reason: 'not-ico' });
    // A header that promises more data than the file holds.
    const truncated = buildIco({ width: 16, height: 16, rgb: [0, 0, 0] }).slice(0, 40);
    expect(checkIco(truncated)).toEqual({ ok: false, reason: 'not-ico' });
  });
});
