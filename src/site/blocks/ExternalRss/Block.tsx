import { formatDisplayDate } from '../../../shared/dates';
import type { BlockRendererProps } from '../types';
import type { ExternalRssData } from './load';
import type { ExternalRssSettings } from './settings';

/** The item's day as the site writes dates ('March 5, 2026'); an unreadable one is left out. */
function itemDay(published: string | null): string | null {
  if (!published) return null;
  try {
    return formatDisplayDate(published);
  } catch {
    return null;
  }
}

/**
 * external_rss: the feed's items as linked titles (another site's pages: `nofollow`, and a new tab
 * unless the editor chose otherwise), each with its date, summary and picture as the settings say.
 * Everything is plain text from the feed reader; React escapes it. In an editor's preview a feed
 * that could not be read shows why instead.
 */
export default function ExternalRssBlock({ block }: BlockRendererProps<ExternalRssData, ExternalRssSettings>) {
  const { showSummary, showImage, showDate, openInNewTab, title } = block.settings;
  const { items, error } = block.data;
  if (items.length === 0) {
    return error ? (
      <p className="external-rss__notice" role="note">
        This feed could not be read: {error}
      </p>
    ) : null;
  }
  const Heading = title ? 'h3' : 'h2';
  const link = openInNewTab ? { rel: 'noopener nofollow', target: '_blank' } : { rel: 'noopener nofollow' };
  return (
    <ul className="external-rss">
      {items.map((item, index) => {
        const day = showDate ? itemDay(item.published) : null;
        const image = showImage && item.imageUrl ? item.imageUrl : null;
        return (
          <li key={`${index}:${item.url}`} className={`external-rss__item${image ? ' external-rss__item--with-image' : ''}`}>
            {image ? (
              <a className="external-rss__image-link" href={item.url} tabIndex={-1} aria-hidden="true" {...link}>
                <img className="external-rss__image" src={image} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" />
              </a>
            ) : null}
            <div className="external-rss__body">
              <Heading className="external-rss__title">
                <a href={item.url} {...link}>
                  {item.title}
                </a>
              </Heading>
              {day ? (
                <time className="external-rss__date" dateTime={item.published!}>
                  {day}
                </time>
              ) : null}
              {showSummary && item.summary ? <p className="external-rss__summary">{item.summary}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
