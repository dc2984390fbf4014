import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { AuthorProfileData } from './load';
import type { AuthorProfileSettings } from './settings';

/**
 * author_profile: the author page's person — photo, name, title, full bio and e-mail. The page's
 * h1 (src/site/page/+Page.tsx, visually hidden on pages that are not content) already names the
 * person, so the name here is shown large but is no second h1.
 */
export default function AuthorProfileBlock({ block }: BlockRendererProps<AuthorProfileData, AuthorProfileSettings>) {
  const { name, title, bio, photo, email } = block.data;
  return (
    <div className="author-profile">
      {photo ? <ResponsiveImage className="author-profile__photo" image={{ ...photo, alt: '' }} share={0.2} /> : null}
      <div className="author-profile__body">
        <p className="author-profile__name">{name}</p>
        {title ? <p className="author-profile__title">{title}</p> : null}
        {bio.length > 0 ? (
          <div className="author-profile__bio">
            {bio.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        {email ? (
          <p className="author-profile__contact">
            <a className="author-profile__email" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
