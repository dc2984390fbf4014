import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowSettingsSchema } from '../../shared/layouts/grid';
import { BLOCK_DEFINITIONS } from '../blocks/definitions';
import { blockSettings, contentPage, sectionPage, teaser } from '../blocks/fixtures';
import { preloadBlockRenderers } from '../blocks/renderers';
import type { BlockPage, PageBlock, PageGrid, PageRow } from '../blocks/types';
import { BLOCK_TYPES, type BlockType } from '../blocks/blockTypes';
import { Grid } from './Grid';
import { columnMaxWidths, displayedLayout, gridTemplateColumns } from './gridLayout';

beforeAll(() => preloadBlockRenderers([...BLOCK_TYPES]));

function block(type: BlockType, settings: Record<string, unknown>, data: unknown, over: Partial<PageBlock> = {}): PageBlock {
  return { id: `b-${type}-${String(settings.title ?? '')}`, type, settings: blockSettings(BLOCK_DEFINITIONS[type].settings, settings), data, hasError: false, underFilled: false, ...over };
}

function row(layout: string, columns: PageBlock[][], settings: Record<string, unknown> = {}, sticky = false): PageRow {
  return {
    id: `r-${layout}`,
    settings: rowSettingsSchema.parse({ layout, ...settings }),
    columns: columns.map((blocks, index) => ({ id: `c${index}`, settings: { blockAlignment: 'top' }, blocks })),
    sticky,
  };
}

const grid = (rows: PageRow[]): PageGrid => ({ id: 'primary', rows, hasErrors: false, hasUnderFilledBlocks: false });
const render = (rows: PageRow[], page: BlockPage = sectionPage) => renderToStaticMarkup(<Grid grid={grid(rows)} page={page} />);
const list = (title: string, ids: number[]) => block('content_list', { title, limit: ids.length }, { items: ids.map((id) => teaser(id)) });

describe('grid layout helpers', () => {
  it('turns layouts into weighted columns, mapped in the new design', () => {
    expect(gridTemplateColumns('1_2_1')).toBe('minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)');
    expect(displayedLayout('1_3', true)).toBe('1_2');
    expect(displayedLayout('3_1', true)).toBe('2_1');
    expect(displayedLayout('1_2_1', true)).toBe('1_1_1');
    expect(displayedLayout('1_3', false)).toBe('1_3');
    expect(columnMaxWidths('1_2', 'site-width', 0)).toEqual([425, 851]);
    expect(columnMaxWidths('1_1', 'restricted', 20)).toEqual([398, 398]);
  });
});

describe('Grid', () => {
  it('renders nothing for a grid without rows (002 §2)', () => {
    expect(render([])).toBe('');
  });

  it('renders rows as weighted columns with their settings', () => {
    const html = render([
      row('1_3', [[list('Latest', [1])], [list('More', [2])]], { width: 'restricted', verticalPadding: 24, horizontalPadding: 12, title: 'Power news', link: '/power', backgroundColor: '#f3f5f8', mobileColumnPriority: 'reversed', displayCondition: 'logged-in' }),
    ]);
    expect(html).toContain('<section class="grid-row grid-row--restricted grid-row--filled" style="background-color:#f3f5f8;padding-top:24px;padding-bottom:24px" aria-labelledby="row-r-1_3-title"');
    expect(html).toContain('data-row-layout="1_3" data-columns="2" data-display-condition="logged-in"');
    expect(html).toContain('<h2 id="row-r-1_3-title" class="grid-row__title"><a href="/power">Power news</a></h2>');
    expect(html).toContain('style="grid-template-columns:minmax(0, 1fr) minmax(0, 3fr)" data-mobile-priority="reversed"');
    expect(html).toContain('style="padding-left:12px;padding-right:12px"');
  });

  it('maps the row layout in the new design', () => {
    const html = render([row('1_2_1', [[list('A', [1])], [list('B', [2])], [list('C', [3])]])], { ...sectionPage, useNewDesign: true });
    expect(html).toContain('data-row-layout="1_1_1"');
    expect(html).toContain('grid-template-columns:minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)');
  });

  it('wraps each block with its title, colours, padding, tracking details and cta', () => {
    const settings = { title: 'Latest', link: '/latest', colorScheme: 'dark', contentPadding: 20, trackingId: 'home-latest', cta: { text: 'Never miss a story.', buttonLabel: 'Subscribe', buttonLink: '/subscribe' } };
    const html = render([row('1_1', [[], [list('x', [9]), block('content_list', settings, { items: [teaser(1)] })]])]);
    expect(html).toContain(
      '<div class="block block--content-list block--scheme-dark block--filled" style="padding:20px" data-block-id="b-content_list-Latest" data-block-type="content_list" data-row-index="0" data-row-layout="1_1" data-column-index="1" data-block-index="1" data-tracking-id="home-latest">',
    );
    expect(html).toContain('<h2 class="block__title"><a href="/latest">Latest</a></h2>');
    expect(html).toContain('<div class="block-cta"><p class="block-cta__text">Never miss a story.</p><a class="block-button cta-button" href="/subscribe">Subscribe</a></div>');
  });

  it('leaves a failed block empty and flagged, and renders nothing for a dropped one', () => {
    const failed = block('content_list', { title: 'Broken' }, null, { hasError: true });
    const dropped = block('rich_text', { title: 'Empty' }, null);
    const html = render([row('1_1', [[failed], [dropped, list('Kept', [1])]])]);
    expect(html).toContain('<div class="block block--error" data-block-error="" data-block-id="b-content_list-Broken" data-block-type="content_list" data-row-index="0" data-row-layout="1_1" data-column-index="0" data-block-index="0"></div>');
    expect(html).not.toContain('Broken</h2>');
    expect(html).not.toContain('Empty');
    expect(html).toContain('Kept');
  });

  it('keeps the column of a keepInView block in view (sticky layout)', () => {
    const sticky = block('social_links', { title: 'Follow', keepInView: true }, { links: [{ network: 'Facebook', url: 'https://facebook.com/edr' }] });
    const html = render([row('2_1', [[list('Main', [1, 2])], [sticky]], {}, true)]);
    expect(html).toContain('class="grid-row grid-row--site-width grid-row--sticky"');
    expect(html).toContain('<div class="grid-column grid-column--sticky" data-block-alignment="top"><div class="block block--social-links block--scheme-default" data-keep-in-view=""');
    expect(html.match(/grid-column--sticky/g)).toHaveLength(1);
  });

  it('loads the first image of the page eagerly and the rest lazily, sized for their column', () => {
    const image = block('content_primary_image', {}, { image: teaser(1).image });
    const html = render([row('2_1', [[image], [list('Side', [2, 3])]])], contentPage);
    expect(html.match(/<img [^>]*loading="eager" fetchPriority="high"/g)).toHaveLength(1);
    // React 19 adds a preload hint for a high-priority image (hoisted into <head> in a full page).
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 851px"');
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 140px"');
  });
});
