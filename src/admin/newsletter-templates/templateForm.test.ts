import { describe, expect, it } from 'vitest';
import { checkNewsletterTemplate, newTemplateDocument, newsletterTemplateSchema } from '../../shared/newsletterTemplates.js';
import {
  describeTemplateErrorPath,
  newTemplateValues,
  templateFormErrors,
  templateFormValues,
  templateWidth,
  toFormErrorPaths,
  toTemplateDocument,
  toTemplateInput,
  todayInCentralTime,
  validateTemplateForm,
  type TemplateFormValues,
} from './templateForm.js';

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('newsletter template form', () => {
  it('starts a new template from newTemplateDocument: active, no name, one automatic content list', () => {
    const values = newTemplateValues(ids());
    const { name: _name, ...defaults } = newTemplateDocument('New template', ids());
    expect(values).toMatchObject({ ...defaults, name: '', status: '1' });
    expect(values.grid.rows[0]).toMatchObject({ id: 'id1', settings: { layout: '1' }, columns: [{ id: 'id2', blocks: [{ id: 'id3', type: 'content_list' }] }] });
    expect(templateFormErrors(values)).toEqual({ name: 'Field is required' });
  });

  it('sends the document the server expects: every key of the schema and nothing else, no id to create', () => {
    const values: TemplateFormValues = { ...newTemplateValues(ids()), name: 'EDR Daily' };
    const input = toTemplateInput(values, null);
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('version');
    expect(input.status).toBe(1);
    const document = input.document as Record<string, unknown>;
    expect(Object.keys(document).sort()).toEqual(Object.keys(newsletterTemplateSchema.shape).sort());
    expect(document).not.toHaveProperty('status');
    const check = checkNewsletterTemplate(document);
    expect(check.ok).toBe(true);
    // Sent as it is stored: the check changes nothing.
    if (check.ok) expect(check.value).toEqual(document);
  });

  it('writes the kit’s empty values as the document does and the days in the week’s order', () => {
    const base = newTemplateValues(ids());
    const values = {
      ...base,
      name: 'Weekly',
      styles: { ...base.styles, accentColor: null },
      header: { ...base.header, text: undefined },
      deployment: { ...base.deployment, days: ['fri', 'mon'] },
      defaultTesters: [' qa@example.com ', ''],
      grid: { rows: base.grid.rows.map((row) => ({ ...row, extra: true, columns: row.columns.map((column) => ({ ...column, settings: { blockAlignment: 'top' } })) })) },
    } as unknown as TemplateFormValues;
    const document = toTemplateDocument(values);
    expect(document.styles.accentColor).toBe('');
    expect(document.header.text).toBe('');
    expect(document.deployment.days).toEqual(['mon', 'fri']);
    expect(document.defaultTesters).toEqual(['qa@example.com']);
    expect(document.grid.rows[0]).not.toHaveProperty('extra');
    expect(document.grid.rows[0]?.columns[0]).toEqual({ id: 'id2', blocks: [expect.objectContaining({ type: 'content_list' })] });
  });

  it('edits a stored template: its status and document, block settings over their defaults; saves with id and version', () => {
    const stored = newTemplateDocument('EDR Daily', ids());
    const raw = JSON.parse(JSON.stringify(stored)) as typeof stored;
    raw.grid.rows[0]!.columns[0]!.blocks[0]!.settings = { numberOfItems: 4 };
    const { values, unreadable } = templateFormValues({ status: 0, document: raw });
    expect(unreadable).toBe(false);
    expect(values.status).toBe('0');
    expect(values.grid.rows[0]?.columns[0]?.blocks[0]?.settings).toMatchObject({ numberOfItems: 4, teaserLength: 175, populationMode: 'automatic' });
    expect(toTemplateInput(values, { id: 12, version: 5 })).toMatchObject({ id: 12, version: 5, status: 0, document: { name: 'EDR Daily' } });
  });

  it('reads a document that no longer fits without losing the rest, and says so', () => {
    const { values, unreadable } = templateFormValues({ status: 1, document: { name: 'Old', styles: { width: 640 }, grid: { rows: [{ id: 'r', settings: { layout: '1_2' }, columns: [] }] } } });
    expect(unreadable).toBe(true);
    expect(values.name).toBe('Old');
    expect(values.grid.rows).toEqual([]);
  });

  it('checks with the server’s rules, messages at the form’s paths', () => {
    const base = newTemplateValues(ids());
    const block = base.grid.rows[0]!.columns[0]!.blocks[0]!;
    const values = {
      ...base,
      name: 'x',
      status: null,
      styles: { ...base.styles, width: 720 },
      grid: { rows: [{ ...base.grid.rows[0]!, columns: [{ ...base.grid.rows[0]!.columns[0]!, blocks: [{ ...block, settings: { ...block.settings, numberOfItems: 0 } }] }] }] },
    } as unknown as TemplateFormValues;
    expect(templateFormErrors(values)).toEqual({
      status: 'Field is required',
      'styles.width': 'Choose a width of 700, 750 or 800 pixels.',
    });
    // Block settings are checked once the document's shape passes.
    const blockOnly = { ...values, status: '1', styles: base.styles };
    expect(templateFormErrors(blockOnly)).toEqual({ 'grid.rows.0.columns.0.blocks.0.settings.numberOfItems': 'Number of items must be between 1 and 100.' });
    expect(validateTemplateForm(blockOnly)).toEqual({ grid: { rows: [{ columns: [{ blocks: [{ settings: { numberOfItems: 'Number of items must be between 1 and 100.' } }] }] }] } });
    expect(validateTemplateForm({ ...base, name: 'Fine' })).toBeUndefined();
  });

  it('names where a message belongs and reads the server’s paths', () => {
    expect(describeTemplateErrorPath('grid.rows.0.columns.1.blocks.2.settings.numberOfItems')).toBe('Grid, row 1, column 2, block 3: number of items');
    expect(describeTemplateErrorPath('grid.rows.1.columns')).toBe('Grid, row 2: columns');
    expect(describeTemplateErrorPath('styles.width')).toBe('Styles › width');
    expect(describeTemplateErrorPath('subscriptionLinks.0.url')).toBe('Subscription links › #1 › url');
    expect(describeTemplateErrorPath('name')).toBe('Name');
    expect(toFormErrorPaths({ 'document.deployment.productId': 'Choose one.', 'styles.width': 'No.' })).toEqual({ 'deployment.productId': 'Choose one.', 'styles.width': 'No.' });
  });

  it('reads the width for the list and today’s date in Central time', () => {
    expect(templateWidth({ styles: { width: 800 } })).toBe(800);
    expect(templateWidth({ styles: { width: 640 } })).toBeNull();
    expect(templateWidth(null)).toBeNull();
    // 03:00 UTC on March 6 is still March 5 in Chicago.
    expect(todayInCentralTime(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-05');
  });
});
