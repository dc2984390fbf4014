import { PLAYLIST_ID, playlistIdOf } from '../../../shared/youtube.js';

export { PLAYLIST_ID, playlistIdOf };

/**
 * YouTube playlists (spec 002 §7 "getYoutubePlaylistVideos: playlistId, maxResults 1, cacheFor
 * 7200"), behind one interface with a working local default (ARCHITECTURE rule 10):
 * - with YOUTUBE_API_KEY set, the YouTube Data API v3 `playlistItems.list` is asked on the server
 *   (one deadline for the whole call, the answer capped in size), and each playlist's answer is
 *   kept in the process for `cacheFor` seconds (a failure for one minute, so a broken playlist is
 *   not asked on every page view); concurrent reads of one playlist share one call;
 * - without a key, the site's own Video content answers (newest first, each playable from its
 *   embed code): the caller passes that source in, so this module never touches the database.
 * It never throws: a playlist that cannot be read answers no videos and a short reason.
 */

export type VideoProvider = 'youtube' | 'vimeo';

export interface PlaylistVideo {
  /** The provider's video id ('dQw4w9WgXcQ'). */
  videoId: string;
  provider: VideoProvider;
  title: string;
  /** Plain text as the provider (or the item's teaser) gives it; null when none. */
  description: string | null;
  published: Date | null;
  /** An http(s) picture of the video, or null. */
  thumbnailUrl: string | null;
  /** The watch page (youtube.com/watch?v=…, vimeo.com/…). */
  url: string;
  /** The cookie-less player address the site frames (youtube-nocookie.com, player.vimeo.com with dnt=1). */
  embedUrl: string;
  /** The site's Video item it came from (local default), else null. */
  contentId: number | null;
}

export interface PlaylistResult {
  videos: PlaylistVideo[];
  /** Where the videos came from: the YouTube Data API, or the site's own Video content. */
  source: 'youtube' | 'site';
  /** Why the playlist could not be read ('timed out', 'answered 403', 'not found', …); null when it was. */
  error: string | null;
}

export interface PlaylistRequest {
  playlistId: string;
  maxResults: number;
  /** Seconds the API's answer is kept (0: asked every time). */
  cacheForSeconds: number;
  /** The local default: the site's newest playable videos, at most `limit`. */
  siteVideos: (limit: number) => Promise<PlaylistVideo[]>;
}

export interface YoutubePlaylists {
  /** Whether the YouTube Data API is used (a key is configured). */
  readonly configured: boolean;
  playlistVideos(request: PlaylistRequest): Promise<PlaylistResult>;
}

/** 002 §7: maxResults 1 and cacheFor 7200 seconds unless asked otherwise; YouTube pages at most 50 items. */
export const PLAYLIST_DEFAULTS = { maxResults: 1, cacheForSeconds: 7200 } as const;
export const PLAYLIST_MAX_RESULTS = 50;
export const PLAYLIST_MAX_CACHE_SECONDS = 86_400;
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3/playlistItems';
export const YOUTUBE_TIMEOUT_MS = 4000;
const MAX_BYTES = 1_000_000;
const FAILURE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

