import { createContext, useContext } from 'react';
import type { ImageRef } from './types';

/**
 * Images of a server-rendered page. The first image in document order is usually the largest
 * thing above the fold (the Largest Contentful Paint), so it loads at once with high priority;
 * every later image loads lazily. React renders the page top-down in one pass on the server, so a
 * counter shared by the page's images (one per render, created by the grid) finds the first.
 */
export interface ImageBudget {
  eagerLeft: number;
}

export const ImageBudgetContext = createContext<ImageBudget | null>(null);

/** A fresh budget for one page render: one eager, high-priority image. */
export function createImageBudget(eager = 1): ImageBudget {
  return { eagerLeft: eager };
}

/**
 * The widest a block can be drawn at in its column, in CSS pixels (the grid provides it from the
 * row width and the column weights), for the `sizes` attribute. Outside a grid: the site width.
 */
export const ColumnWidthContext = createContext(1300);

/** Below this viewport width the grid stacks its columns (grid.css): images take the full width. */
export const STACK_BREAKPOINT = 768;

export function ResponsiveImage({ image, className, share = 1 }: { image: ImageRef; className?: string; share?: number }) {
  const budget = useContext(ImageBudgetContext);
  const columnWidth = useContext(ColumnWidthContext);
  const eager = budget !== null && budget.eagerLeft > 0;
  if (eager) budget.eagerLeft -= 1;
  const width = Math.round(columnWidth * share);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? `(max-width: ${STACK_BREAKPOINT}px) 100vw, ${width}px` : undefined}
      alt={image.alt}
      // Declared sizes reserve the space before the image arrives (no layout shift).
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
