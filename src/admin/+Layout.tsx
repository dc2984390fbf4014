import '@mantine/core/styles.css';
import { MantineProvider, createTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { PALETTE } from '../shared/palette.js';

// The admin theme: the spec's palette (000 §9) with its primary blue as Mantine's primary colour.
const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#eaf0f8', '#d2deef', '#a6bde0', '#789ad0', '#5480c1', '#4272b8', PALETTE.primary, '#2d5789', '#234670', '#183457'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

export default function Layout({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}
