// The teaser's styles, wherever it is used (the grid's blocks, the search page).
import '../blocks.css';
import type { TeaserItem } from '../types';
import { ResponsiveImage } from '../ResponsiveImage';

export type TeaserVariant = 'lead' | 'list' | 'card' | 'headline';
export type HeadingLevel = 2 | 3 | 4;

export interface TeaserOptions {
  showImage: boolean;
  showTeaser: boolean;
  showDate: boolean;
  showSection: boolean;
}

/** How much of the column a teaser's image takes, for the image's `sizes` (blocks.css). */
const IMAGE_SHARE: Record<TeaserVariant, number> = { lead: 1, list: 0.33, card: 0.5, headline: 0 };

const typeLabel = (type: string) => (type === 'MediaGallery' ? 'Media Gallery' : type === 'PressRelease' ? 'Press Release' : type);

/** A small padlock: content that needs a membership or registration. */
function Lock() {
  return (
    <svg className="content-teaser__lock" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label="Requires registration" focusable="false">
      <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

/** A content item in a list: image, section, title link, teaser and date. */
export function ContentTeaser({ item, variant, options, headingLevel }: { item: TeaserItem; variant: TeaserVariant; options: TeaserOptions; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const date = item.eventDateRange ?? item.publishedDate;
  const showImage = options.showImage && variant !== 'headline' && item.image !== null;
  return (
    <article className={`content-teaser content-teaser--${variant}`}>
      {showImage && item.image ? (
        // The title link carries the name; the image link repeats it for pointer users only.
        <a className="content-teaser__image-link" href={item.path} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage className="content-teaser__image" image={item.image} share={IMAGE_SHARE[variant]} />
        </a>
      ) : null}
      <div className="content-teaser__body">
        {options.showSection && item.section && variant !== 'headline' ? (
          <a className="content-teaser__section" href={item.section.path}>
            {item.section.name}
          </a>
        ) : null}
        <Heading className="content-teaser__title">
          {item.gated ? <Lock /> : null}
          <a href={item.path}>{item.name}</a>
        </Heading>
        {options.showTeaser && item.teaser && variant !== 'headline' ? <p className="content-teaser__text">{item.teaser}</p> : null}
        {variant !== 'headline' ? (
          <p className="content-teaser__meta">
            {item.labels.map((label) => (
              <span key={label} className="content-teaser__label">
                {label}
              </span>
            ))}
            <span className="content-teaser__type">{typeLabel(item.type)}</span>
            {options.showDate && date ? (
              // An event shows its date range, which is no single instant: only a published date gets dateTime.
              <time dateTime={item.eventDateRange ? undefined : (item.published ?? undefined)}>{date}</time>
            ) : null}
            {item.companyName ? <span className="content-teaser__company">{item.companyName}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
