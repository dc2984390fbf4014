import { describe, expect, it } from 'vitest';
import { layoutInputSchema } from '../../../shared/layouts/layout.js';
import { NO_EXCLUDED_ADS } from '../../../shared/layouts/layout.js';
import { checkSettings } from '../../../shared/settings/validate.js';
import { validateBlockSettings } from '../../../site/blocks/validate.js';
import { demoLayouts } from './layouts.js';
import type { SeededSection } from './sections.js';

const sections = new Map<string, SeededSection>(
  [
    { id: 1, name: 'Home', alias: 'home', depth: 1, parentAlias: null },
    { id: 2, name: 'Power', alias: 'power', depth: 1, parentAlias: null },
    { id: 3, name: 'Embedded', alias: 'embedded', depth: 1, parentAlias: null },
    { id: 4, name: 'Automotive', alias: 'automotive', depth: 1, parentAlias: null },
  ].map((section) => [section.alias, section]),
);

describe('the demo layouts', () => {
  // The seed writes its layouts straight into the database: they must be what an editor could save
  // (saveWebLayout's checks), or opening one in the layout editor and saving it would fail.
  it.each(demoLayouts(sections).map((layout) => [layout.name, layout] as const))('%s passes the checks of saveWebLayout', (_name, layout) => {
    const check = checkSettings(layoutInputSchema, { ...layout, tenantIds: [1], excludeAds: NO_EXCLUDED_ADS, secondaryGrids: [] });
    expect(check.ok ? {} : check.fieldErrors).toEqual({});
    for (const row of layout.primaryGrid.rows)
      for (const column of row.columns)
        for (const block of column.blocks) {
          const settings = validateBlockSettings(block.type, block.settings);
          const errors: Record<string, string> = settings.ok ? {} : { type: block.type, ...settings.fieldErrors };
          expect(errors).toEqual({});
        }
  });
});
