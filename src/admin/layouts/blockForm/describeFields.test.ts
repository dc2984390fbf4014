import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSettingsFields, humanise, optionLabel } from './describeFields';

const sample = z.object({
  title: z.string().default(''),
  limit: z.number().int().min(1).max(100).default(1).meta({ title: 'Number of items', description: 'At most 100.' }),
  skip: z.int().default(0),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  includeContentTypes: z.array(z.enum(['Article', 'MediaGallery'])).default([]),
  requiresImage: z.boolean().default(false),
  body: z.string().max(20000).default('').meta({ title: 'Text', format: 'html' }),
  note: z.string().max(2000).default(''),
  label: z.string().trim().max(80).default(''),
  sectionId: z.number().int().positive().nullable().default(null),
  mode: z.union([z.literal('auto'), z.literal('manual')]).default('auto'),
  colour: z.string().nullable().transform((v) => v ?? '').default(''),
  style: z.object({ dense: z.boolean().default(false) }).default({ dense: false }),
  links: z.array(z.object({ url: z.string() })).default([]),
});

describe('describeSettingsFields', () => {
  const fields = describeSettingsFields(sample, ['title']);
  const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));

  it('keeps the schema order and leaves out the skipped keys', () => {
    expect(fields.map((field) => field.key)).toEqual([
      'limit',
      'skip',
      'sortOrder',
      'includeContentTypes',
      'requiresImage',
      'body',
      'note',
      'label',
      'sectionId',
      'mode',
      'colour',
      'style',
      'links',
    ]);
  });

  it('picks the input for each kind of field', () => {
    expect(Object.fromEntries(fields.map((field) => [field.key, field.kind]))).toEqual({
      limit: 'number',
      skip: 'number',
      sortOrder: 'select',
      includeContentTypes: 'multiselect',
      requiresImage: 'checkbox',
      body: 'textarea',
      note: 'textarea',
      label: 'text',
      sectionId: 'section',
      mode: 'select',
      colour: 'text',
      style: 'group',
      links: 'json',
    });
  });

  it('takes labels and descriptions from .meta() and makes the rest readable', () => {
    expect(byKey.limit).toMatchObject({ label: 'Number of items', description: 'At most 100.' });
    expect(byKey.requiresImage).toMatchObject({ label: 'Requires image', description: undefined });
    expect(byKey.body).toMatchObject({ label: 'Text', html: true });
  });

  it('carries bounds, but not the safe-integer range of z.int()', () => {
    expect(byKey.limit).toMatchObject({ kind: 'number', integer: true, min: 1, max: 100, nullable: false });
    expect(byKey.skip).toMatchObject({ min: undefined, max: undefined });
    expect(byKey.sectionId).toMatchObject({ kind: 'section', nullable: true });
    expect(byKey.label).toMatchObject({ kind: 'text', maxLength: 80 });
  });

  it('lists enum options with readable labels', () => {
    expect(byKey.sortOrder).toMatchObject({ options: [{ value: 'asc', label: 'Asc' }, { value: 'desc', label: 'Desc' }] });
    expect(byKey.includeContentTypes).toMatchObject({ options: [{ value: 'Article', label: 'Article' }, { value: 'MediaGallery', label: 'Media Gallery' }] });
    expect(byKey.mode).toMatchObject({ options: [{ value: 'auto' }, { value: 'manual' }] });
  });

  it('describes nested objects as groups', () => {
    expect(byKey.style).toMatchObject({ kind: 'group', fields: [{ key: 'dense', kind: 'checkbox' }] });
  });
});

describe('labels', () => {
  it('humanises keys and code values', () => {
    expect(humanise('teaserMaxLength')).toBe('Teaser max length');
    expect(humanise('show_image')).toBe('Show image');
    expect(optionLabel('custom-click')).toBe('Custom click');
    expect(optionLabel('PressRelease')).toBe('Press Release');
    expect(optionLabel('Other Value')).toBe('Other Value');
  });
});
