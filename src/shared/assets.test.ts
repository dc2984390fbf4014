import { describe, expect, it } from 'vitest';
import { allowedWidth, assetKindOf, extensionOf, imageUrl, processingOptionErrors, slugFileName } from './assets.js';

describe('media library rules', () => {
  it('sorts MIME types into images, files and refused types (SVG is refused)', () => {
    expect(assetKindOf('image/jpeg')).toBe('image');
    expect(assetKindOf('IMAGE/PNG; charset=binary')).toBe('image');
    expect(assetKindOf('application/pdf')).toBe('file');
    expect(assetKindOf('image/x-icon')).toBe('file');
    expect(assetKindOf('image/svg+xml')).toBeNull();
    expect(assetKindOf('application/x-msdownload')).toBeNull();
  });

  it('rounds widths up to the allowed list and caps them, so the cache cannot be flooded', () => {
    expect(allowedWidth(1)).toBe(160);
    expect(allowedWidth(320)).toBe(320);
    expect(allowedWidth(321)).toBe(480);
    expect(allowedWidth(99999)).toBe(2560);
  });

  it('renders the favicon and social-share widths exactly, and only those', () => {
    expect([16, 32, 180, 1200].map(allowedWidth)).toEqual([16, 32, 180, 1200]);
    expect(allowedWidth(17)).toBe(160);
    expect(allowedWidth(1100)).toBe(1280);
    expect(imageUrl({ id: 7, version: 3, fileName: 'a.png' }, { width: 1200, format: 'jpeg', ratio: '1200x630' })).toBe('/images/7/3/a.jpg?w=1200&ar=1200x630');
  });

  it('builds versioned image URLs with a readable name', () => {
    expect(imageUrl({ id: 7, version: 3, fileName: 'Büro Foto (1).JPG' }, { width: 500, format: 'webp' })).toBe('/images/7/3/buro-foto-1.webp?w=640');
    expect(imageUrl({ id: 7, version: 3, fileName: '!!!.png' }, { format: 'jpeg', ratio: '16x9' })).toBe('/images/7/3/image.jpg?ar=16x9');
    expect(slugFileName('report.final.pdf')).toBe('report-final');
    expect(extensionOf('Report.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('accepts a crop inside the image and a focal point inside the crop', () => {
    expect(processingOptionErrors({ crop: { x: 0, y: 0, width: 800, height: 600 }, focalPoint: { x: 800, y: 600 } }, { width: 800, height: 600 })).toEqual({});
    expect(processingOptionErrors({}, { width: null, height: null })).toEqual({});
  });

  it('names the field of each bad option', () => {
    const image = { width: 800, height: 600 };
    expect(processingOptionErrors({ crop: { x: 1, y: 1, width: 800, height: 10 } }, image)).toEqual({ 'processingOptions.crop': 'The crop must lie inside the image (800 × 600 pixels)' });
    expect(processingOptionErrors({ crop: { x: -1, y: 0, width: 0, height: 10 } }, image)).toEqual({
      'processingOptions.crop': 'Crop values must be whole pixels, with a width and height of at least 1',
    });
    expect(processingOptionErrors({ crop: { x: 0, y: 0, width: 10, height: 10 }, focalPoint: { x: 20, y: 5 } }, image)).toEqual({
      'processingOptions.focalPoint': 'The focal point must lie inside the crop',
    });
    expect(processingOptionErrors({ focalPoint: { x: 1.5, y: 5 } }, image)).toEqual({ 'processingOptions.focalPoint': 'The focal point must be given in whole pixels' });
    expect(processingOptionErrors({ focalPoint: { x: 1, y: 1 } }, { width: null, height: null })).toEqual({ processingOptions: 'Crop and focal point apply to images only' });
  });
});
