import { describe, expect, it } from 'vitest';
import { storedGridSchema, storedSecondaryGridSchema } from '../../../shared/layouts/grid.js';
import { blockSettingErrors, duplicateIdErrors, withCheckedSettings } from './grids.js';

/** One 1_2 row (two columns; the spec's row layouts have no single column). */
const grid = (blocks: unknown[][]) => ({
  rows: [{ id: 'r1', settings: { layout: '1_2' }, columns: [blocks[0] ?? [], blocks[1] ?? []].map((b, i) => ({ id: `c${i}`, blocks: b })) }],
});

describe('blockSettingErrors', () => {
  it('keys each wrong block setting and unknown type by its dotted path, in every grid', () => {
    const errors = blockSettingErrors({
      primaryGrid: grid([[{ id: 'b1', type: 'rich_text', settings: { contentPadding: -1 } }], [{ id: 'b2', type: 'no_such_block' }]]),
      secondaryGrids: [{ id: 'g', ...grid([[{ id: 'b3', type: 'search', settings: { keepInView: 'no' } }]]) }],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'primaryGrid.rows.0.columns.0.blocks.0.settings.contentPadding',
      'primaryGrid.rows.0.columns.1.blocks.0.type',
      'secondaryGrids.0.rows.0.columns.0.blocks.0.settings.keepInView',
    ]);
    expect(errors['primaryGrid.rows.0.columns.1.blocks.0.type']).toBe("Unknown block type 'no_such_block'.");
  });

  it('tolerates any shape the layout schema will refuse anyway', () => {
    expect(blockSettingErrors({ primaryGrid: 'rows', secondaryGrids: { id: 1 } })).toEqual({});
    expect(blockSettingErrors({ primaryGrid: { rows: [null, { columns: 3 }, { columns: [{ blocks: [7, { type: 5 }] }] }] } })).toEqual({});
  });
});

describe('duplicateIdErrors', () => {
  it('flags the later of two rows, blocks or secondary grids with the same id', () => {
    const primaryGrid = storedGridSchema.parse(grid([[{ id: 'b1', type: 'search' }], [{ id: 'b1', type: 'search' }]]));
    const secondary = storedSecondaryGridSchema.parse({ id: 'g1', ...grid([[{ id: 'b2', type: 'search' }]]) });
    expect(duplicateIdErrors({ primaryGrid, secondaryGrids: [secondary, secondary] })).toEqual({
      'primaryGrid.rows.0.columns.1.blocks.0.id': "Another block of this layout already has the id 'b1'.",
      'secondaryGrids.1.id': "Another secondary grid of this layout already has the id 'g1'.",
      'secondaryGrids.0.rows.0.id': "Another row of this layout already has the id 'r1'.",
      'secondaryGrids.1.rows.0.id': "Another row of this layout already has the id 'r1'.",
      'secondaryGrids.1.rows.0.columns.0.blocks.0.id': "Another block of this layout already has the id 'b2'.",
    });
  });
});

describe('withCheckedSettings', () => {
  it('stores the parsed settings: defaults filled in, unknown keys dropped', () => {
    const parsed = storedGridSchema.parse(grid([[{ id: 'b1', type: 'rich_text', settings: { title: 'Hi', stray: true } }]]));
    const settings = withCheckedSettings(parsed).rows[0]?.columns[0]?.blocks[0]?.settings;
    expect(settings).toMatchObject({ title: 'Hi', keepInView: false, colorScheme: 'default' });
    expect(settings).not.toHaveProperty('stray');
  });
});
