import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { ContentImageGridData } from './load';
import type { ContentImageGridSettings } from './settings';

/** The padlock of content that needs a membership or registration (as on teasers). */
function Lock() {
  return (
    <svg className="image-tile__lock" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label="Requires registration" focusable="false">
      <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

/**
 * content_image_grid: a tile per item — its image, with the section, title and date over it on a
 * dark gradient. The title's link covers the whole tile (contentImageGrid.css), so the tile is one
 * link and one tab stop. Item titles sit below the block's title, or at h2 without one.
 */
export default function ContentImageGridBlock({ block }: BlockRendererProps<ContentImageGridData, ContentImageGridSettings>) {
  const { settings } = block;
  const Heading = settings.title ? 'h3' : 'h2';
  return (
    <div className="content-image-grid">
      <ul className={`content-image-grid__tiles content-image-grid__tiles--cols-${settings.columns}`}>
        {block.data.items.map((item) => {
          const date = item.eventDateRange ?? item.publishedDate;
          return (
            <li key={item.id} className="image-tile">
              <ResponsiveImage className="image-tile__image" image={item.image} share={1 / settings.columns} />
              <div className="image-tile__overlay">
                {settings.showSection && item.section ? <span className="image-tile__section">{item.section.name}</span> : null}
                <Heading className="image-tile__title">
                  {item.gated ? <Lock /> : null}
                  <a className="image-tile__link" href={item.path}>
                    {item.name}
                  </a>
                </Heading>
                {settings.showDate && date ? (
                  <time className="image-tile__date" dateTime={item.eventDateRange ? undefined : (item.published ?? undefined)}>
                    {date}
                  </time>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
