import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, UnknownBlockTypeError } from './blockTypes';
import { BLOCK_DEFINITIONS } from './definitions';
import { BLOCK_LOADERS } from './loaders';
import { BLOCK_RENDERERS, blockRenderer, preloadBlockRenderers } from './renderers';
import { defaultBlockSettings, validateBlockSettings } from './validate';

describe('block registries', () => {
  it('have exactly one definition, loader and renderer per block type', () => {
    const types = [...BLOCK_TYPES].sort();
    expect(Object.keys(BLOCK_DEFINITIONS).sort()).toEqual(types);
    expect(Object.keys(BLOCK_LOADERS).sort()).toEqual(types);
    expect(Object.keys(BLOCK_RENDERERS).sort()).toEqual(types);
    for (const [type, definition] of Object.entries(BLOCK_DEFINITIONS)) expect(definition.type).toBe(type);
  });

  it('give every type a label, defaults for every setting and a title and description for the editor', () => {
    for (const type of BLOCK_TYPES) {
      const definition = BLOCK_DEFINITIONS[type];
      expect(definition.label).not.toBe('');
      expect(definition.description).not.toBe('');
      expect(definition.settings.safeParse({}).success).toBe(true);
      for (const [key, field] of Object.entries(definition.settings.shape)) {
        expect({ type, key, meta: field.meta() }).toMatchObject({ meta: { title: expect.any(String), description: expect.any(String) } });
      }
    }
  });

  it('load every renderer on demand and hand it out synchronously', async () => {
    await preloadBlockRenderers([...BLOCK_TYPES, 'content_list']);
    for (const type of BLOCK_TYPES) expect(typeof blockRenderer(type)).toBe('function');
  });

  it('raise the dynamic-import error for an unknown type (002 §8)', async () => {
    await expect(preloadBlockRenderers(['content_list', 'omeda_gated_content'])).rejects.toThrow(UnknownBlockTypeError);
    await expect(preloadBlockRenderers(['omeda_gated_content'])).rejects.toThrow("Failed to fetch dynamically imported module for block type 'omeda_gated_content'");
    expect(() => blockRenderer('omeda_gated_content')).toThrow(UnknownBlockTypeError);
  });

  it('check stored settings against the common and the type schema', () => {
    const defaults = defaultBlockSettings('content_list');
    expect(defaults).toMatchObject({ title: '', keepInView: false, colorScheme: 'default', limit: 1, teaserMaxLength: 175 });
    expect(validateBlockSettings('content_list', { limit: 101 })).toMatchObject({ ok: false });
    expect(validateBlockSettings('content_list', { limit: 12, title: 'Latest [sectionname]' })).toMatchObject({ ok: true, value: { limit: 12, title: 'Latest [sectionname]' } });
    expect(validateBlockSettings('omeda_gated_content', {})).toEqual({ ok: false, fieldErrors: { type: "Unknown block type 'omeda_gated_content'." } });
  });
});
