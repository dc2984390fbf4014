import type { PageContextServer } from 'vike/types';
import { GetContentStreamDocument, GetTenantInfoDocument } from '../../gql/graphql.js';

export type Data = Awaited<ReturnType<typeof data>>;

/** The home page's data: one in-process pass over the same documents the browser would run. */
export async function data(pageContext: PageContextServer) {
  const [info, latest] = await Promise.all([
    pageContext.graphql.run(GetTenantInfoDocument, {}),
    pageContext.graphql.run(GetContentStreamDocument, { limit: 20, excludeContentTypes: ['Page'] }),
  ]);
  return {
    siteName: info.getTenantInfo.current.name,
    items: latest.getContentStream.edges.map((edge) => edge.node),
  };
}
