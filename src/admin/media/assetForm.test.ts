import { describe, expect, it } from 'vitest';
import { readProcessingOptions, rectFromDrag, toAssetInput } from './assetForm.js';

describe('asset form', () => {
  it('keeps only well-formed processing options', () => {
    expect(readProcessingOptions({ crop: { x: 1, y: 2, width: 3, height: 4 }, focalPoint: { x: 'a' } })).toEqual({ crop: { x: 1, y: 2, width: 3, height: 4 }, focalPoint: null });
    expect(readProcessingOptions(null)).toEqual({ crop: null, focalPoint: null });
  });

  it('turns a drag into a clamped whole-pixel crop, ignoring clicks', () => {
    expect(rectFromDrag({ x: 50.4, y: 80 }, { x: -10, y: 10.6 }, { width: 100, height: 100 })).toEqual({ x: 0, y: 11, width: 50, height: 69 });
    expect(rectFromDrag({ x: 5, y: 5 }, { x: 6, y: 6 }, { width: 100, height: 100 })).toBeNull();
  });

  it('builds the save input with nulls for empty texts', () => {
    expect(
      toAssetInput({ alt: ' A ', credit: '', caption: '', approvedWebsite: true, processingOptions: { crop: null, focalPoint: { x: 10.2, y: 3.7 } } }, { id: 1, version: 2 }),
    ).toEqual({ id: 1, version: 2, alt: 'A', credit: null, caption: null, approvedWebsite: true, processingOptions: { crop: null, focalPoint: { x: 10, y: 4 } } });
  });
});
