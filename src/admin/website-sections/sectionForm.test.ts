import { describe, expect, it } from 'vitest';
import { SECTION_MESSAGES, type SectionShape } from '../../shared/sections';
import { parentProblem, previewAliases, sectionFormValues, toSectionInput } from './sectionForm';

const sections: SectionShape[] = [
  { id: 1, parentId: null, name: 'Power', manualAlias: null, alias: 'power', systemAlias: 'power', depth: 1 },
  { id: 2, parentId: 1, name: 'Batteries', manualAlias: null, alias: 'power/batteries', systemAlias: 'power/batteries', depth: 2 },
  { id: 3, parentId: 2, name: 'Cells', manualAlias: null, alias: 'power/batteries/cells', systemAlias: 'power/batteries/cells', depth: 3 },
];

describe('section form', () => {
  it('round-trips values and input, blanks becoming null', () => {
    const values = sectionFormValues(null, 1);
    expect(values).toEqual({ name: '', parentId: '1', manualAlias: '', description: '', gamAlias: '' });
    expect(toSectionInput({ ...values, name: 'Chargers', gamAlias: ' ' }, null)).toEqual({ name: 'Chargers', parentId: 1, manualAlias: null, description: null, gamAlias: null });
    expect(toSectionInput({ ...values, name: 'X', parentId: null }, { id: 5, version: 3 })).toMatchObject({ id: 5, version: 3, parentId: null });
  });

  it('previews the system alias and the effective alias live', () => {
    expect(previewAliases({ name: 'Power Supplies', parentId: '1', manualAlias: '' }, sections)).toMatchObject({ systemAlias: 'power/power-supplies', alias: 'power/power-supplies' });
    expect(previewAliases({ name: 'Power Supplies', parentId: '1', manualAlias: 'PSU' }, sections)).toMatchObject({ systemAlias: 'power/power-supplies', alias: 'power/psu' });
    expect(previewAliases({ name: ' ', parentId: null, manualAlias: '' }, sections)).toEqual({ systemAlias: '', alias: '' });
  });

  it('checks the parent rules', () => {
    expect(parentProblem(null, '3', sections)).toMatch(/at most 3 levels deep/);
    expect(parentProblem(1, '3', sections)).toBe(SECTION_MESSAGES.cycle);
    expect(parentProblem(null, '2', sections)).toBeUndefined();
  });
});
