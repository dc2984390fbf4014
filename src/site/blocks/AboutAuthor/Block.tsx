import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { AboutAuthorData } from './load';
import type { AboutAuthorSettings } from './settings';

/**
 * about_author: a card per author of the item — photo, name linking to their author page, title
 * and short bio. Without a block title of its own it is headed 'About the author' (or 'authors').
 */
export default function AboutAuthorBlock({ block }: BlockRendererProps<AboutAuthorData, AboutAuthorSettings>) {
  const { authors } = block.data;
  // The grid draws a block title as h2 (GridBlock); without one, the block heads itself. Names are h3 below either.
  const ownHeading = block.settings.title === '';
  return (
    <>
      {ownHeading ? <h2 className="block__title">{authors.length > 1 ? 'About the authors' : 'About the author'}</h2> : null}
      <ul className="about-author">
        {authors.map((author) => (
          <li key={author.id} className="about-author__person">
            {author.photo ? (
              // The name beside it says who it is: the photo adds nothing for a screen reader.
              <a className="about-author__photo-link" href={author.path} tabIndex={-1} aria-hidden="true">
                <ResponsiveImage className="about-author__photo" image={{ ...author.photo, alt: '' }} share={0.1} />
              </a>
            ) : null}
            <div className="about-author__body">
              <h3 className="about-author__name">
                <a href={author.path}>{author.name}</a>
              </h3>
              {author.title ? <p className="about-author__title">{author.title}</p> : null}
              {author.bio ? <p className="about-author__bio">{author.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
