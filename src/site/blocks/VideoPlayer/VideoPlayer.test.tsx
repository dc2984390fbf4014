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
