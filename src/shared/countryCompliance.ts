/**
 * Consent compliance per country (spec 000 §3.2 and 002 §3 "Country"): "Canada and Brazil have
 * compliance required. Compliance optional applies to most EU countries and the United Kingdom."
 * 002 §5: the compliance checkbox is "shown only when the country requires it".
 */
export const COMPLIANCE_LEVELS = ['required', 'optional'] as const;
export type Compliance = (typeof COMPLIANCE_LEVELS)[number];

/** Alpha-2 codes with compliance 'required' (000 §3.2: Canada and Brazil). */
export const COMPLIANCE_REQUIRED_ALPHA2 = ['CA', 'BR'] as const;

/** The 27 member states of the European Union. */
export const EU_MEMBER_ALPHA2 = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/** EEA members outside the EU: Iceland, Liechtenstein, Norway. */
export const EEA_NON_EU_ALPHA2 = ['IS', 'LI', 'NO'] as const;

/**
 * Rule (choice): compliance 'optional' = every EU member state + the United Kingdom + the three
 * non-EU EEA states. The spec says "most EU countries" without naming an exception, so no EU
 * member is left out; Iceland, Liechtenstein and Norway are added because the GDPR applies there
 * through the EEA Agreement, exactly as in the EU (the consent is keyed GDPR for them too).
 * Outermost regions with their own ISO codes (e.g. RE, GP, AX) are not marked: the spec speaks
 * of countries.
 */
export const COMPLIANCE_OPTIONAL_ALPHA2 = [...EU_MEMBER_ALPHA2, 'GB', ...EEA_NON_EU_ALPHA2] as const;

const REQUIRED: ReadonlySet<string> = new Set(COMPLIANCE_REQUIRED_ALPHA2);
const OPTIONAL: ReadonlySet<string> = new Set(COMPLIANCE_OPTIONAL_ALPHA2);

/** Compliance level of an alpha-2 code, or undefined when the country has none. */
export function complianceForAlpha2(alpha2: string): Compliance | undefined {
  const code = alpha2.trim().toUpperCase();
  if (REQUIRED.has(code)) return 'required';
  if (OPTIONAL.has(code)) return 'optional';
  return undefined;
}
