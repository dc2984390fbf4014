import { describe, expect, it } from 'vitest';
import { MODULE_INFO, MODULE_KEYS, moduleValues, modulesInput } from './modules.js';

describe('enabled modules', () => {
  it('covers the six modules of the spec, each with a description', () => {
    expect(MODULE_KEYS).toEqual(['leaders', 'magazine', 'newsletters', 'search', 'memberships', 'sourceesb']);
    for (const key of MODULE_KEYS) expect(MODULE_INFO[key].description.length).toBeGreaterThan(10);
  });

  it('builds the input with every switch and the version', () => {
    expect(modulesInput({ leaders: true, search: undefined }, 4)).toEqual({
      version: 4,
      leaders: true,
      magazine: false,
      newsletters: false,
      search: false,
      memberships: false,
      sourceesb: false,
    });
  });

  it('reads the switches off the query answer', () => {
    const answer = {
      __typename: 'EnabledModules' as const,
      leaders: true,
      magazine: false,
      newsletters: true,
      search: false,
      memberships: true,
      sourceesb: false,
      membershipSystemActive: true,
      saved: true,
      version: 2,
    };
    expect(moduleValues(answer)).toEqual({ leaders: true, magazine: false, newsletters: true, search: false, memberships: true, sourceesb: false });
  });
});
