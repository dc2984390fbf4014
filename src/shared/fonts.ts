import { createGuard } from './guards';

/** Spec 000 §3.2: "Font choices: encode_sans_condensed, fira_sans, georgia, ibm_plex_sans, open_sans, poppins, pt_sans, raleway, each with a label and a font stack." */
export const FONT_VALUES = [
  'encode_sans_condensed',
  'fira_sans',
  'georgia',
  'ibm_plex_sans',
  'open_sans',
  'poppins',
  'pt_sans',
  'raleway',
] as const;

export type FontValue = (typeof FONT_VALUES)[number];

export interface FontChoice<V extends string = FontValue> {
  readonly value: V;
  readonly label: string;
  /** A CSS font-family value; always ends in a generic family. */
  readonly stack: string;
}

/**
 * Labels are the typefaces' published names; stacks fall back to a widely installed face of the
 * same kind (narrow sans, humanist sans, serif) and end in the generic family (our choice — the
 * spec does not spell the stacks out).
 */
export const FONT_CHOICES = [
  {
    value: 'encode_sans_condensed',
    label: 'Encode Sans Condensed',
    stack: "'Encode Sans Condensed', 'Arial Narrow', Arial, sans-serif",
  },
  { value: 'fira_sans', label: 'Fira Sans', stack: "'Fira Sans', 'Helvetica Neue', Arial, sans-serif" },
  { value: 'georgia', label: 'Georgia', stack: "Georgia, 'Times New Roman', Times, serif" },
  { value: 'ibm_plex_sans', label: 'IBM Plex Sans', stack: "'IBM Plex Sans', 'Helvetica Neue', Arial, sans-serif" },
  { value: 'open_sans', label: 'Open Sans', stack: "'Open Sans', 'Helvetica Neue', Arial, sans-serif" },
  { value: 'poppins', label: 'Poppins', stack: "Poppins, 'Helvetica Neue', Arial, sans-serif" },
  { value: 'pt_sans', label: 'PT Sans', stack: "'PT Sans', 'Trebuchet MS', Arial, sans-serif" },
  { value: 'raleway', label: 'Raleway', stack: "Raleway, 'Helvetica Neue', Arial, sans-serif" },
] as const satisfies readonly FontChoice[];

/** Spec 002 §9: "Font for the new design: Inter." */
export const NEW_DESIGN_FONT = 'Inter';
export const NEW_DESIGN_FONT_STACK =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const isFontValue = createGuard(FONT_VALUES);

export function fontByValue(value: string): FontChoice | undefined {
  return FONT_CHOICES.find((font) => font.value === value);
}
