import { isRowLayout, toNewDesignRowLayout, type RowLayout } from '../../shared/layout';
import { columnWeights, type RowWidth } from '../../shared/layouts/grid';

/** 002 §9: "Max site width 1300px". A restricted row is a comfortable reading width. */
export const ROW_MAX_WIDTH: Record<RowWidth, number> = { 'site-width': 1300, restricted: 860 };
/** Space between columns: half the default spacing (002 §9 "Default spacing 48px"), as in grid.css. */
export const COLUMN_GAP = 24;

/** The layout a row is drawn with: 1_3, 3_1 and 1_2_1 become 1_2, 2_1 and 1_1_1 in the new design (002 §2). */
export function displayedLayout(layout: string, useNewDesign: boolean): RowLayout {
  // A stored layout is validated on save; an unexpected value falls back to one column.
  const known: RowLayout = isRowLayout(layout) ? layout : '1_1';
  return useNewDesign ? toNewDesignRowLayout(known) : known;
}

/** CSS grid columns from the layout's weights: '1_2' → 'minmax(0, 1fr) minmax(0, 2fr)'. */
export function gridTemplateColumns(layout: RowLayout): string {
  return columnWeights(layout)
    .map((weight) => `minmax(0, ${weight}fr)`)
    .join(' ');
}

/**
 * The widest each column can be drawn, in CSS pixels, for the images' `sizes`: the row's width less
 * its padding and the gaps, shared out by weight.
 */
export function columnMaxWidths(layout: RowLayout, width: RowWidth, horizontalPadding: number): number[] {
  const weights = columnWeights(layout);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const inner = ROW_MAX_WIDTH[width] - 2 * horizontalPadding - COLUMN_GAP * (weights.length - 1);
  return weights.map((weight) => Math.max(1, Math.round((inner * weight) / total)));
}
