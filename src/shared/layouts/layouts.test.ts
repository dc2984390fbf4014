import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../links';
import { changeRowLayout, columnCount, columnWeights, commonBlockSettingsSchema, emptyRow, LAYOUT_GRIDS_TOO_LARGE, MAX_LAYOUT_GRIDS_CHARS, rowHasKeepInView, rowSettingsSchema, storedRowSchema } from './grid';
import { layoutInputSchema, normaliseLayoutAlias, visibleLayoutFields } from './layout';
import { applyLinkTokens, applyTitleTokens } from './tokens';
import { checkSettings } from '../settings/validate';

let n = 0;
const newId = () => `id${(n += 1)}`;

describe('title and link tokens (001 §3 "Grid settings")', () => {
  const values = { sectionName: 'Power', issueName: 'March 2026', pageName: 'GaN Chargers', sectionLink: '/power' };

  it('replaces [sectionname], [issuename] and [pagename], in any letter case', () => {
    expect(applyTitleTokens('More in [sectionname]', values)).toBe('More in Power');
    expect(applyTitleTokens('[IssueName] issue', values)).toBe('March 2026 issue');
    expect(applyTitleTokens('About [pagename]', values)).toBe('About GaN Chargers');
  });

  it('drops a token with no value and tidies the spaces it leaves', () => {
    expect(applyTitleTokens('Latest [issuename] news', { sectionName: 'Power' })).toBe('Latest news');
    expect(applyTitleTokens('Plain title', {})).toBe('Plain title');
  });

  it('turns [sectionlink] into the section path; no section: no link', () => {
    expect(applyLinkTokens('[sectionlink]', values)).toBe('/power');
    expect(applyLinkTokens('[sectionlink]/archive', values)).toBe('/power/archive');
    expect(applyLinkTokens('[sectionlink]', {})).toBe('');
    expect(applyLinkTokens('/fixed', {})).toBe('/fixed');
  });

  it('never hands readers a link that leaves the site in disguise (a stored one from before the rule)', () => {
    expect(applyLinkTokens('/\\evil.example', values)).toBe('');
    expect(applyLinkTokens('javascript:alert(1)', values)).toBe('');
    expect(applyLinkTokens('[sectionlink]/\\evil.example', { sectionLink: '/' })).toBe('');
    expect(applyLinkTokens('[sectionlink]//evil.example', { sectionLink: '/' })).toBe('');
    expect(applyLinkTokens('https://partner.example.com', values)).toBe('https://partner.example.com');
  });

  it('refuses hostile block, row and button links on save, naming the backslash', () => {
    const hostile = ['/\\evil.example', '\\\\evil.example', '//evil.example', '/\t/evil.example', 'JaVaScRiPt:alert(1)', '[sectionlink]/\\evil.example', '[sectionlink]//evil.example'];
    for (const link of hostile) {
      expect(commonBlockSettingsSchema.safeParse({ link }).success, link).toBe(false);
      expect(commonBlockSettingsSchema.safeParse({ cta: { buttonLink: link } }).success, link).toBe(false);
      expect(rowSettingsSchema.safeParse({ layout: '1_1', link }).success, link).toBe(false);
    }
    const refused = commonBlockSettingsSchema.safeParse({ link: '/\\evil.example' });
    expect(refused.error?.issues[0]?.message).toBe(LINK_MESSAGES.backslash.pathOrUrl);
    for (const link of ['/news', '[sectionlink]', '[SectionLink]/archive', '[sectionlink]?page=2', 'https://partner.example.com']) {
      expect(commonBlockSettingsSchema.safeParse({ link }).success, link).toBe(true);
    }
  });
});

