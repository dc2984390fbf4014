import type { PageContextServer } from 'vike/types';
import { ACCOUNT_PATH, queryValue } from '../paths.js';
import { withPageBase } from '../pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /account/change-email?id=…: the confirmation of a new login address. The change is made by a
 * button (a POST of updateSiteUserUsername), not by opening the page, so a mail scanner that follows
 * links cannot confirm it.
 */
export async function data(pageContext: PageContextServer) {
  const id = queryValue(pageContext.urlParsed.search['id']);
  const { frame } = await withPageBase(pageContext.graphql, { path: `${ACCOUNT_PATH}/change-email`, name: 'Confirm your new e-mail address' }, Promise.resolve(null));
  return { ...frame, linkId: id && id.length <= 200 ? id : null };
}
