import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';

/**
 * The printable copy points search engines at the article itself and stays out of the index.
 * `.clear`: the site pages' SEO head (titles, Open Graph, JSON-LD) belongs to the article page, not its print copy.
 */
export default function Head() {
  const article = useData<Data>();
  return (
    <>
      <link rel="canonical" href={article.canonicalUrl} />
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
