import type { PageContextServer } from 'vike/types';
import { loadMembershipChoices } from '../../account/load.js';
import { CHOOSE_MEMBERSHIP_PATH, localRedirect, promoCodeOf } from '../../account/paths.js';
import { withPageBase } from '../../account/pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /membership/choose: the site's active memberships, free and paid ('Memberships are not available
 * at this time' when none is, 002 §8). The same page for every visitor (cached); the redirectTo and
 * pk a visitor brought along are passed on to the sign-up links.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const redirectTo = search['redirectTo'] ? localRedirect(search['redirectTo'], '') || null : null;
  const { frame, value } = await withPageBase(pageContext.graphql, { path: CHOOSE_MEMBERSHIP_PATH, name: 'Choose a membership' }, loadMembershipChoices(pageContext.graphql));
  return { ...frame, choices: value, redirectTo, pk: promoCodeOf(search['pk']) };
}
