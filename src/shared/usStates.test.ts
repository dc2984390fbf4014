import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_STATES, US_TILE_GRID, usStateByCode, usStateOfTermName } from './usStates';

describe('US states', () => {
  it('lists the 50 states and DC once each, alphabetical by name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code))).toEqual(new Set(US_STATE_CODES));
    expect(US_STATES.map((s) => s.name)).toEqual([...US_STATES.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('places every state on its own tile of the 8 × 11 grid, corners as on the familiar map', () => {
    const tiles = new Set(US_STATES.map((s) => `${s.row}:${s.column}`));
    expect(tiles.size).toBe(51);
    for (const s of US_STATES) {
      expect(s.row).toBeGreaterThanOrEqual(0);
      expect(s.row).toBeLessThan(US_TILE_GRID.rows);
      expect(s.column).toBeGreaterThanOrEqual(0);
      expect(s.column).toBeLessThan(US_TILE_GRID.columns);
    }
    expect(usStateByCode('AK')).toMatchObject({ row: 0, column: 0 });
    expect(usStateByCode('ME')).toMatchObject({ row: 0, column: 10 });
    expect(usStateByCode('HI')).toMatchObject({ row: 7, column: 0 });
    expect(usStateByCode('FL')).toMatchObject({ row: 7 });
    // Neighbours stay neighbours: Texas under Oklahoma, California beside Nevada's row.
    expect(usStateByCode('TX')!.column).toBe(usStateByCode('OK')!.column);
  });

  it('finds the state of a term name, case and spacing aside; DC by its usual names', () => {
    expect(usStateOfTermName('Texas')?.code).toBe('TX');
    expect(usStateOfTermName('  new   york ')?.code).toBe('NY');
    expect(usStateOfTermName('WEST VIRGINIA')?.code).toBe('WV');
    expect(usStateOfTermName('Washington')?.code).toBe('WA');
    expect(usStateOfTermName('Washington, D.C.')?.code).toBe('DC');
    expect(usStateOfTermName('District of Columbia')?.code).toBe('DC');
    expect(usStateOfTermName('Washington DC')?.code).toBe('DC');
    expect(usStateOfTermName('United States')).toBeUndefined();
    expect(usStateOfTermName('TX')).toBeUndefined();
    expect(usStateOfTermName('Georgia ')?.code).toBe('GA');
  });
});
