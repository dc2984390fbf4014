import { MAGAZINE_MESSAGES } from '../../../shared/magazines.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import { seesInactiveMagazines } from './common.js';
import { isShownIssue, magazineIndexOf } from './index.js';

/**
 * getContentStream's issue id (002 §7 "Streams: getContentStream (… issue id …)"): an issue of
 * this site — for visitors an active one of an active publication, like getIssue — else NOT_FOUND.
 */
export async function checkIssueFilter(ctx: GraphQLContext, issueId: number): Promise<void> {
  const index = await magazineIndexOf(ctx);
  const issue = index.issueById.get(issueId);
  if (!issue || (!seesInactiveMagazines(ctx) && !isShownIssue(index, issue))) throw notFound(MAGAZINE_MESSAGES.issueMissing(issueId));
}
