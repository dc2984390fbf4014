import { createTheme } from '@mantine/core';
import { TOOLTIP_MAX_WIDTH_PX } from '../../shared/constants.js';
import { PALETTE } from '../../shared/palette.js';

// The admin theme: the spec's palette (000 §9) with its primary blue as Mantine's primary colour,
// tooltips at most 200px wide. Shared by the admin +Layout and the admin error screen.
export const adminTheme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#eaf0f8', '#d2deef', '#a6bde0', '#789ad0', '#5480c1', '#4272b8', PALETTE.primary, '#2d5789', '#234670', '#183457'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'sm',
  components: {
    Tooltip: { defaultProps: { multiline: true, maw: TOOLTIP_MAX_WIDTH_PX } },
  },
});
