import type { PageContextServer } from 'vike/types';
import { GetTenantInfoDocument } from '../../gql/graphql.js';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const info = await pageContext.graphql.run(GetTenantInfoDocument, {});
  return { siteName: info.getTenantInfo.current.name };
}
