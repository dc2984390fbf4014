import { describe, expect, it } from 'vitest';
import {
  FONT_CHOICES,
  FONT_VALUES,
  NEW_DESIGN_FONT,
  NEW_DESIGN_FONT_STACK,
  fontByValue,
  isFontValue,
} from './fonts';

const GENERIC = /, (sans-serif|serif|monospace)$/;

describe('font choices (spec 000 §3.2)', () => {
  it('has the 8 fonts in the spec order', () => {
    expect(FONT_VALUES).toEqual([
      'encode_sans_condensed', 'fira_sans', 'georgia', 'ibm_plex_sans', 'open_sans', 'poppins', 'pt_sans', 'raleway',
    ]);
    expect(FONT_CHOICES.map((f) => f.value)).toEqual([...FONT_VALUES]);
  });

  it('gives each a label and a stack that starts with the face and ends in a generic family', () => {
    for (const font of FONT_CHOICES) {
      expect(font.label).not.toBe('');
      expect(font.stack).toMatch(GENERIC);
      expect(font.stack.replaceAll("'", '').startsWith(font.label)).toBe(true);
    }
    expect(fontByValue('georgia')?.stack).toMatch(/, serif$/);
    expect(fontByValue('ibm_plex_sans')?.label).toBe('IBM Plex Sans');
    expect(fontByValue('pt_sans')?.label).toBe('PT Sans');
    expect(fontByValue('comic_sans')).toBeUndefined();
  });

  it('guards values', () => {
    expect(isFontValue('raleway')).toBe(true);
    expect(isFontValue('Raleway')).toBe(false);
  });

  it('uses Inter for the new design (spec 002 §9)', () => {
    expect(NEW_DESIGN_FONT).toBe('Inter');
    expect(NEW_DESIGN_FONT_STACK.startsWith('Inter,')).toBe(true);
    expect(NEW_DESIGN_FONT_STACK).toMatch(GENERIC);
  });
});
