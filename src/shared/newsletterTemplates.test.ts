import { describe, expect, it } from 'vitest';
import { defaultNewsletterBlockSettings, validateNewsletterBlockSettings } from './newsletterBlocks';
import {
  checkNewsletterTemplate,
  newTemplateDocument,
  newsletterTemplateSchema,
  NEWSLETTER_TEMPLATE_MESSAGES,
  readTemplateDocument,
  TEMPLATE_LIMITS,
  TEMPLATE_TOO_LARGE,
  templateStructure,
} from './newsletterTemplates';

let n = 0;
const id = () => `x${(n += 1)}`;
const row = (layout: string, columns: unknown[][]) => ({ id: id(), settings: { layout }, columns: columns.map((blocks) => ({ id: id(), blocks })) });
const list = (settings: Record<string, unknown> = {}) => ({ id: id(), type: 'content_list', settings });

describe('newsletter template document (001 §3, §5)', () => {
  it(`is at most ${TEMPLATE_LIMITS.document.toLocaleString('en-US')} characters when saved; a larger stored one still opens`, () => {
    const html = (chars: number) => ({ id: id(), type: 'html', settings: { html: 'x'.repeat(chars) } });
    const doc = (blocks: number) => ({ name: 'Daily', grid: { rows: [row('1', [Array.from({ length: blocks }, () => html(19_000))])] } });
    expect(checkNewsletterTemplate(doc(12)).ok).toBe(true);
    const check = checkNewsletterTemplate(doc(14));
    expect(check.ok ? {} : check.fieldErrors).toEqual({ grid: TEMPLATE_TOO_LARGE });
    expect(readTemplateDocument(doc(14)).grid.rows[0]?.columns[0]?.blocks).toHaveLength(14);
  });

  it('requires a name: blank gives the spec message', () => {
    const check = checkNewsletterTemplate({ name: '   ' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.name).toBe('Field is required');
  });

  it('takes widths 700, 750 and 800 only', () => {
    for (const width of [700, 750, 800]) expect(checkNewsletterTemplate({ name: 'A', styles: { width } }).ok).toBe(true);
    const check = checkNewsletterTemplate({ name: 'A', styles: { width: 600 } });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors['styles.width']).toBe('Choose a width of 700, 750 or 800 pixels.');
  });

  it('has the three header styles', () => {
    expect(checkNewsletterTemplate({ name: 'A', header: { style: 'banner' } }).ok).toBe(true);
    const check = checkNewsletterTemplate({ name: 'A', header: { style: 'split' } });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors['header.style']).toBe('Choose a header style.');
  });

  it('grid: one column or 1_1 only, two columns at most', () => {
    expect(checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1', [[list()]]), row('1_1', [[list()], [list()]])] } }).ok).toBe(true);
    for (const layout of ['1_2', '2_1', '1_1_1', '1_3']) {
      const check = checkNewsletterTemplate({ name: 'A', grid: { rows: [row(layout, [[], []])] } });
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.fieldErrors['grid.rows.0.settings.layout']).toBe('A newsletter row is one column or two equal columns (1_1).');
    }
    const three = checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1_1', [[], [], []])] } });
    expect(three.ok).toBe(false);
    if (!three.ok) expect(three.fieldErrors['grid.rows.0.columns']).toBe('A newsletter row has at most 2 columns.');
    const mismatch = checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1', [[], []])] } });
    expect(mismatch.ok).toBe(false);
    if (!mismatch.ok) expect(mismatch.fieldErrors['grid.rows.0.columns']).toBe('Layout 1 has 1 column; this row has 2.');
  });

  it('checks every block by its type: content list bounds and defaults', () => {
    expect(defaultNewsletterBlockSettings('content_list')).toMatchObject({ populationMode: 'automatic', numberOfItems: 1, teaserLength: 175 });
    const check = checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1_1', [[list({ numberOfItems: 101 })], [list({ teaserLength: 49, populationMode: 'random' })]])] } });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.fieldErrors['grid.rows.0.columns.0.blocks.0.settings.numberOfItems']).toBe('Number of items must be between 1 and 100.');
      expect(check.fieldErrors['grid.rows.0.columns.1.blocks.0.settings.teaserLength']).toBe('Teaser length must be between 50 and 600.');
      expect(check.fieldErrors['grid.rows.0.columns.1.blocks.0.settings.populationMode']).toBeDefined();
    }
    expect(validateNewsletterBlockSettings('content_list', { numberOfItems: 100, teaserLength: 600 }).ok).toBe(true);
    expect(validateNewsletterBlockSettings('content_list', { numberOfItems: 0 }).ok).toBe(false);
  });

  it('refuses page block types and duplicate ids, and fills defaults of the blocks it accepts', () => {
    const dup = { id: 'same', type: 'html', settings: {} };
    const check = checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1', [[{ id: id(), type: 'carousel', settings: {} }, dup, { ...dup }]])] } });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.fieldErrors['grid.rows.0.columns.0.blocks.0.type']).toMatch(/^Unknown newsletter block type 'carousel'/);
      expect(check.fieldErrors['grid.rows.0.columns.0.blocks.2.id']).toBe(NEWSLETTER_TEMPLATE_MESSAGES.duplicateId('block', 'same'));
    }
    const ok = checkNewsletterTemplate({ name: 'A', grid: { rows: [row('1', [[{ id: 'ad', type: 'native_ad', settings: {} }]])] } });
    expect(ok.ok && ok.value.grid.rows[0]!.columns[0]!.blocks[0]!.settings).toMatchObject({ position: 1, padding: 12 });
  });

  it('structure: what a basic editor may not change', () => {
    const doc = newTemplateDocument('Daily', id);
    const texts = { ...doc, description: 'New', footer: { ...doc.footer, text: 'Bye' }, defaultTesters: ['a@example.com'] };
    texts.grid = { rows: doc.grid.rows.map((r) => ({ ...r, columns: r.columns.map((c) => ({ ...c, blocks: c.blocks.map((b) => ({ ...b, settings: { ...b.settings, title: 'Renamed' } })) })) })) };
    expect(templateStructure(texts)).toBe(templateStructure(doc));
    expect(templateStructure({ ...doc, styles: { ...doc.styles, width: 800 } })).not.toBe(templateStructure(doc));
    expect(templateStructure({ ...doc, header: { ...doc.header, style: 'banner' } })).not.toBe(templateStructure(doc));
    expect(templateStructure({ ...doc, grid: { rows: [...doc.grid.rows, row('1', [[]]) as never] } })).not.toBe(templateStructure(doc));
  });

  it('reads a stored payload of an older shape over the defaults', () => {
    const read = readTemplateDocument({ name: 'Old', width: 700, header: { style: 'logo-left' }, subscriptionLinks: { manage: true } });
    expect(read.name).toBe('Old');
    expect(read.styles.width).toBe(750);
    expect(newsletterTemplateSchema.safeParse(read).success).toBe(true);
  });
});
