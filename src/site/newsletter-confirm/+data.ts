import type { PageContextServer } from 'vike/types';
import { NEWSLETTER_CONFIRM_PATH } from '../../shared/newsletterSubscriptions.js';
import { withPageBase } from '../account/pageBase.js';
import { queryValue } from '../account/paths.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /newsletter-confirm?token=…: the confirmation of a newsletter sign-up. It is made by a button (a
 * POST of confirmNewsletterSubscription), not by opening the page, so a mail scanner that follows
 * links subscribes nobody (double opt-in means the reader's own act).
 */
export async function data(pageContext: PageContextServer) {
  const token = queryValue(pageContext.urlParsed.search['token']);
  const { frame } = await withPageBase(pageContext.graphql, { path: NEWSLETTER_CONFIRM_PATH, name: 'Confirm your newsletter subscription' }, Promise.resolve(null));
  return { ...frame, token: token && token.length <= 200 ? token : null };
}
