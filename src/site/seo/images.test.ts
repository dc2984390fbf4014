import { describe, expect, it } from 'vitest';
import { logo, photo } from './fixtures.js';
import { cutSize, faviconLinks, seoAssetOf, shareImage } from './images.js';

const origin = 'https://www.edr.example';

describe('social-share image (002 §9: 1200x630, fallback 1200x627)', () => {
  it('is a 1200x630 cut when the image allows it', () => {
    expect(shareImage(photo, origin)).toEqual({
      url: 'https://www.edr.example/images/9/1/circuit-board.jpg?w=1200&ar=1200x630',
      width: 1200,
      height: 630,
      alt: 'A circuit board',
    });
  });

  it('falls back to 1200x627 when the image is 1200 wide but under 630 high', () => {
    const low = { ...photo, width: 1300, height: 628 };
    expect(shareImage(low, origin)).toMatchObject({ url: expect.stringContaining('ar=1200x627'), width: 1200, height: 627 });
  });

  it('declares the real size of a small image (the route never enlarges) and follows the crop', () => {
    expect(shareImage({ ...photo, width: 800, height: 600 }, origin)).toMatchObject({ width: 800, height: 420 });
    expect(shareImage({ ...photo, crop: { x: 0, y: 0, width: 600, height: 600 } }, origin)).toMatchObject({ width: 600, height: 315 });
    expect(shareImage({ ...photo, width: null, height: null }, origin)).toBeNull();
    expect(shareImage(null, origin)).toBeNull();
  });

  it('computes the size the route outputs', () => {
    expect(cutSize({ width: 1600, height: 900 }, 1200 / 630, 1200)).toEqual({ width: 1200, height: 630 });
    expect(cutSize({ width: 400, height: 80 }, 1, 180)).toEqual({ width: 80, height: 80 });
  });
});

describe('favicons (180, 32 and 16 px)', () => {
  it('cuts PNG squares from the logo and links the .ico', () => {
    const big = { ...logo, width: 800, height: 400 };
    expect(faviconLinks(big, '/files/favicon.ico')).toEqual([
      { rel: 'apple-touch-icon', href: '/images/5/2/edr-logo.png?w=180&ar=1x1', type: 'image/png', sizes: '180x180' },
      { rel: 'icon', href: '/images/5/2/edr-logo.png?w=32&ar=1x1', type: 'image/png', sizes: '32x32' },
      { rel: 'icon', href: '/images/5/2/edr-logo.png?w=16&ar=1x1', type: 'image/png', sizes: '16x16' },
      { rel: 'icon', href: '/files/favicon.ico', type: 'image/x-icon' },
    ]);
  });

  it('says the real size when the logo is smaller than 180 px, and works without a logo', () => {
    expect(faviconLinks(logo, null)[0]).toMatchObject({ rel: 'apple-touch-icon', sizes: '80x80' });
    expect(faviconLinks(null, '/f.ico')).toEqual([{ rel: 'icon', href: '/f.ico', type: 'image/x-icon' }]);
    expect(faviconLinks(null, null)).toEqual([]);
  });
});

describe('seoAssetOf', () => {
  it('reads a GraphQL asset and its processing options, ignoring malformed ones', () => {
    const base = { id: 1, version: 2, fileName: 'a.jpg', mimeType: 'image/jpeg', width: 10, height: 10, alt: 'A' };
    expect(seoAssetOf({ ...base, processingOptions: { crop: { x: 0, y: 0, width: 5, height: 5 }, focalPoint: { x: 2, y: 3 } } })).toEqual({
      ...base,
      crop: { x: 0, y: 0, width: 5, height: 5 },
      focalPoint: { x: 2, y: 3 },
    });
    expect(seoAssetOf({ ...base, processingOptions: { crop: { x: 'a' }, focalPoint: null } })).toMatchObject({ crop: null, focalPoint: null });
  });
});
