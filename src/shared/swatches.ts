import { PALETTE } from './palette';

/** Spec 000 §3.2: "Colour swatch presets: a basic 16-colour palette, a text-basic palette of 7 colours, a text-advanced palette of 8 rows by 10 colours." */

/**
 * Basic palette: the 16 basic colour keywords of CSS (black, silver, gray, white, maroon, red,
 * purple, fuchsia, green, lime, olive, yellow, navy, blue, teal, aqua), in the CSS Color order.
 * Choice: the spec names only the count; this is the standard 16-colour set.
 */
export const BASIC_SWATCHES = [
  '#000000',
  '#c0c0c0',
  '#808080',
  '#ffffff',
  '#800000',
  '#ff0000',
  '#800080',
  '#ff00ff',
  '#008000',
  '#00ff00',
  '#808000',
  '#ffff00',
  '#000080',
  '#0000ff',
  '#008080',
  '#00ffff',
] as const;

/**
 * Text-basic palette: black, white and the five brand colours of the spec palette (000 §9), so
 * quick text colours match the product's own colours. Choice: the spec names only the count.
 */
export const TEXT_BASIC_SWATCHES = [
  '#000000',
  '#ffffff',
  PALETTE.primary,
  PALETTE.darkBlue,
  PALETTE.red,
  PALETTE.green,
  PALETTE.orange,
] as const;

/**
 * Text-advanced palette, 8 rows x 10 columns: a grey ramp, the saturated hues (red berry, red,
 * orange, yellow, green, cyan, cornflower blue, blue, purple, magenta), then three lighter and
 * three darker tints of those hues — the grid familiar from common rich-text editors.
 */
export const TEXT_ADVANCED_SWATCHES = [
  ['#000000', '#434343', '#666666', '#999999', '#b7b7b7', '#cccccc', '#d9d9d9', '#efefef', '#f3f3f3', '#ffffff'],
  ['#980000', '#ff0000', '#ff9900', '#ffff00', '#00ff00', '#00ffff', '#4a86e8', '#0000ff', '#9900ff', '#ff00ff'],
  ['#e6b8af', '#f4cccc', '#fce5cd', '#fff2cc', '#d9ead3', '#d0e0e3', '#c9daf8', '#cfe2f3', '#d9d2e9', '#ead1dc'],
  ['#dd7e6b', '#ea9999', '#f9cb9c', '#ffe599', '#b6d7a8', '#a2c4c9', '#a4c2f4', '#9fc5e8', '#b4a7d6', '#d5a6bd'],
  ['#cc4125', '#e06666', '#f6b26b', '#ffd966', '#93c47d', '#76a5af', '#6d9eeb', '#6fa8dc', '#8e7cc3', '#c27ba0'],
  ['#a61c00', '#cc0000', '#e69138', '#f1c232', '#6aa84f', '#45818e', '#3c78d8', '#3d85c6', '#674ea7', '#a64d79'],
  ['#85200c', '#990000', '#b45f06', '#bf9000', '#38761d', '#134f5c', '#1155cc', '#0b5394', '#351c75', '#741b47'],
  ['#5b0f00', '#660000', '#783f04', '#7f6000', '#274e13', '#0c343d', '#1c4587', '#073763', '#20124d', '#4c1130'],
] as const;

export const SWATCH_PRESETS = {
  basic: BASIC_SWATCHES,
  textBasic: TEXT_BASIC_SWATCHES,
  textAdvanced: TEXT_ADVANCED_SWATCHES,
} as const;

export type SwatchPresetName = keyof typeof SWATCH_PRESETS;

/** Flat list of the advanced grid, row by row. */
export function flattenSwatchRows(rows: readonly (readonly string[])[]): string[] {
  return rows.flat();
}

/** Spec 000 §9: "Colour swatch defaults: size 42 px, 4 per row (10 for the advanced palette), spacing one quarter of the size." */
export const SWATCH_SIZE_PX = 42;

export function swatchSpacingPx({ size }: { size: number }): number {
  return size / 4;
}

export const SWATCH_DEFAULTS = {
  size: SWATCH_SIZE_PX,
  perRow: 4,
  perRowAdvanced: 10,
  spacing: swatchSpacingPx({ size: SWATCH_SIZE_PX }),
} as const;
