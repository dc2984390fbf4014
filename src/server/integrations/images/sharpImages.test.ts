import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, focalWindow, readImageInfo, renderVariant } from './sharpImages.js';

describe('focalWindow', () => {
  const area = { x: 0, y: 0, width: 1200, height: 800 };

  it('takes the largest window of the ratio, centred when there is no focal point', () => {
    expect(focalWindow(area, 1, null)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(focalWindow(area, 3, null)).toEqual({ x: 0, y: 200, width: 1200, height: 400 });
  });

  it('centres on the focal point as far as the area allows', () => {
    expect(focalWindow(area, 1, { x: 300, y: 400 })).toEqual({ x: 0, y: 0, width: 800, height: 800 });
    expect(focalWindow(area, 1, { x: 1000, y: 400 })).toEqual({ x: 400, y: 0, width: 800, height: 800 });
    expect(focalWindow(area, 1, { x: 700, y: 400 })).toEqual({ x: 300, y: 0, width: 800, height: 800 });
  });

  it('stays inside a crop', () => {
    expect(focalWindow({ x: 100, y: 100, width: 400, height: 200 }, 1, { x: 110, y: 150 })).toEqual({ x: 100, y: 100, width: 200, height: 200 });
  });
});

describe('sharp integration', () => {
  it('measures images and refuses bytes that are not one', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00ff0080' } }).png().toBuffer();
    expect(await readImageInfo(png)).toMatchObject({ width: 40, height: 30, format: 'png', metadata: { hasAlpha: true } });
    expect(await readImageInfo(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('renders a resized, cropped variant in the requested format', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
    const out = await renderVariant(png, { width: 400, height: 200 }, { width: 100, format: 'jpeg', aspectRatio: 1, crop: null, focalPoint: null });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
  });

  it('cuts the social-share sizes 1200x630 and 1200x627 exactly', async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    for (const [key, height] of [['1200x630', 630], ['1200x627', 627]] as const) {
      const out = await renderVariant(jpeg, { width: 1600, height: 900 }, { width: 1200, format: 'jpeg', aspectRatio: ASPECT_RATIOS[key] ?? null, crop: null, focalPoint: null });
      expect(await sharp(out).metadata()).toMatchObject({ width: 1200, height });
    }
  });
});
