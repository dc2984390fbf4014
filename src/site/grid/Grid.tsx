import { useContext } from 'react';
import type { BlockPage, PageGrid, PageRow } from '../blocks/types';
import { ColumnWidthContext, createImageBudget, ImageBudgetContext } from '../blocks/ResponsiveImage';
import { GridBlock } from './GridBlock';
import { columnMaxWidths, displayedLayout, gridTemplateColumns } from './gridLayout';
import '../blocks/blocks.css';
import './grid.css';

/**
 * A page grid (002 §2 "Page grid"), rendered once on the server:
 * - a row is a CSS grid whose columns follow its layout's weights (new design: 1_3, 3_1 and 1_2_1
 *   drawn as 1_2, 2_1 and 1_1_1); width site-width (1300px) or restricted (860px); columns stack
 *   on phones, in order or reversed (mobileColumnPriority);
 * - displayCondition becomes `data-display-condition`: pages are cached for every visitor, so
 *   grid.css hides logged-in rows unless the client script set `html.site-user`, and logged-out
 *   rows when it did;
 * - a row with a keepInView block (row.sticky) uses the sticky layout: the column holding that
 *   block stays in view while the others scroll (one-column rows stick as a whole); the top offset
 *   is `--site-sticky-top`, which the shell sets below its sticky header.
 * Wrap several grids of a page in one ImageBudgetContext to share the "first image loads first" rule.
 */
export function Grid({ grid, page }: { grid: PageGrid; page: BlockPage }) {
  const outer = useContext(ImageBudgetContext);
  // 002 §2: "A custom grid is rendered only if it has rows."
  if (grid.rows.length === 0) return null;
  return (
    <ImageBudgetContext.Provider value={outer ?? createImageBudget()}>
      <div className="page-grid" data-grid-id={grid.id}>
        {grid.rows.map((row, rowIndex) => (
          <GridRow key={row.id} row={row} rowIndex={rowIndex} page={page} />
        ))}
      </div>
    </ImageBudgetContext.Provider>
  );
}

function GridRow({ row, rowIndex, page }: { row: PageRow; rowIndex: number; page: BlockPage }) {
  const { settings } = row;
  const layout = displayedLayout(settings.layout, page.useNewDesign);
  const widths = columnMaxWidths(layout, settings.width, settings.horizontalPadding);
  const classes = ['grid-row', `grid-row--${settings.width}`];
  if (settings.equalizeBlocks) classes.push('grid-row--equalize');
  if (settings.groupBlocks) classes.push('grid-row--grouped');
  if (row.sticky) classes.push('grid-row--sticky');
  if (settings.backgroundColor) classes.push('grid-row--filled');
  const titleId = settings.title ? `row-${row.id}-title` : undefined;
  const Tag = settings.title ? 'section' : 'div';
  return (
    <Tag
      className={classes.join(' ')}
      style={{
        backgroundColor: settings.backgroundColor || undefined,
        color: settings.textColor || undefined,
        paddingTop: settings.verticalPadding ? `${settings.verticalPadding}px` : undefined,
        paddingBottom: settings.verticalPadding ? `${settings.verticalPadding}px` : undefined,
      }}
      aria-labelledby={titleId}
      data-row-id={row.id}
      data-row-layout={layout}
      data-columns={row.columns.length}
      data-display-condition={settings.displayCondition === 'always' ? undefined : settings.displayCondition}
    >
      <div className="grid-row__inner" style={settings.horizontalPadding ? { paddingLeft: `${settings.horizontalPadding}px`, paddingRight: `${settings.horizontalPadding}px` } : undefined}>
        {settings.title ? (
          <h2 id={titleId} className="grid-row__title">
            {settings.link ? <a href={settings.link}>{settings.title}</a> : settings.title}
          </h2>
        ) : null}
        <div className="grid-row__columns" style={{ gridTemplateColumns: gridTemplateColumns(layout) }} data-mobile-priority={settings.mobileColumnPriority}>
          {row.columns.map((column, columnIndex) => {
            const sticky = row.sticky && column.blocks.some((block) => block.settings.keepInView);
            return (
              <ColumnWidthContext.Provider key={column.id} value={widths[columnIndex] ?? widths[0] ?? 1300}>
                <div className={sticky ? 'grid-column grid-column--sticky' : 'grid-column'} data-block-alignment={column.settings.blockAlignment}>
                  {column.blocks.map((block, blockIndex) => (
                    <GridBlock key={block.id} block={block} page={page} position={{ rowIndex, rowLayout: layout, columnIndex, blockIndex }} />
                  ))}
                </div>
              </ColumnWidthContext.Provider>
            );
          })}
        </div>
      </div>
    </Tag>
  );
}
