import type { PageContextServer } from 'vike/types';
import { RESET_PASSWORD_PATH, localRedirect, queryValue } from '../paths.js';
import { withPageBase } from '../pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /account/reset-password[?id=…&redirectTo=…]: without an id, the form that e-mails a reset link;
 * with the link's id, the new password. The link is checked when it is used (there is no query to
 * look at it first), and its failure shows the server's message.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const id = queryValue(search['id']);
  const { frame } = await withPageBase(pageContext.graphql, { path: RESET_PASSWORD_PATH, name: 'Reset your password' }, Promise.resolve(null));
  return { ...frame, linkId: id && id.length <= 200 ? id : null, redirectTo: localRedirect(search['redirectTo']) };
}
