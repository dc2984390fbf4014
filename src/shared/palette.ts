/**
 * Spec 000 §9 and 002 §9: "Palette: primary #3867a6, dark blue #002049, red #ba3329,
 * green #34a853, orange #ed852d."
 */
export const PALETTE = {
  primary: '#3867a6',
  darkBlue: '#002049',
  red: '#ba3329',
  green: '#34a853',
  orange: '#ed852d',
} as const;

export type PaletteName = keyof typeof PALETTE;
export type PaletteColor = (typeof PALETTE)[PaletteName];
