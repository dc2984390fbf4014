import type { BlockRendererProps } from '../types';
import type { ZmagEmbedData } from './load';
import type { ZmagEmbedSettings } from './settings';

/** zmag_embed: the Zmags viewer at the chosen height (shorter on phones), with a link to read it full screen. */
export default function ZmagEmbedBlock({ block }: BlockRendererProps<ZmagEmbedData, ZmagEmbedSettings>) {
  const { src, title } = block.data;
  return (
    <div className="zmag-embed" style={{ ['--zmag-height' as string]: `${block.settings.height}px` }}>
      <iframe className="zmag-embed__frame" src={src} title={`Digital edition: ${title}`} loading="lazy" allow="fullscreen" allowFullScreen />
      <p className="zmag-embed__open">
        <a href={src} target="_blank" rel="noopener">
          Open the digital edition full screen
        </a>
      </p>
    </div>
  );
}
