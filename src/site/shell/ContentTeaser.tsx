import type { GetContentStreamQuery } from '../../gql/graphql.js';

type Item = GetContentStreamQuery['getContentStream']['edges'][number]['node'];

/** A content item in a list: image, section, title link, teaser and date. */
export function ContentTeaser({ item, variant }: { item: Item; variant: 'lead' | 'list' }) {
  const date = item.eventDateRange ?? item.publishedDate;
  return (
    <article className={`teaser teaser--${variant}`}>
      {item.primaryImage ? (
        <img
          src={item.primaryImage.src}
          alt={item.primaryImage.alt ?? ''}
          width={item.primaryImage.width ?? undefined}
          height={item.primaryImage.height ?? undefined}
          loading={variant === 'lead' ? 'eager' : 'lazy'}
          className="teaser__image"
        />
      ) : null}
      <div className="teaser__body">
        {item.primarySection ? (
          <a className="teaser__section" href={item.primarySection.canonicalPath}>
            {item.primarySection.name}
          </a>
        ) : null}
        {variant === 'lead' ? (
          <h2 className="teaser__title">
            <a href={item.canonicalPath}>{item.name}</a>
          </h2>
        ) : (
          <h3 className="teaser__title">
            <a href={item.canonicalPath}>{item.name}</a>
          </h3>
        )}
        {item.teaser ? <p className="teaser__text">{item.teaser}</p> : null}
        <p className="teaser__meta">
          <span className="teaser__type">{item.type === 'MediaGallery' ? 'Media Gallery' : item.type}</span>
          {date ? <time dateTime={item.startDate ?? item.published ?? undefined}>{date}</time> : null}
        </p>
      </div>
    </article>
  );
}
