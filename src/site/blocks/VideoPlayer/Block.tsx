import type { BlockRendererProps } from '../types';
import type { VideoPlayerData } from './load';
import type { VideoPlayerSettings } from './settings';

/**
 * video_player: the provider's player in a 16:9 frame that keeps its shape at every width. The
 * frame loads lazily (below the fold it costs nothing until the reader scrolls to it); the page's
 * Content-Security-Policy allows exactly these players (securityHeaders.ts).
 */
export default function VideoPlayerBlock({ block }: BlockRendererProps<VideoPlayerData, VideoPlayerSettings>) {
  const { src, title, provider } = block.data;
  return (
    <figure className={`video-player video-player--${provider}`}>
      <div className="video-player__frame">
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      {block.settings.showCaption ? <figcaption className="video-player__caption">{title}</figcaption> : null}
    </figure>
  );
}
