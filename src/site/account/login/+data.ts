import type { PageContextServer } from 'vike/types';
import { GetWebsiteShellSettingsDocument } from '../../../gql/graphql.js';
import { LOGIN_PATH, localRedirect, promoCodeOf } from '../paths.js';
import { withPageBase } from '../pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /account/login?redirectTo=…&pk=…: the login form. The page is the same for every visitor (it is
 * cached like any public page); where the reader goes afterwards is the local path of redirectTo
 * (else /account). The membership settings' login text (siteLoginPageText, carried by the public
 * getWebsiteShellSettings) is shown above the form.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const redirectTo = localRedirect(search['redirectTo']);
  const pk = promoCodeOf(search['pk']);
  const { frame, value } = await withPageBase(
    pageContext.graphql,
    { path: LOGIN_PATH, name: 'Login' },
    pageContext.graphql.run(GetWebsiteShellSettingsDocument, {}).then((answer) => answer.getWebsiteShellSettings.siteLoginPageText.trim() || null),
  );
  return { ...frame, redirectTo, pk, loginText: value };
}
