import { describe, expect, it } from 'vitest';
import { createGuard } from './guards';

describe('createGuard', () => {
  const isColour = createGuard(['red', 'green'] as const);
  const isLevel = createGuard([0, 1, 2] as const);

  it('accepts listed values only', () => {
    expect(isColour('red')).toBe(true);
    expect(isColour('green')).toBe(true);
    expect(isColour('blue')).toBe(false);
    expect(isColour('Red')).toBe(false);
  });

  it('does not coerce between strings and numbers', () => {
    expect(isLevel(1)).toBe(true);
    expect(isLevel('1')).toBe(false);
    expect(isColour(undefined)).toBe(false);
    expect(isColour(null)).toBe(false);
  });
});
