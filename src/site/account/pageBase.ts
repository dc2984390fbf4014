import type { PageGraphQL } from '../pageContext.js';
import { pageFailure } from '../pageFailure.js';
import type { SeoInput } from '../seo/types.js';
import { loadShell } from '../shell/loadShell.js';
import type { SiteShellPageData } from '../shell/types.js';

/**
 * The frame every site-user page returns from its +data (the shell, no admin toolbar, the SEO
 * input), loaded together with the page's own data; a failure of either is the page's failure
 * (pageFailure: 503 while the database is away).
 */
export async function withPageBase<T>(
  graphql: PageGraphQL,
  { path, name }: { path: string; name: string },
  own: Promise<T>,
): Promise<{ frame: SiteShellPageData & { seo: SeoInput }; value: T }> {
  const [site, shell, value] = await Promise.all([graphql.seoSite(), loadShell(graphql, { path, preview: false }), own]).catch((error: unknown) => {
    throw pageFailure(error);
  });
  return {
    frame: { shell, chrome: { hideHeader: false, hideFooter: false, toolbar: [], preview: false }, seo: { site, path, name } },
    value,
  };
}
