import { ColorSwatch } from '@mantine/core';
import {
  BASIC_SWATCHES,
  flattenSwatchRows,
  SWATCH_DEFAULTS,
  swatchSpacingPx,
  TEXT_ADVANCED_SWATCHES,
  TEXT_BASIC_SWATCHES,
  type SwatchPresetName,
} from '../../shared/swatches.js';
import { contrastingMark, sameColour } from './colour.js';
import { CheckIcon } from './icons.js';

export type ColorPaletteName = SwatchPresetName;

export interface PaletteLayout {
  colours: ReadonlyArray<string>;
  perRow: number;
}

/** 000 §9: 4 swatches per row, 10 for the advanced palette (its 8×10 grid keeps its rows). */
export function paletteLayout(palette: ColorPaletteName): PaletteLayout {
  switch (palette) {
    case 'basic':
      return { colours: BASIC_SWATCHES, perRow: SWATCH_DEFAULTS.perRow };
    case 'textBasic':
      return { colours: TEXT_BASIC_SWATCHES, perRow: SWATCH_DEFAULTS.perRow };
    case 'textAdvanced':
      return { colours: flattenSwatchRows(TEXT_ADVANCED_SWATCHES), perRow: SWATCH_DEFAULTS.perRowAdvanced };
  }
}

export interface ColorSwatchGridProps {
  palette: ColorPaletteName;
  value: string | null;
  onPick: (colour: string) => void;
  /** Swatch size in px; default 42 (000 §9), spacing a quarter of it. */
  size?: number;
  disabled?: boolean;
}

/**
 * The preset swatches as a CSS grid. Each swatch is a button named by its hex value, pressed when
 * it is the current colour (check mark + ring, so the state does not rely on colour alone).
 */
export function ColorSwatchGrid({ palette, value, onPick, size = SWATCH_DEFAULTS.size, disabled }: ColorSwatchGridProps) {
  const { colours, perRow } = paletteLayout(palette);
  const gap = swatchSpacingPx({ size });
  return (
    <div
      role="group"
      aria-label="Colour swatches"
      data-palette={palette}
      data-per-row={perRow}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, ${size}px)`, gap: `${gap}px` }}
    >
      {colours.map((colour, index) => {
        const selected = sameColour(colour, value);
        return (
          <ColorSwatch
            // Index in the key: a palette may repeat a colour.
            key={`${index}-${colour}`}
            component="button"
            type="button"
            color={colour}
            size={size}
            radius="sm"
            aria-label={colour}
            aria-pressed={selected}
            data-selected={selected || undefined}
            disabled={disabled}
            onClick={() => onPick(colour)}
            style={{
              cursor: disabled ? 'not-allowed' : 'pointer',
              boxShadow: selected ? '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            {selected ? <CheckIcon size={size / 2} color={contrastingMark(colour)} strokeWidth={3} /> : null}
          </ColorSwatch>
        );
      })}
    </div>
  );
}
