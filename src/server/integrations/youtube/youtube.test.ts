import { describe, expect, it } from 'vitest';
import { playlistIdOf } from '../../../shared/youtube.js';
import { createYoutubePlaylists, parsePlaylistItems, type PlaylistVideo } from './index.js';

const log = { warnings: [] as object[], warn(details: object) { this.warnings.push(details); } };

const apiItem = (videoId: string, title: string, over: Record<string, unknown> = {}) => ({
  kind: 'youtube#playlistItem',
  snippet: {
    title,
    description: `About ${title}`,
    publishedAt: '2026-03-01T10:00:00Z',
    thumbnails: { default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg` }, high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } },
    resourceId: { kind: 'youtube#video', videoId },
    ...over,
  },
  contentDetails: { videoId, videoPublishedAt: '2026-02-28T09:00:00Z' },
});
const answer = { items: [apiItem('abcdefghijk', 'Bench demo'), apiItem('zyxwvutsrqp', 'Private video', { thumbnails: {} }), apiItem('lmnopqrstuv', 'Teardown')] };

/** A stand-in for the YouTube Data API: records the addresses asked and answers with `body`. */
function stubFetch(respond: (url: URL) => Response | Promise<Response>) {
  const asked: URL[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url);
    return respond(url);
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const siteVideo: PlaylistVideo = {
  videoId: 'localvideo1',
  provider: 'youtube',
  title: 'Our own video',
  description: null,
  published: null,
  thumbnailUrl: null,
  url: 'https://www.youtube.com/watch?v=localvideo1',
  embedUrl: 'https://www.youtube-nocookie.com/embed/localvideo1',
  contentId: 10000009,
};

describe('playlistIdOf', () => {
  it('takes an id or a YouTube address with list=', () => {
    expect(playlistIdOf(' PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf ')).toBe('PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf');
    expect(playlistIdOf('https://www.youtube.com/playlist?list=PLedr1234')).toBe('PLedr1234');
    expect(playlistIdOf('https://youtu.be/abcdefghijk?list=UUedr')).toBe('UUedr');
    expect(playlistIdOf('https://example.com/playlist?list=PLedr1234')).toBeNull();
    expect(playlistIdOf('not a playlist')).toBeNull();
    expect(playlistIdOf('')).toBeNull();
  });
});

describe('parsePlaylistItems', () => {
  it('reads the videos in the playlist order, leaving out private and deleted ones', () => {
    expect(parsePlaylistItems(answer)).toEqual([
      {
        videoId: 'abcdefghijk',
        provider: 'youtube',
        title: 'Bench demo',
        description: 'About Bench demo',
        published: new Date('2026-02-28T09:00:00Z'),
        thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
        url: 'https://www.youtube.com/watch?v=abcdefghijk',
        embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
        contentId: null,
      },
      expect.objectContaining({ videoId: 'lmnopqrstuv', title: 'Teardown' }),
    ]);
    expect(parsePlaylistItems({})).toEqual([]);
    expect(parsePlaylistItems({ items: [{ snippet: { title: 'x', resourceId: { videoId: '<script>' } } }] })).toEqual([]);
  });
});

describe('createYoutubePlaylists', () => {
  it("answers with the site's own videos when no key is configured, and asks nothing", async () => {
    const { fetch, asked } = stubFetch(() => json(answer));
    const youtube = createYoutubePlaylists({ apiKey: null, fetch, log });
    expect(youtube.configured).toBe(false);
    const limits: number[] = [];
    const result = await youtube.playlistVideos({ playlistId: 'PLedr', maxResults: 1, cacheForSeconds: 7200, siteVideos: async (limit) => (limits.push(limit), [siteVideo, siteVideo]) });
    expect(result).toEqual({ videos: [siteVideo], source: 'site', error: null });
    expect(limits).toEqual([1]);
    expect(asked).toEqual([]);
  });

  it('asks playlistItems.list with the key and keeps the answer for cacheFor seconds', async () => {
    let time = 1_000_000;
    const { fetch, asked } = stubFetch(() => json(answer));
    const youtube = createYoutubePlaylists({ apiKey: 'test-key-123456', fetch, log, now: () => time });
    const ask = () => youtube.playlistVideos({ playlistId: 'PLedr', maxResults: 2, cacheForSeconds: 7200, siteVideos: async () => [siteVideo] });
    const first = await ask();
    expect(first.source).toBe('youtube');
    expect(first.error).toBeNull();
    expect(first.videos.map((video) => video.videoId)).toEqual(['abcdefghijk', 'lmnopqrstuv']);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ part: 'snippet,contentDetails', playlistId: 'PLedr', maxResults: '2', key: 'test-key-123456' });
    expect(asked[0]!.origin + asked[0]!.pathname).toBe('https://www.googleapis.com/youtube/v3/playlistItems');
    time += 7_199_000;
    await ask();
    expect(asked).toHaveLength(1);
    time += 2_000;
    await ask();
    expect(asked).toHaveLength(2);
  });

  it('never throws: a refusal, a timeout or a bad answer is no videos and a reason, remembered a minute', async () => {
    let time = 0;
    const { fetch, asked } = stubFetch((url) => {
      if (url.searchParams.get('playlistId') === 'PLmissing') return json({ error: { code: 404 } }, 404);
      if (url.searchParams.get('playlistId') === 'PLforbidden') return json({ error: { code: 403 } }, 403);
      return new Response('<html>', { status: 200 });
    });
    const youtube = createYoutubePlaylists({ apiKey: 'test-key-123456', fetch, log, now: () => time });
    const ask = (playlistId: string) => youtube.playlistVideos({ playlistId, maxResults: 1, cacheForSeconds: 7200, siteVideos: async () => [siteVideo] });
    expect(await ask('PLmissing')).toEqual({ videos: [], source: 'youtube', error: 'not found' });
    expect(await ask('PLforbidden')).toEqual({ videos: [], source: 'youtube', error: 'answered 403' });
    expect(await ask('PLhtml')).toEqual({ videos: [], source: 'youtube', error: 'not JSON' });
    await ask('PLmissing');
    expect(asked).toHaveLength(3);
    time += 61_000;
    await ask('PLmissing');
    expect(asked).toHaveLength(4);
    expect(JSON.stringify(log.warnings)).not.toContain('test-key');
  });

  it('gives up after its timeout', async () => {
    const fetch = ((_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof globalThis.fetch;
    const youtube = createYoutubePlaylists({ apiKey: 'test-key-123456', fetch, log, timeoutMs: 20 });
    expect(await youtube.playlistVideos({ playlistId: 'PLslow', maxResults: 1, cacheForSeconds: 0, siteVideos: async () => [] })).toEqual({ videos: [], source: 'youtube', error: 'timed out' });
  });
});
