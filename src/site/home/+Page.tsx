import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { ContentTeaser } from '../shell/ContentTeaser.js';
import { SeoHead } from '../seo/SeoHead.js';

export default function Page() {
  const { siteName, seo, items } = useData<Data>();
  const [lead, ...rest] = items;
  return (
    <>
      <SeoHead input={seo} />
      <h1 className="visually-hidden">{siteName}</h1>
      {lead ? <ContentTeaser item={lead} variant="lead" /> : <p>No content has been published yet.</p>}
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="section-title">
          Latest
        </h2>
        <ul className="teaser-list">
          {rest.map((item) => (
            <li key={item.id}>
              <ContentTeaser item={item} variant="list" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
