import type { PageContextServer } from 'vike/types';
import { GetTenantInfoDocument } from '../../gql/graphql.js';

/**
 * The +data of the public admin pages (login, logout, activate, reset): the site's name, which
 * PublicAdminPage shows above its card. Run on the server, in process.
 */
export async function siteNameData(pageContext: PageContextServer) {
  const info = await pageContext.graphql.run(GetTenantInfoDocument, {});
  return { siteName: info.getTenantInfo.current.name };
}

export type SiteNameData = Awaited<ReturnType<typeof siteNameData>>;
