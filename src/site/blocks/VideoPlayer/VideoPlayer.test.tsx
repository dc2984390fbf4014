import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import VideoPlayerBlock from './Block';
import { loadVideoPlayer, type VideoPlayerData } from './load';
import { videoPlayerSettings, type VideoPlayerSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(videoPlayerSettings, input);
const { api } = fakeApi();
const videoPage = (embedCode: string | null) => ({ ...contentPage, content: { ...contentPage.content!, type: 'Video' as const, name: 'Bench demo', embedCode } });
const youtube = '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="x" allowfullscreen></iframe>';

describe('video_player', () => {
  it("plays the content item's YouTube or Vimeo video from its embed code", async () => {
    expect(await loadVideoPlayer({ settings: settings(), page: videoPage(youtube), api })).toEqual({
      data: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Bench demo' },
    });
    expect(await loadVideoPlayer({ settings: settings(), page: videoPage('https://vimeo.com/76979871'), api })).toMatchObject({
      data: { provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' },
    });
  });

  it('plays the address of its settings anywhere, over the item’s own video', async () => {
    const own = settings({ videoUrl: 'https://youtu.be/abcdefghijk', title: 'Our channel' });
    expect(await loadVideoPlayer({ settings: own, page: sectionPage, api })).toMatchObject({ data: { src: 'https://www.youtube-nocookie.com/embed/abcdefghijk', title: 'Our channel' } });
    expect(await loadVideoPlayer({ settings: own, page: videoPage(youtube), api })).toMatchObject({ data: { src: 'https://www.youtube-nocookie.com/embed/abcdefghijk' } });
  });

  it("plays a playlist's newest video in playlist mode (the site's own without a YouTube key)", async () => {
    const video = { provider: 'youtube' as const, videoId: 'abcdefghijk', title: 'Latest & greatest', embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' };
    const { api: playlists, playlistCalls } = fakeApi({ playlists: { PLedr1234: [video] } });
    expect(videoPlayerSettings.parse({ playlistId: 'https://www.youtube.com/playlist?list=PLedr1234' }).playlistId).toBe('https://www.youtube.com/playlist?list=PLedr1234');
    expect(videoPlayerSettings.safeParse({ playlistId: 'not a playlist!' }).success).toBe(false);
    expect(await loadVideoPlayer({ settings: settings({ playlistId: 'PLedr1234' }), page: videoPage(youtube), api: playlists })).toEqual({
      data: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcdefghijk', title: 'Latest & greatest' },
    });
    expect(playlistCalls).toEqual([{ playlistId: 'PLedr1234', maxResults: 1 }]);
    // The frame is titled by the video (the block's title heads the block); the video address still wins over the playlist.
    expect(await loadVideoPlayer({ settings: settings({ playlistId: 'PLedr1234', title: 'Latest video' }), page: sectionPage, api: playlists })).toMatchObject({ data: { title: 'Latest & greatest' } });
    expect(await loadVideoPlayer({ settings: settings({ playlistId: 'PLedr1234', videoUrl: 'https://youtu.be/zyxwvutsrqp' }), page: sectionPage, api: playlists })).toMatchObject({
      data: { src: 'https://www.youtube-nocookie.com/embed/zyxwvutsrqp' },
    });
    // An empty playlist drops the block, even on a video's page.
    expect(await loadVideoPlayer({ settings: settings({ playlistId: 'PLempty' }), page: videoPage(youtube), api: playlists })).toBeNull();
  });

  it('is dropped without a video it can play', async () => {
    expect(await loadVideoPlayer({ settings: settings(), page: videoPage(null), api })).toBeNull();
    expect(await loadVideoPlayer({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadVideoPlayer({ settings: settings(), page: videoPage('<script>alert(1)</script>'), api })).toBeNull();
  });

  it('refuses a video address of another site in its settings', () => {
    expect(videoPlayerSettings.safeParse({ videoUrl: 'https://example.com/video.mp4' }).success).toBe(false);
    expect(videoPlayerSettings.safeParse({ videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }).success).toBe(true);
  });

  it('renders a lazy, titled player frame with the caption when asked', () => {
    const data: VideoPlayerData = { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcdefghijk', title: 'Bench <demo>' };
    const html = renderToStaticMarkup(<VideoPlayerBlock block={loadedBlock<VideoPlayerData, VideoPlayerSettings>('video_player', settings({ showCaption: true }), data)} page={contentPage} />);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Bench &lt;demo&gt;" loading="lazy"');
    expect(html).toContain('allowFullScreen');
    expect(html).toContain('<figcaption class="video-player__caption">Bench &lt;demo&gt;</figcaption>');
  });
});
