import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { WebinarsData } from './load';
import type { WebinarsSettings } from './settings';

/**
 * webinars: each webinar with an 'Upcoming' or 'On demand' badge, its dates, title, teaser and a
 * link to its page — 'Register' before it starts, 'Watch on demand' after (the link's hidden text
 * names the webinar, so a list of links read out of context still says which one).
 */
export default function WebinarsBlock({ block }: BlockRendererProps<WebinarsData, WebinarsSettings>) {
  const { settings } = block;
  const Heading = settings.title ? 'h3' : 'h2';
  return (
    <ul className="webinar-list">
      {block.data.items.map(({ item, upcoming }) => (
        <li key={item.id}>
          <article className={`webinar-teaser${settings.showImage && item.image ? ' webinar-teaser--with-image' : ''}`}>
            {settings.showImage && item.image ? (
              <a className="webinar-teaser__image-link" href={item.path} tabIndex={-1} aria-hidden="true">
                <ResponsiveImage className="webinar-teaser__image" image={item.image} share={0.33} />
              </a>
            ) : null}
            <div className="webinar-teaser__body">
              <p className="webinar-teaser__meta">
                <span className={`webinar-teaser__badge webinar-teaser__badge--${upcoming ? 'upcoming' : 'on-demand'}`}>{upcoming ? 'Upcoming' : 'On demand'}</span>
                {item.eventDateRange ? <span className="webinar-teaser__when">{item.eventDateRange}</span> : null}
              </p>
              <Heading className="webinar-teaser__title">
                <a href={item.path}>{item.name}</a>
              </Heading>
              {settings.showTeaser && item.teaser ? <p className="webinar-teaser__text">{item.teaser}</p> : null}
              <a className="webinar-teaser__action" href={item.path}>
                {upcoming ? 'Register' : 'Watch on demand'}
                <span className="visually-hidden">: {item.name}</span>
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
