import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadSignupMembership } from '../../account/load.js';
import { localRedirect, promoCodeOf, signupPath } from '../../account/paths.js';
import { withPageBase } from '../../account/pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /membership/signup/{alias}?redirectTo=…&pk=…: the e-mail step of the membership with that alias
 * (an unknown or inactive alias is the site's 404). redirectTo is where the registration link
 * brings the reader back (a local path; none: /account), pk the promo code sent along.
 */
export async function data(pageContext: PageContextServer) {
  const alias = pageContext.routeParams['membershipAlias'] ?? '';
  const search = pageContext.urlParsed.search;
  const { frame, value } = await withPageBase(pageContext.graphql, { path: signupPath(alias), name: 'Join' }, loadSignupMembership(pageContext.graphql, alias));
  if (value.kind === 'not-found') throw render(404);
  const redirectTo = search['redirectTo'] ? localRedirect(search['redirectTo'], '') || null : null;
  return {
    ...frame,
    seo: { ...frame.seo, name: value.kind === 'membership' ? `Join ${value.membership.title}` : 'Join' },
    membership: value.kind === 'membership' ? value.membership : null,
    redirectTo,
    pk: promoCodeOf(search['pk']),
  };
}
