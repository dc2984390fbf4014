// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearchParams, type SearchFilters } from '../../shared/search.js';
import type { SearchAnswer } from './+data.js';
import type { ShellSponsoredSearch } from '../shell/types.js';
import { SearchView } from './SearchView.js';

type Node = SearchAnswer['edges'][number]['node'];

const node = (id: number, name: string): Node => ({
  __typename: 'Content',
  id,
  type: 'Article',
  name,
  teaser: `Teaser of ${name}`,
  canonicalPath: `/news/${id}`,
  published: '2026-03-01T12:00:00.000Z',
  publishedDate: 'March 1, 2026',
  startDate: null,
  endDate: null,
  eventDateRange: null,
  labels: [],
  memberships: [],
  userRegistration: { __typename: 'UserRegistration', isRequired: false },
  company: null,
  primaryImage: { __typename: 'Asset', id: 7, src: '/images/7/1/photo.jpg?w=640', srcset: null, alt: 'Photo', caption: null, credit: null, width: 800, height: 450 },
  primarySection: { __typename: 'WebsiteSection', id: 3, name: 'Power', alias: 'power', canonicalPath: '/power' },
});

const answer = (over: Partial<SearchAnswer> = {}): SearchAnswer => ({
  __typename: 'SearchResults',
  totalCount: 45,
  page: 2,
  pageCount: 3,
  facets: [
    { __typename: 'SearchTypeFacet', type: 'Article', count: 30 },
    { __typename: 'SearchTypeFacet', type: 'News', count: 15 },
  ],
  edges: [{ node: node(10000001, 'Grid batteries') }, { node: node(10000002, 'Solar farms') }].map((e) => ({ __typename: 'ContentEdge' as const, ...e })),
  ...over,
});

function render(filters: SearchFilters, results: SearchAnswer | null, message: string | null = null, sponsor: ShellSponsoredSearch | null = null) {
  document.body.innerHTML = renderToStaticMarkup(<SearchView filters={filters} results={results} message={message} sponsor={sponsor} />);
  return document.body;
}

/** The filters of a link, read back as the page reads them. */
const filtersOfLink = (a: Element | null | undefined) => parseSearchParams(new URL(a?.getAttribute('href') ?? '', 'http://x').searchParams).filters;

describe('SearchView', () => {
  const filters: SearchFilters = { text: 'grid', type: null, websiteSchedule: null, page: 2 };

  it('shows the form (text field labelled Search, type select) filled with the filters', () => {
    const body = render({ ...filters, type: 'News', websiteSchedule: 12 }, answer());
    const form = body.querySelector('form[data-search-form]');
    expect(form?.getAttribute('action')).toBe('/search');
    const field = body.querySelector<HTMLInputElement>('input[name="text"]');
    expect(body.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe('Search');
    expect(field?.value).toBe('grid');
    expect(body.querySelector<HTMLSelectElement>('select[name="type"]')?.value).toBe('News');
    expect(body.querySelector<HTMLInputElement>('input[name="websiteSchedule"]')?.value).toBe('12');
  });

  it('shows the count, the results as teasers, the facets and the pager', () => {
    const body = render(filters, answer());
    expect(body.querySelector('[role="status"]')?.textContent).toBe('45 results for “grid” (page 2 of 3)');
    const titles = [...body.querySelectorAll('.search-results .content-teaser__title a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles).toEqual([
      ['Grid batteries', '/news/10000001'],
      ['Solar farms', '/news/10000002'],
    ]);
    expect(body.querySelector('.search-results .content-teaser__section')?.textContent).toBe('Power');
    expect(body.querySelector('.search-results img')?.getAttribute('src')).toBe('/images/7/1/photo.jpg?w=640');
    const facets = [...body.querySelectorAll('.search-facets a')];
    expect(facets.map((a) => a.textContent)).toEqual(['All (45)', 'Articles (30)', 'News (15)']);
    expect(filtersOfLink(facets[2])).toEqual({ text: 'grid', type: 'News', websiteSchedule: null, page: 1 });
    const pager = body.querySelector('.search-pager');
    expect(pager?.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(filtersOfLink(pager?.querySelector('a[rel="prev"]')).page).toBe(1);
    expect(filtersOfLink(pager?.querySelector('a[rel="next"]'))).toEqual({ ...filters, page: 3 });
  });

  it("says 'No results' when nothing matched", () => {
    const body = render(filters, answer({ totalCount: 0, pageCount: 0, page: 1, facets: [], edges: [] }));
    expect(body.querySelector('.search-page__empty')?.textContent).toBe('No results');
    expect(body.querySelector('.search-pager')).toBeNull();
  });

  it('shows the sponsor logo linked to its click URL while sponsored search is on', () => {
    const sponsor: ShellSponsoredSearch = {
      enabled: true,
      label: 'Sponsored by Acme',
      clickUrl: 'https://acme.example.com/',
      logo: { src: '/files/9/acme.png', alt: '', width: 200, height: 50 },
      darkLogo: null,
    };
    const body = render(EMPTY_SEARCH, null, null, sponsor);
    const link = body.querySelector('.search-sponsor a');
    expect(link?.getAttribute('href')).toBe('https://acme.example.com/');
    expect(link?.querySelector('img')?.getAttribute('alt')).toBe('Sponsored by Acme');
    // No text searched: no count, no 'No results'.
    expect(body.querySelector('[role="status"]')).toBeNull();
    expect(body.querySelector('.search-page__empty')).toBeNull();
    expect(render(EMPTY_SEARCH, null, null, { ...sponsor, enabled: false }).querySelector('.search-sponsor')).toBeNull();
  });

  it('shows a message for an address it could not read', () => {
    const body = render(EMPTY_SEARCH, null, 'The search address could not be read.');
    expect(body.querySelector('[role="alert"]')?.textContent).toBe('The search address could not be read.');
    expect(body.querySelector('form[data-search-form]')).not.toBeNull();
  });
});
