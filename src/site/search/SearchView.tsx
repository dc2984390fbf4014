import { CONTENT_TYPE_CATALOGUE, contentTypeInfo } from '../../shared/contentTypes.js';
import { searchUrl, type SearchFilters } from '../../shared/search.js';
import { ContentTeaser } from '../blocks/ContentList/ContentTeaser.js';
import type { TeaserItem } from '../blocks/types.js';
import type { ShellSponsoredSearch } from '../shell/types.js';
import type { SearchAnswer } from './+data.js';
import { pagerPages } from './pagination.js';

type ResultNode = SearchAnswer['edges'][number]['node'];

/** Results look like the site's lists: the content list block's teaser. */
const TEASER_OPTIONS = { showImage: true, showTeaser: true, showDate: true, showSection: true };

function teaserOf(node: ResultNode): TeaserItem {
  const image = node.primaryImage;
  return {
    id: node.id,
    type: node.type,
    name: node.name,
    teaser: node.teaser ?? null,
    path: node.canonicalPath,
    image: image
      ? { src: image.src, srcSet: image.srcset ?? '', alt: image.alt ?? node.name, width: image.width ?? null, height: image.height ?? null, caption: image.caption ?? null, credit: image.credit ?? null }
      : null,
    section: node.primarySection ? { id: node.primarySection.id, name: node.primarySection.name, path: node.primarySection.canonicalPath } : null,
    published: node.published ?? null,
    publishedDate: node.publishedDate ?? null,
    eventDateRange: node.eventDateRange ?? null,
    labels: node.labels,
    companyName: node.company?.name ?? null,
    gated: node.memberships.length > 0 || node.userRegistration.isRequired,
  };
}

const plural = (type: string) => contentTypeInfo(type)?.pluralLabel ?? type;

/**
 * The search form: a plain GET form to /search (works without JavaScript; the page script turns
 * a submit into the filters address, see client/searchForms.ts).
 */
function SearchPageForm({ filters }: { filters: SearchFilters }) {
  return (
    <form className="search-form" role="search" action="/search" method="get" data-search-form="">
      <label className="search-form__label" htmlFor="search-text">
        Search
      </label>
      <input id="search-text" className="search-form__text" type="search" name="text" defaultValue={filters.text} maxLength={200} />
      <label className="visually-hidden" htmlFor="search-type">
        Content type
      </label>
      <select id="search-type" className="search-form__type" name="type" defaultValue={filters.type ?? ''}>
        <option value="">All types</option>
        {CONTENT_TYPE_CATALOGUE.map((info) => (
          <option key={info.value} value={info.value}>
            {info.label}
          </option>
        ))}
      </select>
      {filters.websiteSchedule ? <input type="hidden" name="websiteSchedule" value={filters.websiteSchedule} /> : null}
      <button className="search-form__button" type="submit">
        Search
      </button>
    </form>
  );
}

/** 002 §2: the sponsored-search logo (site settings sponsoredSearch), linked to the sponsor's address. */
function Sponsor({ sponsor }: { sponsor: ShellSponsoredSearch }) {
  const mark = sponsor.logo ? (
    <img src={sponsor.logo.src} alt={sponsor.logo.alt || sponsor.label} width={sponsor.logo.width || undefined} height={sponsor.logo.height || undefined} className="search-sponsor__logo" />
  ) : (
    <span className="search-sponsor__name">{sponsor.label}</span>
  );
  return (
    <aside className="search-sponsor" aria-label="Search sponsor">
      {sponsor.logo ? <span className="search-sponsor__label">{sponsor.label}</span> : null}
      {sponsor.clickUrl ? (
        <a href={sponsor.clickUrl} target="_blank" rel="noopener sponsored" data-sponsored-search-logo="">
          {mark}
        </a>
      ) : (
        mark
      )}
    </aside>
  );
}

/** Links to the same search narrowed to one type (or all), with the number of matches each. */
function Facets({ filters, results }: { filters: SearchFilters; results: SearchAnswer }) {
  if (results.facets.length < 2 && !filters.type) return null;
  const all = results.facets.reduce((sum, f) => sum + f.count, 0);
  const href = (type: SearchFilters['type']) => searchUrl({ ...filters, type, page: 1 });
  return (
    <nav className="search-facets" aria-label="Filter by content type">
      <ul>
        <li>
          <a href={href(null)} aria-current={filters.type ? undefined : 'true'}>
            All ({all})
          </a>
        </li>
        {results.facets.map((facet) => (
          <li key={facet.type}>
            <a href={href(facet.type)} aria-current={filters.type === facet.type ? 'true' : undefined}>
              {plural(facet.type)} ({facet.count})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pager({ filters, results }: { filters: SearchFilters; results: SearchAnswer }) {
  const pages = pagerPages(results.page, results.pageCount);
  if (!pages.length) return null;
  const href = (page: number) => searchUrl({ ...filters, page });
  return (
    <nav className="search-pager" aria-label="Result pages">
      {results.page > 1 ? (
        <a href={href(results.page - 1)} rel="prev">
          Previous
        </a>
      ) : null}
      {pages.map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="search-pager__gap">
            …
          </span>
        ) : page === results.page ? (
          <span key={page} aria-current="page" className="search-pager__current">
            {page}
          </span>
        ) : (
          <a key={page} href={href(page)}>
            {page}
          </a>
        ),
      )}
      {results.page < results.pageCount ? (
        <a href={href(results.page + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}

function countText(results: SearchAnswer, text: string): string {
  const noun = results.totalCount === 1 ? 'result' : 'results';
  const pageNote = results.pageCount > 1 ? ` (page ${results.page} of ${results.pageCount})` : '';
  return `${results.totalCount} ${noun} for “${text}”${pageNote}`;
}

/** The page's body: title and sponsor, the form, a message, the count, the facets, the results and the pager. */
export function SearchView({
  filters,
  message,
  results,
  sponsor,
}: {
  filters: SearchFilters;
  message: string | null;
  results: SearchAnswer | null;
  /** Shown while sponsored search is enabled. */
  sponsor: ShellSponsoredSearch | null;
}) {
  const searched = filters.text !== '' && results !== null;
  return (
    <div className="search-page">
      <div className="search-page__head">
        <h1 className="search-page__title">Search</h1>
        {sponsor?.enabled ? <Sponsor sponsor={sponsor} /> : null}
      </div>
      {/* A section the site does not have (the message says so) is not carried into the next search. */}
      <SearchPageForm filters={message ? { ...filters, websiteSchedule: null } : filters} />
      {message ? (
        <p className="search-page__message" role="alert">
          {message}
        </p>
      ) : null}
      {searched && results ? (
        <>
          <p className="search-page__count" role="status">
            {countText(results, filters.text)}
          </p>
          <Facets filters={filters} results={results} />
          {results.edges.length ? (
            <ul className="search-results">
              {results.edges.map(({ node }) => (
                <li key={node.id}>
                  <ContentTeaser item={teaserOf(node)} variant="list" options={TEASER_OPTIONS} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="search-page__empty">No results</p>
          )}
          <Pager filters={filters} results={results} />
        </>
      ) : null}
    </div>
  );
}