export interface YoutubeOptions {
  apiKey: string | null;
  /** The playlistItems endpoint (tests point it at a stand-in). */
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

/** The player and watch addresses of a video: the players set no cookies before the reader presses play. */
export function videoAddresses(provider: VideoProvider, videoId: string): { url: string; embedUrl: string } {
  return provider === 'youtube'
    ? { url: `https://www.youtube.com/watch?v=${videoId}`, embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}` }
    : { url: `https://vimeo.com/${videoId}`, embedUrl: `https://player.vimeo.com/video/${videoId}?dnt=1` };
}

interface ApiThumbnail {
  url?: unknown;
}
interface ApiItem {
  snippet?: {
    title?: unknown;
    description?: unknown;
    publishedAt?: unknown;
    thumbnails?: Record<string, ApiThumbnail | undefined>;
    resourceId?: { videoId?: unknown };
  };
  contentDetails?: { videoId?: unknown; videoPublishedAt?: unknown };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const dateOf = (value: unknown): Date | null => {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The videos of a playlistItems.list answer, in the playlist's order; private and deleted entries are left out. */
export function parsePlaylistItems(body: unknown): PlaylistVideo[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return (items as ApiItem[]).flatMap((item) => {
    const videoId = text(item.contentDetails?.videoId) || text(item.snippet?.resourceId?.videoId);
    if (!/^[\w-]{6,20}$/.test(videoId)) return [];
    // YouTube keeps removed videos in playlists as 'Private video' / 'Deleted video' without pictures.
    const thumbnails = item.snippet?.thumbnails ?? {};
    const thumbnail = ['maxres', 'standard', 'high', 'medium', 'default'].map((size) => text(thumbnails[size]?.url)).find((url) => url.startsWith('https://'));
    const title = text(item.snippet?.title);
    if (!title || !thumbnail) return [];
    const description = text(item.snippet?.description);
    return [
      {
        videoId,
        provider: 'youtube' as const,
        title,
        description: description || null,
        published: dateOf(item.contentDetails?.videoPublishedAt) ?? dateOf(item.snippet?.publishedAt),
        thumbnailUrl: thumbnail,
        ...videoAddresses('youtube', videoId),
        contentId: null,
      },
    ];
  });
}

class PlaylistError extends Error {}

export function createYoutubePlaylists(options: YoutubeOptions): YoutubePlaylists {
  const { apiKey, log, timeoutMs = YOUTUBE_TIMEOUT_MS, now = Date.now } = options;
  const apiUrl = options.apiUrl ?? YOUTUBE_API_URL;
  const fetchFn = options.fetch ?? globalThis.fetch;
  // Per playlist and size: the call in flight or done, and until when it is good.
  const cache = new Map<string, { expires: number; result: Promise<PlaylistResult> }>();

  const call = async (playlistId: string, maxResults: number): Promise<PlaylistResult> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const url = new URL(apiUrl);
      url.search = new URLSearchParams({ part: 'snippet,contentDetails', playlistId, maxResults: String(maxResults), key: apiKey ?? '' }).toString();
      let response: Response;
      try {
        response = await fetchFn(url.href, { signal: controller.signal, headers: { accept: 'application/json' } });
      } catch (error) {
        throw new PlaylistError(controller.signal.aborted ? 'timed out' : 'could not connect', { cause: error });
      }
      if (response.status === 404) throw new PlaylistError('not found');
      if (!response.ok) throw new PlaylistError(`answered ${response.status}`);
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > MAX_BYTES) throw new PlaylistError('too large');
      const body = await response.text();
      if (body.length > MAX_BYTES) throw new PlaylistError('too large');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new PlaylistError('not JSON');
      }
      return { videos: parsePlaylistItems(parsed).slice(0, maxResults), source: 'youtube', error: null };
    } catch (error) {
      const reason = controller.signal.aborted ? 'timed out' : error instanceof PlaylistError ? error.message : 'could not be read';
      // The key is never logged: only the playlist.
      log.warn({ playlistId, error: reason }, 'YouTube playlist could not be read');
      return { videos: [], source: 'youtube', error: reason };
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    configured: Boolean(apiKey),
    async playlistVideos({ playlistId, maxResults, cacheForSeconds, siteVideos }) {
      const count = Math.max(1, Math.min(PLAYLIST_MAX_RESULTS, Math.floor(maxResults) || 1));
      if (!apiKey) {
        // The site's own videos: read each time (the page cache and the list cache stand in front).
        return { videos: (await siteVideos(count)).slice(0, count), source: 'site', error: null };
      }
      const key = `${playlistId}:${count}`;
      const time = now();
      const hit = cache.get(key);
      if (hit && hit.expires > time) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.result;
      }
      const ttl = Math.max(0, Math.min(PLAYLIST_MAX_CACHE_SECONDS, cacheForSeconds)) * 1000;
      const entry = { expires: Number.POSITIVE_INFINITY, result: call(playlistId, count) };
      cache.set(key, entry);
      void entry.result.then((result) => {
        entry.expires = now() + (result.error ? Math.min(ttl, FAILURE_TTL_MS) : ttl);
        if (entry.expires <= now()) cache.delete(key);
      });
      if (cache.size > MAX_ENTRIES) {
        for (const k of cache.keys()) {
          if (cache.size <= MAX_ENTRIES) break;
          cache.delete(k);
        }
      }
      return entry.result;
    },
  };
}