describe('grid rows (001 §3 "Grid settings")', () => {
  it('knows the columns of every allowed layout', () => {
    expect(columnCount('1_1')).toBe(2);
    expect(columnCount('1_2_1')).toBe(3);
    expect(columnWeights('1_3')).toEqual([1, 3]);
  });

  it('refuses a row whose columns do not match its layout', () => {
    const row = emptyRow('1_2', newId);
    expect(storedRowSchema.safeParse(row).success).toBe(true);
    const bad = { ...row, columns: row.columns.slice(0, 1) };
    const check = checkSettings(storedRowSchema, bad);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.columns).toBe('Layout 1_2 has 2 columns; this row has 1.');
  });

  it('never loses a block when a row changes to fewer columns', () => {
    const row = emptyRow('1_1_1', newId);
    row.columns[1]!.blocks.push({ id: 'b1', type: 'rich_text', settings: {} });
    row.columns[2]!.blocks.push({ id: 'b2', type: 'search', settings: {} });
    const changed = changeRowLayout(row, '1_2', newId);
    expect(changed.columns).toHaveLength(2);
    expect(changed.columns[1]!.blocks.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(changeRowLayout(changed, '1_1_1', newId).columns).toHaveLength(3);
  });

  it('is sticky when a block keeps in view', () => {
    const row = emptyRow('2_1', newId);
    expect(rowHasKeepInView(row)).toBe(false);
    row.columns[1]!.blocks.push({ id: 'b', type: 'content_list', settings: { keepInView: true } });
    expect(rowHasKeepInView(row)).toBe(true);
  });
});

describe('layout documents (001 §3 "Layout", §5)', () => {
  const base = { name: 'Articles', type: 'content', tenantIds: [1] };
  const errors = (input: unknown) => {
    const check = checkSettings(layoutInputSchema, input);
    return check.ok ? {} : check.fieldErrors;
  };

  it('requires the name and a known type', () => {
    expect(errors({ ...base, name: ' ' }).name).toBe('Field is required');
    expect(errors({ ...base, type: undefined }).type).toBe('Field is required');
    expect(errors({ ...base, type: 'bogus' }).type).toMatch(/^Choose one of the layout types/);
  });

  it(`bounds the grids to ${MAX_LAYOUT_GRIDS_CHARS.toLocaleString('en-US')} characters (ten full rich-text blocks fit)`, () => {
    const grid = (blocks: number, chars: number) => ({
      rows: [{ id: 'r', settings: { layout: '1_1' }, columns: [{ id: 'c1', blocks: Array.from({ length: blocks }, (_, i) => ({ id: `b${i}`, type: 'RichText', settings: { html: 'x'.repeat(chars) } })) }, { id: 'c2', blocks: [] }] }],
    });
    expect(errors({ ...base, primaryGrid: grid(10, 49_000) })).toEqual({});
    expect(errors({ ...base, primaryGrid: grid(11, 50_000) })).toEqual({ primaryGrid: LAYOUT_GRIDS_TOO_LARGE });
    expect(LAYOUT_GRIDS_TOO_LARGE).toMatch(/at most 500,000 characters/);
  });

  it('applies the conditional rules', () => {
    expect(errors({ ...base, type: 'module' }).key).toBe('Field is required');
    expect(errors({ ...base, type: 'url-override', contentTypes: ['Article'] }).aliases).toBe('Field is required');
    expect(errors({ ...base, propagate: true }).pageType).toBe('Field is required');
    for (const type of ['content-override', 'content-type-override', 'url-override']) {
      expect(errors({ ...base, type, aliases: ['x'] }).contentTypes).toBe('Field is required');
    }
    expect(errors({ ...base, tenantIds: [] }).tenantIds).toBe('Choose at least one site, or make the layout global.');
    expect(errors({ ...base, tenantIds: [], isGlobal: true })).toEqual({});
  });

  it('keeps no value of a hidden field and normalises aliases', () => {
    const parsed = layoutInputSchema.parse({ ...base, key: 'stray', pageType: 'all', aliases: ['/Power/', 'home', '/', 'power'] });
    expect(parsed.key).toBe('');
    expect(parsed.pageType).toBeNull();
    expect(parsed.aliases).toEqual(['power', '']);
    expect(normaliseLayoutAlias('/News/Latest/')).toBe('news/latest');
    expect(errors({ ...base, aliases: ['bad alias!'] })['aliases.0']).toMatch(/page path/);
  });

  it('shows the conditional fields only when their governing field asks', () => {
    expect(visibleLayoutFields({ type: 'module', propagate: false, isGlobal: true })).toEqual({ key: true, pageType: false, contentTypes: false, tenantIds: false });
    expect(visibleLayoutFields({ type: 'content-type-override', propagate: true, isGlobal: false })).toEqual({ key: false, pageType: true, contentTypes: true, tenantIds: true });
  });
});
