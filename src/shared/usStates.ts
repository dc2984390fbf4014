/**
 * The 50 US states and the District of Columbia, each with its place in the square tile-grid map
 * of the US popularised by NPR and the Wall Street Journal: 8 rows by 11 columns, Alaska top left,
 * Maine top right, Hawaii bottom left, Texas and Florida at the bottom (the us_map block draws it).
 *
 *   AK                               ME
 *                                 VT NH
 *   WA ID MT ND MN IL WI MI NY RI MA
 *   OR NV WY SD IA IN OH PA NJ CT
 *   CA UT CO NE MO KY WV VA MD DE
 *      AZ NM KS AR TN NC SC DC
 *            OK LA MS AL GA
 *   HI       TX                FL
 */

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export interface UsState {
  /** USPS postal code, 'TX'. */
  readonly code: UsStateCode;
  readonly name: string;
  /** Row of the tile grid, 0 (top) to US_TILE_GRID.rows - 1. */
  readonly row: number;
  /** Column of the tile grid, 0 (left) to US_TILE_GRID.columns - 1. */
  readonly column: number;
}

export const US_TILE_GRID = { rows: 8, columns: 11 } as const;

/** [code, name, row, column]; alphabetical by name. */
const ROWS: readonly (readonly [UsStateCode, string, number, number])[] = [
  ['AL', 'Alabama', 6, 6],
  ['AK', 'Alaska', 0, 0],
  ['AZ', 'Arizona', 5, 1],
  ['AR', 'Arkansas', 5, 4],
  ['CA', 'California', 4, 0],
  ['CO', 'Colorado', 4, 2],
  ['CT', 'Connecticut', 3, 9],
  ['DE', 'Delaware', 4, 9],
  ['DC', 'District of Columbia', 5, 8],
  ['FL', 'Florida', 7, 8],
  ['GA', 'Georgia', 6, 7],
  ['HI', 'Hawaii', 7, 0],
  ['ID', 'Idaho', 2, 1],
  ['IL', 'Illinois', 2, 5],
  ['IN', 'Indiana', 3, 5],
  ['IA', 'Iowa', 3, 4],
  ['KS', 'Kansas', 5, 3],
  ['KY', 'Kentucky', 4, 5],
  ['LA', 'Louisiana', 6, 4],
  ['ME', 'Maine', 0, 10],
  ['MD', 'Maryland', 4, 8],
  ['MA', 'Massachusetts', 2, 10],
  ['MI', 'Michigan', 2, 7],
  ['MN', 'Minnesota', 2, 4],
  ['MS', 'Mississippi', 6, 5],
  ['MO', 'Missouri', 4, 4],
  ['MT', 'Montana', 2, 2],
  ['NE', 'Nebraska', 4, 3],
  ['NV', 'Nevada', 3, 1],
  ['NH', 'New Hampshire', 1, 10],
  ['NJ', 'New Jersey', 3, 8],
  ['NM', 'New Mexico', 5, 2],
  ['NY', 'New York', 2, 8],
  ['NC', 'North Carolina', 5, 6],
  ['ND', 'North Dakota', 2, 3],
  ['OH', 'Ohio', 3, 6],
  ['OK', 'Oklahoma', 6, 3],
  ['OR', 'Oregon', 3, 0],
  ['PA', 'Pennsylvania', 3, 7],
  ['RI', 'Rhode Island', 2, 9],
  ['SC', 'South Carolina', 5, 7],
  ['SD', 'South Dakota', 3, 3],
  ['TN', 'Tennessee', 5, 5],
  ['TX', 'Texas', 7, 3],
  ['UT', 'Utah', 4, 1],
  ['VT', 'Vermont', 1, 9],
  ['VA', 'Virginia', 4, 7],
  ['WA', 'Washington', 2, 0],
  ['WV', 'West Virginia', 4, 6],
  ['WI', 'Wisconsin', 2, 6],
  ['WY', 'Wyoming', 3, 2],
];

/** Every state and DC, alphabetical by name. */
export const US_STATES: readonly UsState[] = Object.freeze(ROWS.map(([code, name, row, column]) => Object.freeze({ code, name, row, column })));

const BY_CODE = new Map<string, UsState>(US_STATES.map((state) => [state.code, state]));

export const usStateByCode = (code: string): UsState | undefined => BY_CODE.get(code);

/**
 * How a term name is compared with a state's name: lower case, trimmed, inner white space as one
 * space. The same rule runs in SQL (the us_map block's statement), so keep the two alike:
 * `regexp_replace(lower(btrim(name)), '\s+', ' ', 'g')`.
 */
export const normalizeStateName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Other names a Location term may give the District of Columbia. */
const DC_ALIASES = ['Washington, D.C.', 'Washington D.C.', 'Washington, DC', 'Washington DC', 'D.C.'];

/**
 * Every name (normalised) that stands for a state, with its code: the full names, and the usual
 * ways of writing the District of Columbia. Postal codes are not names ('IN', 'OR' and 'ME' are
 * words too).
 */
export const US_STATE_NAME_KEYS: readonly { readonly name: string; readonly code: UsStateCode }[] = Object.freeze([
  ...US_STATES.map((state) => ({ name: normalizeStateName(state.name), code: state.code })),
  ...DC_ALIASES.map((alias) => ({ name: normalizeStateName(alias), code: 'DC' as const })),
]);

const BY_NAME = new Map<string, UsState>(US_STATE_NAME_KEYS.map(({ name, code }) => [name, BY_CODE.get(code)!]));

/** The state a taxonomy term's name stands for ('texas', ' New  York ', 'Washington, D.C.'), or undefined. */
export const usStateOfTermName = (name: string): UsState | undefined => BY_NAME.get(normalizeStateName(name));
