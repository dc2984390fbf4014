import type { PageContextServer } from 'vike/types';
import { GetContentStreamDocument } from '../../gql/graphql.js';
import type { SeoInput } from '../seo/types.js';

export type Data = Awaited<ReturnType<typeof data>>;

/** The home page's data: one in-process pass over the same documents the browser would run. */
export async function data(pageContext: PageContextServer) {
  const [site, latest] = await Promise.all([
    pageContext.graphql.seoSite(),
    pageContext.graphql.run(GetContentStreamDocument, { limit: 20, excludeContentTypes: ['Page'] }),
  ]);
  // The home page has no name of its own: it is titled with the site name alone (002 §5).
  const seo: SeoInput = { site, path: '/' };
  return {
    siteName: site.name,
    seo,
    items: latest.getContentStream.edges.map((edge) => edge.node),
  };
}
