import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';
import {
  BASIC_SWATCHES,
  SWATCH_DEFAULTS,
  SWATCH_PRESETS,
  TEXT_ADVANCED_SWATCHES,
  TEXT_BASIC_SWATCHES,
  flattenSwatchRows,
  swatchSpacingPx,
} from './swatches';

const HEX = /^#[0-9a-f]{6}$/;

function expectUniqueHex(colours: readonly string[]): void {
  for (const colour of colours) expect(colour).toMatch(HEX);
  expect(new Set(colours).size).toBe(colours.length);
}

describe('swatch presets (spec 000 §3.2)', () => {
  it('basic palette has exactly 16 colours', () => {
    expect(BASIC_SWATCHES).toHaveLength(16);
    expectUniqueHex(BASIC_SWATCHES);
    expect(BASIC_SWATCHES).toContain('#000000');
    expect(BASIC_SWATCHES).toContain('#ffffff');
  });

  it('text-basic palette has exactly 7 colours', () => {
    expect(TEXT_BASIC_SWATCHES).toHaveLength(7);
    expectUniqueHex(TEXT_BASIC_SWATCHES);
    for (const colour of Object.values(PALETTE)) expect(TEXT_BASIC_SWATCHES).toContain(colour);
  });

  it('text-advanced palette is 8 rows of 10 colours (80)', () => {
    expect(TEXT_ADVANCED_SWATCHES).toHaveLength(8);
    for (const row of TEXT_ADVANCED_SWATCHES) expect(row).toHaveLength(10);
    const flat = flattenSwatchRows(TEXT_ADVANCED_SWATCHES);
    expect(flat).toHaveLength(80);
    expectUniqueHex(flat);
  });

  it('starts the advanced grid with a black-to-white ramp', () => {
    const [greys] = TEXT_ADVANCED_SWATCHES;
    expect(greys[0]).toBe('#000000');
    expect(greys[9]).toBe('#ffffff');
    const lightness = greys.map((hex) => parseInt(hex.slice(1, 3), 16));
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
  });

  it('exposes the presets by name', () => {
    expect(Object.keys(SWATCH_PRESETS)).toEqual(['basic', 'textBasic', 'textAdvanced']);
  });
});

describe('swatch defaults (spec 000 §9)', () => {
  it('size 42, 4 per row, 10 for advanced, spacing a quarter of the size', () => {
    expect(SWATCH_DEFAULTS).toEqual({ size: 42, perRow: 4, perRowAdvanced: 10, spacing: 10.5 });
    expect(swatchSpacingPx({ size: 40 })).toBe(10);
  });

  it('advanced rows match the advanced per-row count', () => {
    expect(TEXT_ADVANCED_SWATCHES[0]).toHaveLength(SWATCH_DEFAULTS.perRowAdvanced);
  });
});
