import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadAccount } from '../load.js';
import { ACCOUNT_PATH, loginPath } from '../paths.js';
import { withPageBase } from '../pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /account: the logged-in reader (the page request carries the site_user_token cookie, which the
 * page handler passes on as x-site-user) with their memberships and favourites. Nobody logged in:
 * to the login page, which comes back here (002 §2 "A visitor without login is sent here").
 */
export async function data(pageContext: PageContextServer) {
  const { frame, value } = await withPageBase(pageContext.graphql, { path: ACCOUNT_PATH, name: 'My Account' }, loadAccount(pageContext.graphql));
  if (!value) throw redirect(loginPath({ redirectTo: ACCOUNT_PATH }));
  return { ...frame, account: value };
}
