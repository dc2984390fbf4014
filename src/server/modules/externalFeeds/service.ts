import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { feedUrlProblem, MAX_FEED_ITEMS, type FeedResult } from '../../integrations/feeds/index.js';

export interface GetRSSFeedContentStreamArgs {
  url: string;
  limit?: number | null;
}

/** 1–50 entries; 10 when not asked (the external_rss block shows 5 by default and asks for its own). */
export const RSS_FEED_DEFAULT_LIMIT = 10;
export const RSS_FEED_MAX_LIMIT = MAX_FEED_ITEMS;

/**
 * getRSSFeedContentStream (spec 002 §7 "getRSSFeedContentStream (url, limit)"): the first `limit`
 * entries of an external RSS or Atom feed, through the feed reader (integrations/feeds: timeout,
 * size cap, SSRF guard, cache per address). Public, as the public site reads it. A bad address or
 * limit is the caller's mistake (BAD_USER_INPUT); a feed that cannot be read is not: it answers no
 * items and the reason.
 */
export async function getRSSFeedContentStream(ctx: GraphQLContext, args: GetRSSFeedContentStreamArgs): Promise<FeedResult> {
  const problem = feedUrlProblem(args.url);
  if (problem) throw badInput(`url: ${problem}`, { url: problem });
  const limit = args.limit ?? RSS_FEED_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > RSS_FEED_MAX_LIMIT) {
    throw badInput(`limit must be between 1 and ${RSS_FEED_MAX_LIMIT}.`, { limit: `Must be between 1 and ${RSS_FEED_MAX_LIMIT}` });
  }
  return ctx.services.feeds.read(args.url.trim(), limit);
}
