import { Head } from 'vike-react/Head';
import { useData } from 'vike-react/useData';
import { SeoHead } from '../seo/SeoHead.js';
import type { Data } from './+data.js';
import { SearchView } from './SearchView.js';
import './search.css';

/** /search (000 §2.1, 002 §2): the form, the sponsor, the type facets, the results as teasers and the pager. */
export default function Page() {
  const { seo, noIndex, filters, message, results, shell } = useData<Data>();
  return (
    <>
      <SeoHead input={seo} />
      {/* Result pages are one visitor's query: kept out of search indexes, their links still followed. */}
      {noIndex ? (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      ) : null}
      <SearchView filters={filters} message={message} results={results} sponsor={shell.sponsoredSearch} />
    </>
  );
}
