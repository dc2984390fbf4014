import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteLayoutPageDocument, GetYoutubePlaylistVideosDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// The local default (no YOUTUBE_API_KEY) answers with the site's own videos; a second server with
// a key asks a stand-in for the YouTube Data API on 127.0.0.1 (tests never use the network).
let server: TestServer;
let keyed: TestServer;
let youtube: Server;
let admin: string;
const asked: URL[] = [];

const apiItem = (videoId: string, title: string) => ({
  snippet: {
    title,
    description: `About ${title}`,
    publishedAt: '2026-03-01T10:00:00Z',
    thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } },
    resourceId: { kind: 'youtube#video', videoId },
  },
  contentDetails: { videoId, videoPublishedAt: '2026-02-28T09:00:00Z' },
});

beforeAll(async () => {
  youtube = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    const playlist = url.searchParams.get('playlistId');
    if (url.searchParams.get('key') !== 'test-key-123456') return void response.writeHead(403).end('{}');
    if (playlist === 'PLmissing') return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
    const items = [apiItem('abcdefghijk', 'Bench demo'), apiItem('lmnopqrstuv', 'Teardown')].slice(0, Number(url.searchParams.get('maxResults')));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'youtube#playlistItemListResponse', items }));
  });
  await new Promise<void>((resolve) => youtube.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(youtube.address() as AddressInfo).port}/youtube/v3/playlistItems`;
  [server, keyed] = await Promise.all([startTestServer(), startTestServer({ youtube: { apiKey: 'test-key-123456', apiUrl } })]);
  admin = await adminToken(server);
});

afterAll(async () => {
  await Promise.all([server.close(), keyed.close()]);
  await new Promise<void>((resolve) => youtube.close(() => resolve()));
});

const ask = async (target: TestServer, variables: { playlistId: string; maxResults?: number; cacheFor?: number }, tenantKey = 'edr') =>
  (await execute(target, GetYoutubePlaylistVideosDocument, variables, { tenantKey })).getYoutubePlaylistVideos;

/** The site's live videos, newest first. */
async function liveVideos(tenantKey: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const rows = await server.database.db
    .select({ id: content.id, name: content.name, published: content.published, embedCode: content.embedCode })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Video'), eq(content.status, 1)))
    .orderBy(desc(content.published), desc(content.id));
  return rows.filter((r) => r.published && r.published <= new Date() && r.embedCode);
}

describe('getYoutubePlaylistVideos', () => {
  it('is served as text', () => expectDocumentServed(server, 'getYoutubePlaylistVideos'));

  it("answers with the site's newest video without a YouTube key (1 by default), playable from its embed code", async () => {
    const videos = await liveVideos('edr');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    const one = await ask(server, { playlistId: 'PLedrDemo' });
    expect(one.source).toBe('site');
    expect(one.error).toBeNull();
    expect(one.videos).toHaveLength(1);
    expect(one.videos[0]).toMatchObject({ __typename: 'YoutubePlaylistVideo', contentId: videos[0]!.id, title: videos[0]!.name, published: videos[0]!.published!.toISOString() });
    expect(one.videos[0]!.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/\d+\?dnt=1$)/);
    const three = await ask(server, { playlistId: 'https://www.youtube.com/playlist?list=PLedrDemo', maxResults: 3 });
    expect(three.videos.map((video) => video.contentId)).toEqual(videos.slice(0, 3).map((video) => video.id));
    for (const video of three.videos) expect(video.url).toMatch(video.provider === 'youtube' ? /^https:\/\/www\.youtube\.com\/watch\?v=/ : /^https:\/\/vimeo\.com\//);
  });

  it("answers with each site's own videos only", async () => {
    const fot = await ask(server, { playlistId: 'PLfot', maxResults: 50 }, 'fot');
    const fotIds = new Set((await liveVideos('fot')).map((video) => video.id));
    for (const video of fot.videos) expect(fotIds.has(video.contentId!)).toBe(true);
  });

  it("asks the YouTube Data API's playlistItems.list with a key, and keeps its answer for cacheFor seconds", async () => {
    asked.length = 0;
    const first = await ask(keyed, { playlistId: 'PLkeyed', maxResults: 2 });
    expect(first).toEqual({
      __typename: 'YoutubePlaylistVideos',
      source: 'youtube',
      error: null,
      videos: [
        {
          __typename: 'YoutubePlaylistVideo',
          videoId: 'abcdefghijk',
          provider: 'youtube',
          title: 'Bench demo',
          description: 'About Bench demo',
          published: '2026-02-28T09:00:00.000Z',
          thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
          url: 'https://www.youtube.com/watch?v=abcdefghijk',
          embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
          contentId: null,
        },
        expect.objectContaining({ videoId: 'lmnopqrstuv' }),
      ],
    });
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ part: 'snippet,contentDetails', playlistId: 'PLkeyed', maxResults: '2', key: 'test-key-123456' });
    await ask(keyed, { playlistId: 'PLkeyed', maxResults: 2 });
    expect(asked).toHaveLength(1);
    // cacheFor 0: asked every time.
    await ask(keyed, { playlistId: 'PLfresh', cacheFor: 0 });
    await ask(keyed, { playlistId: 'PLfresh', cacheFor: 0 });
    expect(asked.filter((url) => url.searchParams.get('playlistId') === 'PLfresh')).toHaveLength(2);
  });

  it('answers no videos and the reason for a playlist YouTube does not know', async () => {
    expect(await ask(keyed, { playlistId: 'PLmissing' })).toEqual({ __typename: 'YoutubePlaylistVideos', source: 'youtube', videos: [], error: 'not found' });
  });

  it('refuses a bad playlist id, maxResults outside 1–50 and cacheFor outside 0–86,400 with field messages', async () => {
    const bad = await post(server, 'getYoutubePlaylistVideos', { playlistId: 'not a playlist!' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ playlistId: 'Enter a YouTube playlist id (PL…) or a YouTube address with list=.' });
    for (const maxResults of [0, 51]) {
      const response = await post(server, 'getYoutubePlaylistVideos', { playlistId: 'PLedr', maxResults });
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ maxResults: 'Must be between 1 and 50' });
    }
    for (const cacheFor of [-1, 86_401]) {
      const response = await post(server, 'getYoutubePlaylistVideos', { playlistId: 'PLedr', cacheFor });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toBe('cacheFor must be between 0 and 86,400 seconds.');
    }
  });

  it("is what the video player's playlist mode plays", async () => {
    await saveLayout(
      server,
      admin,
      layoutInput({
        type: 'module',
        key: 'playlist-contract',
        aliases: ['playlist-contract'],
        primaryGrid: { rows: [row('r1', '1_2', [[block('latest', 'video_player', { playlistId: 'PLedrDemo', showCaption: true })], []])] },
      }),
    );
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: '/playlist-contract' }, { tenantKey: 'edr' })).getWebsiteLayoutPage!;
    const [player] = (page.primaryGrid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));
    const [newest] = await liveVideos('edr');
    expect(player).toMatchObject({ id: 'latest', data: { title: newest!.name, src: expect.stringMatching(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//) } });
  });

  it('refuses bad variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getYoutubePlaylistVideos', {}, /playlistId/);
    await expectBadVariablesRefused(server, 'getYoutubePlaylistVideos', { playlistId: 'PLedr', maxResults: 'one' }, /maxResults.*Int/);
    await expectUnknownTenantRefused(server, 'getYoutubePlaylistVideos', { playlistId: 'PLedr' });
  });
});
