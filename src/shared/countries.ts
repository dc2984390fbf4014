import { complianceForAlpha2, type Compliance } from './countryCompliance';
import { COUNTRY_ROWS, type CountryAlpha2, type CountryAlpha3 } from './countryData';
import { CANADA_REGIONS, US_REGIONS, type CountryRegions } from './countryRegions';

/** Spec 000 §3.2 / 002 §3 "Country": label, friendlyLabel, alpha2code, alpha3code, optional compliance and regions. */
export interface Country {
  readonly label: string;
  readonly friendlyLabel: string;
  readonly alpha2code: CountryAlpha2;
  readonly alpha3code: CountryAlpha3;
  readonly compliance?: Compliance;
  readonly regions?: CountryRegions;
}

const REGIONS_BY_ALPHA2: Partial<Record<CountryAlpha2, CountryRegions>> = {
  US: US_REGIONS,
  CA: CANADA_REGIONS,
};

function toCountry(row: (typeof COUNTRY_ROWS)[number]): Country {
  const [alpha2code, alpha3code, label] = row;
  const friendlyLabel = row.length === 4 ? row[3] : label;
  const compliance = complianceForAlpha2(alpha2code);
  const regions = REGIONS_BY_ALPHA2[alpha2code];
  return {
    label,
    friendlyLabel,
    alpha2code,
    alpha3code,
    ...(compliance ? { compliance } : {}),
    ...(regions ? { regions } : {}),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Every ISO 3166-1 country, sorted by friendlyLabel (the name a reader looks for in a select).
 * Choice: the spec gives no order; alphabetical by the displayed name is what a select needs.
 */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(toCountry).sort((a, b) =>
  collator.compare(a.friendlyLabel, b.friendlyLabel),
);

const BY_ALPHA2: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.alpha2code, c]));
const BY_ALPHA3: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.alpha3code, c]));

/** Case-insensitive lookup by ISO alpha-2 code; undefined when unknown. */
export function countryByAlpha2(code: string): Country | undefined {
  return BY_ALPHA2.get(code.trim().toUpperCase());
}

/** Case-insensitive lookup by ISO alpha-3 code; undefined when unknown. */
export function countryByAlpha3(code: string): Country | undefined {
  return BY_ALPHA3.get(code.trim().toUpperCase());
}

export const CONSENT_KEYS = ['CASL', 'GDPR'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

/** Spec 002 §3 "Consent object": "Keyed CASL when the country is CAN, otherwise GDPR." */
export function consentKeyFor(alpha3: string): ConsentKey {
  return alpha3.trim().toUpperCase() === 'CAN' ? 'CASL' : 'GDPR';
}
