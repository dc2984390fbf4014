import { describe, expect, it } from 'vitest';
import { layoutInputSchema } from '../../../shared/layouts/layout.js';
import { NO_EXCLUDED_ADS } from '../../../shared/layouts/layout.js';
import { checkSettings } from '../../../shared/settings/validate.js';
import { validateBlockSettings } from '../../../site/blocks/validate.js';
import { duplicateIdErrors } from '../../modules/layouts/grids.js';
import { demoLayouts } from './layouts.js';
import type { SeededSection } from './sections.js';

const sections = new Map<string, SeededSection>(
  [
    { id: 1, name: 'Home', alias: 'home', depth: 1, parentAlias: null },
    { id: 2, name: 'Power', alias: 'power', depth: 1, parentAlias: null },
    { id: 3, name: 'Embedded', alias: 'embedded', depth: 1, parentAlias: null },
    { id: 4, name: 'Automotive', alias: 'automotive', depth: 1, parentAlias: null },
    // The sections of issue 13's section layouts (podcasts, videos, companies, products).
    { id: 5, name: 'Podcasts', alias: 'resources/podcasts', depth: 2, parentAlias: 'resources' },
    { id: 6, name: 'Videos', alias: 'resources/videos', depth: 2, parentAlias: 'resources' },
    { id: 7, name: 'Companies', alias: 'companies', depth: 1, parentAlias: null },
    { id: 8, name: 'Products', alias: 'products', depth: 1, parentAlias: null },
  ].map((section) => [section.alias, section]),
);

describe('the demo layouts', () => {
  // The seed writes its layouts straight into the database: they must be what an editor could save
  // (saveWebLayout's checks), or opening one in the layout editor and saving it would fail.
  it.each(demoLayouts(sections).map((layout) => [layout.name, layout] as const))('%s passes the checks of saveWebLayout', (_name, layout) => {
    const check = checkSettings(layoutInputSchema, { secondaryGrids: [], ...layout, tenantIds: [1], excludeAds: NO_EXCLUDED_ADS });
    expect(check.ok ? {} : check.fieldErrors).toEqual({});
    const secondary = ('secondaryGrids' in layout ? layout.secondaryGrids : undefined) ?? [];
    expect(duplicateIdErrors({ primaryGrid: layout.primaryGrid, secondaryGrids: secondary })).toEqual({});
    for (const grid of [layout.primaryGrid, ...secondary])
      for (const row of grid.rows)
        for (const column of row.columns)
          for (const block of column.blocks) {
            const settings = validateBlockSettings(block.type, block.settings);
            const errors: Record<string, string> = settings.ok ? {} : { type: block.type, ...settings.fieldErrors };
            expect(errors).toEqual({});
          }
  });

  // Issue 13 item 3: the demo shows load more — section pages on a click, articles as the reader scrolls.
  it('loads more below section pages on a click and below articles on scroll', () => {
    const byName = new Map(demoLayouts(sections).map((layout) => [layout.name, layout]));
    const section = byName.get('Section pages')!;
    expect(section.loadMoreType).toBe('custom-click');
    expect(('secondaryGrids' in section ? section.secondaryGrids : undefined)?.length).toBeGreaterThan(0);
    expect(byName.get('Article pages')!.loadMoreType).toBe('page-scroll');
    expect(byName.get('Home page')!.loadMoreType).toBe('none');
  });
});
