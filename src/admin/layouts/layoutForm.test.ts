import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../shared/layouts/grid';
import {
  ALIASES_LIST_ERROR,
  aliasesToSend,
  describeErrorPath,
  flattenErrors,
  layoutFormErrors,
  layoutFormValues,
  messagesUnder,
  newLayoutValues,
  overDefaults,
  readGrid,
  toFormErrorPaths,
  toLayoutInput,
  type BlockCheck,
  type EditableLayout,
  type LayoutFormValues,
} from './layoutForm';

const ids = () => {
  let n = 0;
  return () => `x${++n}`;
};

const noBlockErrors: BlockCheck = () => ({ ok: true });

function valid(patch: Partial<LayoutFormValues> = {}): LayoutFormValues {
  return { ...newLayoutValues(1), name: 'Home', type: 'section', aliases: ['/'], ...patch };
}

describe('aliases', () => {
  it('drops blank inputs and points each unique alias back at its input', () => {
    expect(aliasesToSend(['power', ' ', '/Power/', 'news', undefined])).toEqual({ aliases: ['power', '/Power/', 'news'], aliasInputs: [0, 3] });
  });

  it('shows the home page as / and sends it as typed (the schema stores it as "")', () => {
    const layout = { ...stored(), aliases: ['', 'power'] };
    expect(layoutFormValues(layout, () => null).values.aliases).toEqual(['/', 'power']);
  });
});

describe('layoutFormErrors', () => {
  it('passes a complete layout', () => {
    expect(layoutFormErrors(valid(), noBlockErrors)).toEqual({});
  });

  it('applies the conditional rules of 001 §3 on the form paths', () => {
    const errors = layoutFormErrors(valid({ type: 'url-override', aliases: [' '], propagate: true, tenantIds: [] }), noBlockErrors);
    expect(Object.keys(errors).sort()).toEqual([ALIASES_LIST_ERROR, 'contentTypes', 'pageType', 'tenantIds']);
    expect(layoutFormErrors(valid({ type: 'module' }), noBlockErrors)).toHaveProperty('key');
    expect(layoutFormErrors(valid({ name: ' ' }), noBlockErrors)).toHaveProperty('name', 'Field is required');
  });

  it('puts an alias message on the input it came from', () => {
    const errors = layoutFormErrors(valid({ aliases: ['', 'ok', 'bad alias!'] }), noBlockErrors);
    expect(Object.keys(errors)).toEqual(['aliases.2']);
  });

  it('checks row settings and every block with its type', () => {
    const row = emptyRow('1_2', ids());
    row.settings.verticalPadding = 500;
    row.columns[1]!.blocks.push({ id: 'b1', type: 'content_list', settings: { limit: 0 } });
    const check: BlockCheck = (type, settings) =>
      type === 'content_list' && (settings as { limit: number }).limit < 1 ? { ok: false, fieldErrors: { limit: 'Too few' } } : { ok: true };
    const errors = layoutFormErrors(valid({ primaryGrid: { rows: [row] }, secondaryGrids: [{ id: 's', render: true, rows: [structuredClone(row)] }] }), check);
    expect(errors).toMatchObject({
      'primaryGrid.rows.0.settings.verticalPadding': 'Vertical padding must be between 0 and 96.',
      'primaryGrid.rows.0.columns.1.blocks.0.settings.limit': 'Too few',
      'secondaryGrids.0.rows.0.columns.1.blocks.0.settings.limit': 'Too few',
    });
  });
});

describe('to and from the API', () => {
  it('sends numbers for sites, nothing for hidden fields', () => {
    const { input } = toLayoutInput(valid({ tenantIds: ['3', '7'], pageType: 'all', propagate: false }), { id: 5, version: 2 });
    expect(input).toMatchObject({ id: 5, version: 2, name: 'Home', type: 'section', aliases: ['/'], tenantIds: [3, 7], pageType: null });
    expect(toLayoutInput(valid({ isGlobal: true, tenantIds: ['3'] }), null).input.tenantIds).toEqual([]);
  });

  it('maps the server messages to the form paths', () => {
    expect(toFormErrorPaths({ aliases: 'Field is required', 'aliases.1': 'Bad', name: 'Taken' }, [0, 2])).toEqual({ [ALIASES_LIST_ERROR]: 'Field is required', 'aliases.2': 'Bad', name: 'Taken' });
  });

  it('reads stored grids, filling block defaults and keeping what can be read', () => {
    const row = emptyRow('1_1', ids());
    row.columns[0]!.blocks.push({ id: 'b', type: 'search', settings: { title: 'Find' } });
    const layout = { ...stored(), primaryGrid: { rows: [row] } };
    const { values, unreadableRows } = layoutFormValues(layout, (type) => (type === 'search' ? { title: '', placeholder: 'Search' } : null));
    expect(unreadableRows).toBe(0);
    expect(values.primaryGrid.rows[0]?.columns[0]?.blocks[0]?.settings).toEqual({ title: 'Find', placeholder: 'Search' });
    expect(readGrid({ rows: [row, { id: 'r', settings: { layout: '9_9' }, columns: [] }] })).toMatchObject({ unreadableRows: 1, grid: { rows: [{ id: row.id }] } });
  });
});

describe('overDefaults', () => {
  it('keeps stored values (even against a null default), fills the rest and drops unknown keys', () => {
    const defaults = { scheduleOption: null, limit: 1, cta: { text: '', buttonLabel: '' } };
    expect(overDefaults(defaults, { scheduleOption: 'featured', cta: { text: 'Go' }, stray: 1 })).toEqual({ scheduleOption: 'featured', limit: 1, cta: { text: 'Go', buttonLabel: '' } });
    expect(overDefaults(defaults, null)).toEqual(defaults);
  });
});

describe('messages', () => {
  it('flattens nested errors and finds those under a path', () => {
    const flat = flattenErrors({ name: 'x', primaryGrid: { rows: [undefined, { settings: { title: 'Too long' } }] } });
    expect(flat).toEqual({ name: 'x', 'primaryGrid.rows.1.settings.title': 'Too long' });
    expect(messagesUnder(flat, 'primaryGrid.rows.1')).toEqual(['Too long']);
    expect(messagesUnder(flat, 'primaryGrid.rows.0')).toEqual([]);
  });

  it('says where a message belongs', () => {
    expect(describeErrorPath('secondaryGrids.1.rows.0.columns.2.blocks.3.settings.cta.buttonLink')).toBe('Secondary grid 2, row 1, column 3, block 4: cta › button link');
    expect(describeErrorPath('primaryGrid.rows.4.settings.verticalPadding')).toBe('Primary grid, row 5: vertical padding');
    expect(describeErrorPath('tenantIds')).toBe('tenant ids');
  });
});

function stored(): EditableLayout {
  return {
    __typename: 'WebLayout',
    id: 4,
    name: 'Home',
    type: 'section',
    key: '',
    aliases: [''],
    propagate: false,
    pageType: null,
    contentTypes: [],
    gatingRequirements: [],
    isGlobal: false,
    sites: [{ __typename: 'WebLayoutSite', id: 1, name: 'Demo' }],
    hideHeader: false,
    hideFooter: false,
    loadMoreType: 'none',
    excludeAds: {
      __typename: 'ExcludeAds',
      welcomeAd: false,
      headerLeaderboardAd: false,
      stickyLeaderboardAd: false,
      contentBodyNativeAd: false,
      contentBodyEmbedAd: false,
      contentListNativeAd: false,
      reskinAd: true,
    },
    primaryGrid: { rows: [] },
    secondaryGrids: [],
    version: 3,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    updatedByName: 'Ed',
  };
}
