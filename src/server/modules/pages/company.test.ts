import { describe, expect, it } from 'vitest';
import { addressLines } from './company.js';

const address = (over: Partial<Parameters<typeof addressLines>[0]> = {}) => ({ address1: null, address2: null, city: null, state: null, postalCode: null, country: null, ...over });

describe('addressLines', () => {
  it('gives the street, the town with region and postal code, and the country by name', () => {
    expect(addressLines(address({ address1: '2150 North First Street', city: 'San Jose', state: 'CA', postalCode: '95131', country: 'US' }))).toEqual([
      '2150 North First Street',
      'San Jose, CA 95131',
      'United States',
    ]);
    expect(addressLines(address({ address1: 'High Tech Campus 41', address2: 'Building 3', city: 'Eindhoven', postalCode: '5656 AE', country: 'nl' }))).toEqual([
      'High Tech Campus 41',
      'Building 3',
      'Eindhoven, 5656 AE',
      'Netherlands',
    ]);
  });

  it('leaves out what is empty and keeps an unknown country as written', () => {
    expect(addressLines(address())).toEqual([]);
    expect(addressLines(address({ city: '  ', postalCode: '12345', country: 'Atlantis' }))).toEqual(['12345', 'Atlantis']);
  });
});
