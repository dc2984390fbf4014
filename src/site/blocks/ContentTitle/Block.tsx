import { SITE_USER_TEXT } from '../../account/messages';
import { Icon } from '../../shell/icons';
import type { BlockRendererProps } from '../types';
import type { ContentTitleData } from './load';
import type { ContentTitleSettings } from './settings';

/**
 * A content page's favourite button (002 §1 "favourites"; 002 §7 addSiteUserFavorite). Rendered
 * hidden for everyone — the page is cached and shared — and shown by the client script
 * (src/site/client/favorites.ts) once a logged-in reader is known, pressed when the item is theirs.
 */
function FavoriteButton({ contentId }: { contentId: number }) {
  return (
    <span className="favorite-toggle">
      <button type="button" className="favorite-button" data-favorite-button="" data-content-id={contentId} aria-pressed="false" hidden>
        <Icon name="star" size={18} />
        <span data-favorite-label="">{SITE_USER_TEXT.favoriteAdd}</span>
      </button>
      <span className="favorite-toggle__status" role="status" data-favorite-status="" />
    </span>
  );
}

/** content_title: the page's one h1, with the section above and the byline below (and the favourite button on content pages). */
export default function ContentTitleBlock({ block, page }: BlockRendererProps<ContentTitleData, ContentTitleSettings>) {
  const { name, section, teaser, authors, publishedDate, labels, companyName, event } = block.data;
  const hasByline = authors.length > 0 || publishedDate !== null;
  const contentId = page.kind === 'content' ? (page.content?.id ?? null) : null;
  return (
    <header className="content-title">
      {section || labels.length > 0 || companyName ? (
        <p className="content-title__kicker">
          {section ? (
            <a className="content-title__section" href={section.path}>
              {section.name}
            </a>
          ) : null}
          {labels.map((label) => (
            <span key={label} className="content-title__label">
              {label}
            </span>
          ))}
          {companyName ? <span className="content-title__company">{companyName}</span> : null}
        </p>
      ) : null}
      <h1 className="content-title__name">{name}</h1>
      {teaser ? <p className="content-title__teaser">{teaser}</p> : null}
      {hasByline ? (
        <p className="content-title__byline">
          {authors.length > 0 ? (
            <span className="content-title__authors">
              By{' '}
              {authors.map((author, index) => (
                <span key={author.id}>
                  {index > 0 ? (index === authors.length - 1 ? ' and ' : ', ') : null}
                  {author.path ? <a href={author.path}>{author.name}</a> : author.name}
                </span>
              ))}
            </span>
          ) : null}
          {publishedDate ? <span className="content-title__date">{publishedDate}</span> : null}
        </p>
      ) : null}
      {event ? (
        <div className="event-details">
          <p className="event-details__when">
            <Icon name="calendar" size={18} />
            <time dateTime={event.start}>{event.dateRange}</time>
          </p>
          {event.place.length > 0 ? (
            <address className="event-details__where">
              <Icon name="pin" size={18} />
              <span>
                {event.place.map((line, index) => (
                  <span key={index} className="event-details__line">
                    {line}
                  </span>
                ))}
              </span>
            </address>
          ) : null}
          {event.link ? (
            <a className="block-button event-details__register" href={event.link.url} rel="noopener">
              {event.link.label}
            </a>
          ) : null}
        </div>
      ) : null}
      {contentId !== null ? <FavoriteButton contentId={contentId} /> : null}
    </header>
  );
}
