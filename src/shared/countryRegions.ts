/**
 * Region lists of the countries that have them (spec 000 §3.2 "Country", 002 §3 "Country").
 * A region select is required on the newsletter form "when the country has regions" (002 §5).
 */

export interface RegionOption {
  readonly label: string;
  readonly value: string;
}

export interface CountryRegions {
  /** What a region is called in that country, used as the field label. */
  readonly label: string;
  readonly options: readonly RegionOption[];
}

/** The 50 states, by USPS code. */
export const US_STATES = [
  { label: 'Alabama', value: 'AL' },
  { label: 'Alaska', value: 'AK' },
  { label: 'Arizona', value: 'AZ' },
  { label: 'Arkansas', value: 'AR' },
  { label: 'California', value: 'CA' },
  { label: 'Colorado', value: 'CO' },
  { label: 'Connecticut', value: 'CT' },
  { label: 'Delaware', value: 'DE' },
  { label: 'Florida', value: 'FL' },
  { label: 'Georgia', value: 'GA' },
  { label: 'Hawaii', value: 'HI' },
  { label: 'Idaho', value: 'ID' },
  { label: 'Illinois', value: 'IL' },
  { label: 'Indiana', value: 'IN' },
  { label: 'Iowa', value: 'IA' },
  { label: 'Kansas', value: 'KS' },
  { label: 'Kentucky', value: 'KY' },
  { label: 'Louisiana', value: 'LA' },
  { label: 'Maine', value: 'ME' },
  { label: 'Maryland', value: 'MD' },
  { label: 'Massachusetts', value: 'MA' },
  { label: 'Michigan', value: 'MI' },
  { label: 'Minnesota', value: 'MN' },
  { label: 'Mississippi', value: 'MS' },
  { label: 'Missouri', value: 'MO' },
  { label: 'Montana', value: 'MT' },
  { label: 'Nebraska', value: 'NE' },
  { label: 'Nevada', value: 'NV' },
  { label: 'New Hampshire', value: 'NH' },
  { label: 'New Jersey', value: 'NJ' },
  { label: 'New Mexico', value: 'NM' },
  { label: 'New York', value: 'NY' },
  { label: 'North Carolina', value: 'NC' },
  { label: 'North Dakota', value: 'ND' },
  { label: 'Ohio', value: 'OH' },
  { label: 'Oklahoma', value: 'OK' },
  { label: 'Oregon', value: 'OR' },
  { label: 'Pennsylvania', value: 'PA' },
  { label: 'Rhode Island', value: 'RI' },
  { label: 'South Carolina', value: 'SC' },
  { label: 'South Dakota', value: 'SD' },
  { label: 'Tennessee', value: 'TN' },
  { label: 'Texas', value: 'TX' },
  { label: 'Utah', value: 'UT' },
  { label: 'Vermont', value: 'VT' },
  { label: 'Virginia', value: 'VA' },
  { label: 'Washington', value: 'WA' },
  { label: 'West Virginia', value: 'WV' },
  { label: 'Wisconsin', value: 'WI' },
  { label: 'Wyoming', value: 'WY' },
] as const satisfies readonly RegionOption[];

export const US_FEDERAL_DISTRICT = { label: 'District of Columbia', value: 'DC' } as const satisfies RegionOption;

/**
 * The inhabited territories use their USPS codes. The U.S. Minor Outlying Islands have no USPS
 * code; 'UM' is their ISO 3166-2:US code, which keeps every value two letters.
 */
export const US_TERRITORIES = [
  { label: 'American Samoa', value: 'AS' },
  { label: 'Guam', value: 'GU' },
  { label: 'Northern Mariana Islands', value: 'MP' },
  { label: 'Puerto Rico', value: 'PR' },
  { label: 'U.S. Minor Outlying Islands', value: 'UM' },
  { label: 'U.S. Virgin Islands', value: 'VI' },
] as const satisfies readonly RegionOption[];

/**
 * USPS military "state" codes. Choice: NOT part of the United States region list, because the
 * spec says the list covers "all states, territories and DC" and these are mailing codes, not
 * places of residence. Exported so a mailing-address form can append them if it needs to.
 */
export const US_ARMED_FORCES_REGIONS = [
  { label: 'Armed Forces Americas', value: 'AA' },
  { label: 'Armed Forces Europe', value: 'AE' },
  { label: 'Armed Forces Pacific', value: 'AP' },
] as const satisfies readonly RegionOption[];

function byLabel(a: RegionOption, b: RegionOption): number {
  return a.label.localeCompare(b.label, 'en');
}

/** 000 §3.2: "The United States has regions labelled State, covering all states, territories and DC." */
export const US_REGIONS: CountryRegions = {
  label: 'State',
  // One alphabetical list (states, DC and territories together) so typing a name finds it.
  options: [...US_STATES, US_FEDERAL_DISTRICT, ...US_TERRITORIES].sort(byLabel),
};

/** 000 §3.2: "Canada has regions labelled Province, covering 13 provinces and territories." */
export const CANADA_PROVINCES_AND_TERRITORIES = [
  { label: 'Alberta', value: 'AB' },
  { label: 'British Columbia', value: 'BC' },
  { label: 'Manitoba', value: 'MB' },
  { label: 'New Brunswick', value: 'NB' },
  { label: 'Newfoundland and Labrador', value: 'NL' },
  { label: 'Northwest Territories', value: 'NT' },
  { label: 'Nova Scotia', value: 'NS' },
  { label: 'Nunavut', value: 'NU' },
  { label: 'Ontario', value: 'ON' },
  { label: 'Prince Edward Island', value: 'PE' },
  { label: 'Quebec', value: 'QC' },
  { label: 'Saskatchewan', value: 'SK' },
  { label: 'Yukon', value: 'YT' },
] as const satisfies readonly RegionOption[];

export const CANADA_REGIONS: CountryRegions = {
  label: 'Province',
  options: CANADA_PROVINCES_AND_TERRITORIES,
};
