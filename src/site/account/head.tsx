import { Head } from 'vike-react/Head';

/** Links the public forms' stylesheet, /css/dragonform.css (cached a week by the browser). */
export function FormStyles() {
  return (
    <Head>
      <link rel="stylesheet" href="/css/dragonform.css" />
    </Head>
  );
}

/** Keeps the page out of search indexes (one reader's page: a link, an account). */
export function NoIndex() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
