import { describe, expect, it } from 'vitest';
import { SECTION_MESSAGES, deriveSectionAliases, movedContentAlias, normaliseManualAlias, planSectionSave, type SectionShape } from './sections';

const tree: SectionShape[] = [
  { id: 1, parentId: null, name: 'Power', manualAlias: null, alias: 'power', systemAlias: 'power', depth: 1 },
  { id: 2, parentId: 1, name: 'Batteries', manualAlias: null, alias: 'power/batteries', systemAlias: 'power/batteries', depth: 2 },
  { id: 3, parentId: 2, name: 'Lithium Ion', manualAlias: 'li-ion', alias: 'power/batteries/li-ion', systemAlias: 'power/batteries/lithium-ion', depth: 3 },
  { id: 4, parentId: null, name: 'Test', manualAlias: null, alias: 'test', systemAlias: 'test', depth: 1 },
  { id: 5, parentId: 4, name: 'Scopes', manualAlias: null, alias: 'test/scopes', systemAlias: 'test/scopes', depth: 2 },
];

describe('deriveSectionAliases', () => {
  it('derives the system alias from the parent alias and the name', () => {
    expect(deriveSectionAliases({ parentAlias: 'power', name: 'Power Supplies', manualAlias: null })).toEqual({
      systemAlias: 'power/power-supplies',
      alias: 'power/power-supplies',
      canonicalPath: '/power/power-supplies',
    });
  });

  it('lets the manual alias replace the last segment only', () => {
    expect(deriveSectionAliases({ parentAlias: 'power', name: 'Power Supplies', manualAlias: 'psu' })).toEqual({
      systemAlias: 'power/power-supplies',
      alias: 'power/psu',
      canonicalPath: '/power/psu',
    });
    expect(deriveSectionAliases({ parentAlias: null, name: 'Power', manualAlias: 'energy' }).alias).toBe('energy');
  });
});

describe('normaliseManualAlias', () => {
  it('treats blank as none and folds text to a slug', () => {
    expect(normaliseManualAlias('  ')).toEqual({ slug: null, error: null });
    expect(normaliseManualAlias(null)).toEqual({ slug: null, error: null });
    expect(normaliseManualAlias(' Power Supplies ')).toEqual({ slug: 'power-supplies', error: null });
    expect(normaliseManualAlias('/psu/')).toEqual({ slug: 'psu', error: null });
  });

  it('refuses several segments and text without letters or digits', () => {
    expect(normaliseManualAlias('a/b').error).toBe(SECTION_MESSAGES.manualAliasOneSegment);
    expect(normaliseManualAlias('!!!').error).toBe(SECTION_MESSAGES.manualAliasEmpty);
  });
});

describe('planSectionSave', () => {
  it('places a new section under its parent', () => {
    const plan = planSectionSave(tree, { id: null, parentId: 4, name: 'Probes', manualAlias: null });
    expect(plan).toEqual({
      ok: true,
      sections: [{ id: null, parentId: 4, name: 'Probes', manualAlias: null, depth: 2, systemAlias: 'test/probes', alias: 'test/probes', oldAlias: null }],
    });
  });

  it('moves every descendant with a renamed section, keeping their manual aliases', () => {
    const plan = planSectionSave(tree, { id: 1, parentId: null, name: 'Energy', manualAlias: null });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.sections.map((s) => [s.id, s.oldAlias, s.alias, s.systemAlias, s.depth])).toEqual([
      [1, 'power', 'energy', 'energy', 1],
      [2, 'power/batteries', 'energy/batteries', 'energy/batteries', 2],
      [3, 'power/batteries/li-ion', 'energy/batteries/li-ion', 'energy/batteries/lithium-ion', 3],
    ]);
  });

  it('refuses a level deeper than three', () => {
    const plan = planSectionSave(tree, { id: null, parentId: 3, name: 'Cells', manualAlias: null });
    expect(plan).toEqual({ ok: false, field: 'parentId', message: expect.stringContaining('at most 3 levels deep') });
    // Moving Batteries (which has a child) under Scopes would put Lithium Ion at level 4.
    const move = planSectionSave(tree, { id: 2, parentId: 5, name: 'Batteries', manualAlias: null });
    expect(move).toEqual({ ok: false, field: 'parentId', message: expect.stringContaining('level 4') });
  });

  it('refuses a move under itself or a descendant', () => {
    expect(planSectionSave(tree, { id: 1, parentId: 1, name: 'Power', manualAlias: null })).toEqual({ ok: false, field: 'parentId', message: SECTION_MESSAGES.cycle });
    expect(planSectionSave(tree, { id: 1, parentId: 3, name: 'Power', manualAlias: null })).toEqual({ ok: false, field: 'parentId', message: SECTION_MESSAGES.cycle });
  });

  it('refuses an unknown parent', () => {
    expect(planSectionSave(tree, { id: null, parentId: 99, name: 'X', manualAlias: null })).toMatchObject({ ok: false, field: 'parentId' });
  });
});

describe('movedContentAlias', () => {
  it('replaces only the section prefix, keeping suffixes and manual slugs', () => {
    expect(movedContentAlias({ oldAlias: 'power/gan-chargers-2', oldSectionAlias: 'power', newSectionAlias: 'energy', manualAlias: null, name: 'GaN chargers' })).toBe(
      'energy/gan-chargers-2',
    );
    expect(movedContentAlias({ oldAlias: 'power/batteries/my-slug', oldSectionAlias: 'power/batteries', newSectionAlias: 'energy/cells', manualAlias: 'my-slug', name: 'X' })).toBe(
      'energy/cells/my-slug',
    );
  });

  it('derives the slug again when the stored alias does not start with the old prefix', () => {
    expect(movedContentAlias({ oldAlias: 'elsewhere/x', oldSectionAlias: 'power', newSectionAlias: 'energy', manualAlias: null, name: 'New Cells' })).toBe('energy/new-cells');
    expect(movedContentAlias({ oldAlias: 'elsewhere/x', oldSectionAlias: 'power', newSectionAlias: 'energy', manualAlias: 'mine', name: 'New Cells' })).toBe('energy/mine');
  });
});
