import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, SEARCH_FILTERS_MESSAGE, parseSearchParams, searchUrl } from './search.js';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const withFilters = (value: string) => parse(`filters=${encodeURIComponent(value)}`);

describe('parseSearchParams (000 §2.1: filters holds a JSON object with text, type, websiteSchedule and page)', () => {
  it('reads every filter from the JSON', () => {
    expect(withFilters('{"text":" wind farms ","type":"News","websiteSchedule":12,"page":3}')).toEqual({
      filters: { text: 'wind farms', type: 'News', websiteSchedule: 12, page: 3 },
      error: null,
    });
  });

  it('treats missing keys, nulls and an empty address as an empty search without a message', () => {
    expect(parse('')).toEqual({ filters: EMPTY_SEARCH, error: null });
    expect(parse('filters=')).toEqual({ filters: EMPTY_SEARCH, error: null });
    expect(withFilters('{"text":"grid","type":null,"websiteSchedule":null}')).toEqual({ filters: { ...EMPTY_SEARCH, text: 'grid' }, error: null });
  });

  it('reads the plain parameters of a form sent without JavaScript', () => {
    expect(parse('text=solar+panels&type=Article&page=2')).toEqual({
      filters: { text: 'solar panels', type: 'Article', websiteSchedule: null, page: 2 },
      error: null,
    });
    expect(parse('text=solar&type=')).toEqual({ filters: { ...EMPTY_SEARCH, text: 'solar' }, error: null });
  });

  it('takes ?q= as the shorthand of the text, text winning when both are sent', () => {
    expect(parse('q=gan+chargers')).toEqual({ filters: { ...EMPTY_SEARCH, text: 'gan chargers' }, error: null });
    expect(parse('q=gan&type=Article&page=3')).toEqual({ filters: { text: 'gan', type: 'Article', websiteSchedule: null, page: 3 }, error: null });
    expect(parse('text=sic&q=gan')).toEqual({ filters: { ...EMPTY_SEARCH, text: 'sic' }, error: null });
  });

  it.each([
    ['malformed JSON', '{"text":'],
    ['an array', '["text"]'],
    ['a string', '"text"'],
    ['text of the wrong kind', '{"text":42}'],
    ['an unknown type', '{"text":"a","type":"Podcasts"}'],
    ['a negative page', '{"text":"a","page":-1}'],
    ['a fractional page', '{"text":"a","page":1.5}'],
    ['a section id that is not a number', '{"text":"a","websiteSchedule":"news"}'],
  ])('gives an empty search and a message for %s', (_label, value) => {
    expect(withFilters(value)).toEqual({ filters: EMPTY_SEARCH, error: SEARCH_FILTERS_MESSAGE });
  });

  it('caps the page at 100 and the text at 200 characters', () => {
    expect(withFilters('{"text":"a","page":5000}').filters.page).toBe(100);
    expect(withFilters(JSON.stringify({ text: 'b'.repeat(300) })).filters.text).toHaveLength(200);
  });
});

describe('searchUrl', () => {
  it('writes only the keys that are set, page always', () => {
    const url = searchUrl({ text: 'a&b', type: 'Video', page: 2 });
    expect(url).toBe(`/search?filters=${encodeURIComponent('{"text":"a&b","type":"Video","page":2}')}`);
    expect(parseSearchParams(new URL(url, 'http://x').searchParams).filters).toEqual({ text: 'a&b', type: 'Video', websiteSchedule: null, page: 2 });
    expect(searchUrl({ text: 'x', websiteSchedule: 7 })).toBe(`/search?filters=${encodeURIComponent('{"text":"x","websiteSchedule":7,"page":1}')}`);
  });
});
