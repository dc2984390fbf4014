import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { PodcastsData } from './load';
import type { PodcastsSettings } from './settings';

/**
 * podcasts: the show (image, title linking to its own address, description, where to listen) and
 * its newest episodes, each linking to its page, where the episode plays (the content body block's
 * player, for readers who may hear it). Headings sit one level below the block's title.
 */
export default function PodcastsBlock({ block }: BlockRendererProps<PodcastsData, PodcastsSettings>) {
  const { settings } = block;
  const { show, episodes } = block.data;
  const Show = settings.title ? 'h3' : 'h2';
  const Episode = settings.title ? 'h4' : 'h3';
  const image = settings.showImage ? show.image : null;
  const links = settings.showLinks ? show.links : [];
  return (
    <section className="podcast" aria-label={show.title}>
      <div className={`podcast__show${image ? ' podcast__show--with-image' : ''}`}>
        {image ? <ResponsiveImage className="podcast__image" image={image} share={0.3} /> : null}
        <div className="podcast__about">
          <Show className="podcast__title">
            {show.url ? (
              <a href={show.url} rel="noopener">
                {show.title}
              </a>
            ) : (
              show.title
            )}
          </Show>
          {settings.showDescription && show.description ? <p className="podcast__description">{show.description}</p> : null}
          {links.length > 0 ? (
            <ul className="podcast__links" aria-label="Listen on">
              {links.map((link) => (
                <li key={`${link.service}:${link.url}`}>
                  <a className={`podcast__link podcast__link--${link.service}`} href={link.url} rel="noopener" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {episodes.length > 0 ? (
        <ol className="podcast__episodes" aria-label="Latest episodes">
          {episodes.map((episode) => (
            <li key={episode.id} className="podcast__episode">
              <Episode className="podcast__episode-title">
                <a href={episode.path}>{episode.name}</a>
              </Episode>
              {episode.publishedDate || episode.duration ? (
                <p className="podcast__episode-meta">
                  {episode.publishedDate ? <time dateTime={episode.published ?? undefined}>{episode.publishedDate}</time> : null}
                  {episode.duration ? <span className="podcast__duration">{episode.duration}</span> : null}
                </p>
              ) : null}
              {settings.showEpisodeTeasers && episode.teaser ? <p className="podcast__episode-teaser">{episode.teaser}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
