import { isContentType, type ContentType } from './contentTypes';

/**
 * The /search route (spec 000 §2.1, 002 §2): "optional query parameter filters holding a JSON
 * object with text, type, websiteSchedule and page". Limits shared by the search page, the search
 * forms and the searchContent operation.
 */
export const SEARCH_LIMITS = {
  /** Longest search text (after trimming) the operation accepts. */
  textMax: 200,
  /** Deepest page a visitor may ask for; beyond it they should refine the text. */
  pageMax: 100,
  limitMax: 50,
  limitDefault: 20,
} as const;

export const SEARCH_PATH = '/search';

export interface SearchFilters {
  text: string;
  type: ContentType | null;
  /** A website section id: content scheduled to it or its descendants. */
  websiteSchedule: number | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_SEARCH: SearchFilters = { text: '', type: null, websiteSchedule: null, page: 1 };

/** What a visitor sees when the address holds filters the page cannot read. */
export const SEARCH_FILTERS_MESSAGE =
  'The search address could not be read, so no search was run. Enter your search again below.';

export type ParsedSearch = { filters: SearchFilters; error: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Blank text and an absent type are fine; anything of the wrong kind is reported. */
function readFilters(raw: Record<string, unknown>): ParsedSearch {
  const problems: string[] = [];
  let text = '';
  if (raw.text != null) {
    if (typeof raw.text === 'string') text = raw.text.trim().slice(0, SEARCH_LIMITS.textMax);
    else problems.push('text');
  }
  let type: ContentType | null = null;
  if (raw.type != null && raw.type !== '') {
    if (isContentType(raw.type)) type = raw.type;
    else problems.push('type');
  }
  let websiteSchedule: number | null = null;
  if (raw.websiteSchedule != null && raw.websiteSchedule !== '') {
    websiteSchedule = positiveInt(raw.websiteSchedule);
    if (websiteSchedule === null) problems.push('websiteSchedule');
  }
  let page = 1;
  if (raw.page != null && raw.page !== '') {
    const n = positiveInt(raw.page);
    if (n === null) problems.push('page');
    else page = Math.min(n, SEARCH_LIMITS.pageMax);
  }
  if (problems.length) return { filters: EMPTY_SEARCH, error: SEARCH_FILTERS_MESSAGE };
  return { filters: { text, type, websiteSchedule, page }, error: null };
}

/**
 * Reads the filters of a /search address. The `filters` JSON wins; without it the plain `text`,
 * `type`, `websiteSchedule` and `page` parameters are read, so the search form works without
 * JavaScript. Malformed JSON or values of the wrong kind give an empty search and a message,
 * never an exception.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const json = params.get('filters');
  if (json !== null) {
    if (json.trim() === '') return { filters: EMPTY_SEARCH, error: null };
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      return { filters: EMPTY_SEARCH, error: SEARCH_FILTERS_MESSAGE };
    }
    return isRecord(raw) ? readFilters(raw) : { filters: EMPTY_SEARCH, error: SEARCH_FILTERS_MESSAGE };
  }
  return readFilters({
    // `?q=` is the shorthand readers, browsers' site search and other sites use for the text.
    text: params.get('text') ?? params.get('q'),
    type: params.get('type'),
    websiteSchedule: params.get('websiteSchedule'),
    page: params.get('page'),
  });
}

/** The /search address of some filters: only the keys that are set, page always (the mega-menu search sets page 1). */
export function searchUrl(filters: Partial<SearchFilters> & { text: string }): string {
  const value: Record<string, string | number> = { text: filters.text };
  if (filters.type) value.type = filters.type;
  if (filters.websiteSchedule) value.websiteSchedule = filters.websiteSchedule;
  value.page = filters.page ?? 1;
  return `${SEARCH_PATH}?filters=${encodeURIComponent(JSON.stringify(value))}`;
}
