import { parseVideoEmbed } from '../../../shared/contentFields.js';
import { stripTags } from '../../../shared/text.js';
import { PLAYLIST_ID_MESSAGE } from '../../../shared/youtube.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import {
  PLAYLIST_DEFAULTS,
  PLAYLIST_MAX_CACHE_SECONDS,
  PLAYLIST_MAX_RESULTS,
  playlistIdOf,
  videoAddresses,
  type PlaylistResult,
  type PlaylistVideo,
} from '../../integrations/youtube/index.js';
import { findContentStream } from '../content/repo.js';

export interface GetYoutubePlaylistVideosArgs {
  playlistId: string;
  maxResults?: number | null;
  cacheFor?: number | null;
}

/** The site's Video items read to find `limit` playable ones (an item whose embed code is not YouTube or Vimeo is passed over). */
const SITE_VIDEO_SCAN = 50;

/**
 * The local default of the playlist (no YOUTUBE_API_KEY): the site's own live Video items, newest
 * first, each played from its embed code (YouTube or Vimeo); items whose embed code names neither
 * are passed over.
 */
export async function siteVideos(ctx: GraphQLContext, limit: number): Promise<PlaylistVideo[]> {
  const rows = await findContentStream(ctx.db, ctx.tenant.id, { types: ['Video'] }, { field: 'published', order: 'desc' }, { limit: Math.max(limit, SITE_VIDEO_SCAN) - 1, offset: 0 }, ctx.now);
  return rows
    .flatMap((row) => {
      const video = row.embedCode ? parseVideoEmbed(row.embedCode) : null;
      if (!video) return [];
      const teaser = row.teaser ? stripTags(row.teaser).trim() : '';
      return [
        {
          videoId: video.id,
          provider: video.provider,
          title: row.name,
          description: teaser || null,
          published: row.published,
          thumbnailUrl: video.provider === 'youtube' ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null,
          ...videoAddresses(video.provider, video.id),
          contentId: row.id,
        },
      ];
    })
    .slice(0, limit);
}

/**
 * getYoutubePlaylistVideos (002 §7 "playlistId, maxResults 1, cacheFor 7200"): the playlist's
 * first videos through the YouTube adapter (the Data API with a key, the site's own videos
 * without). Public. A bad id or bound is BAD_USER_INPUT; a playlist that cannot be read is not an
 * error of the call (no videos and the reason).
 */
export async function getYoutubePlaylistVideos(ctx: GraphQLContext, args: GetYoutubePlaylistVideosArgs): Promise<PlaylistResult> {
  const playlistId = playlistIdOf(args.playlistId);
  if (!playlistId) throw badInput(`playlistId: ${PLAYLIST_ID_MESSAGE}`, { playlistId: PLAYLIST_ID_MESSAGE });
  const maxResults = args.maxResults ?? PLAYLIST_DEFAULTS.maxResults;
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > PLAYLIST_MAX_RESULTS) {
    throw badInput(`maxResults must be between 1 and ${PLAYLIST_MAX_RESULTS}.`, { maxResults: `Must be between 1 and ${PLAYLIST_MAX_RESULTS}` });
  }
  const cacheFor = args.cacheFor ?? PLAYLIST_DEFAULTS.cacheForSeconds;
  if (!Number.isInteger(cacheFor) || cacheFor < 0 || cacheFor > PLAYLIST_MAX_CACHE_SECONDS) {
    const bounds = `0 and ${PLAYLIST_MAX_CACHE_SECONDS.toLocaleString('en-US')}`;
    throw badInput(`cacheFor must be between ${bounds} seconds.`, { cacheFor: `Must be between ${bounds}` });
  }
  return ctx.services.youtube.playlistVideos({ playlistId, maxResults, cacheForSeconds: cacheFor, siteVideos: (limit) => siteVideos(ctx, limit) });
}
