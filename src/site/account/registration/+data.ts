import type { PageContextServer } from 'vike/types';
import { loadRegistration } from '../load.js';
import { REGISTRATION_PATH, localRedirect, queryValue } from '../paths.js';
import { withPageBase } from '../pageBase.js';

export type Data = Awaited<ReturnType<typeof data>>;

/** Without an id there is nothing to complete; the words the server uses for an unknown link. */
const LINK_INVALID = 'This registration link is invalid or has expired. Please start your registration again.';

/**
 * /account/registration?id=…&redirectTo=…: the profile step of the registration the e-mail's link
 * names (getSiteUserStub), with the fields its membership requires and its demographic questions.
 * An unknown, expired or used link shows the server's message and a way to start again.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const { frame, value } = await withPageBase(
    pageContext.graphql,
    { path: REGISTRATION_PATH, name: 'Complete your registration' },
    loadRegistration(pageContext.graphql, queryValue(search['id']), LINK_INVALID),
  );
  return { ...frame, registration: value, redirectTo: localRedirect(search['redirectTo']) };
}
