import type { BlockRendererProps } from '../types';
import type { ContentTitleData } from './load';
import type { ContentTitleSettings } from './settings';

/** content_title: the page's one h1, with the section above and the byline below. */
export default function ContentTitleBlock({ block }: BlockRendererProps<ContentTitleData, ContentTitleSettings>) {
  const { name, section, teaser, authors, publishedDate, labels, companyName } = block.data;
  const hasByline = authors.length > 0 || publishedDate !== null;
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
    </header>
  );
}
