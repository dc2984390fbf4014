import { linkTarget } from './menuRules.js';
import { Icon, SocialIcon } from './icons.js';
import type { ShellData, ShellImage, ShellLink, ShellSocialLink, ShellSponsoredSearch } from './types.js';

/** The logo at a given height (its width follows the image's ratio), or the site name in text. */
export function Logo({ siteName, image, height, className }: { siteName: string; image: ShellImage | null; height: number; className?: string }) {
  const width = image && image.width > 0 && image.height > 0 ? Math.round((image.width * height) / image.height) : undefined;
  return (
    <a className={`shell-logo ${className ?? ''}`.trim()} href="/">
      {image ? (
        <img src={image.src} alt={siteName} height={height} width={width} style={{ height }} />
      ) : (
        <span className="shell-logo__text">{siteName}</span>
      )}
    </a>
  );
}

/** A menu link; a heading without url is plain text. */
export function MenuLink({ link, className }: { link: ShellLink; className?: string }) {
  if (!link.url) return <span className={className}>{link.label}</span>;
  return (
    <a className={className} href={link.url} {...linkTarget(link)}>
      {link.label}
    </a>
  );
}

export function LinkList({ links, className, label }: { links: readonly ShellLink[]; className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link, index) => (
        <li key={`${index}-${link.label}`}>
          <MenuLink link={link} />
        </li>
      ))}
    </ul>
  );
}

export function SocialLinks({ links, siteName, className }: { links: readonly ShellSocialLink[]; siteName: string; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={`shell-socials ${className ?? ''}`.trim()}>
      {links.map((social) => (
        <li key={social.network}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${siteName} on ${social.label}`} className={`shell-socials__link shell-socials__link--${social.network}`}>
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A search form: GET /search with the words in `text`. The search-forms client script
 * (data-search-form) turns it into the filters parameter (page 1) the search page reads.
 */
export function SearchForm({ id, className, placeholder = 'Search' }: { id: string; className?: string; placeholder?: string }) {
  return (
    <form className={`shell-search ${className ?? ''}`.trim()} role="search" action="/search" method="get" data-search-form="">
      <label className="visually-hidden" htmlFor={id}>
        Search
      </label>
      <input id={id} className="shell-search__input" type="search" name="text" placeholder={placeholder} autoComplete="off" />
      <button className="shell-search__button" type="submit" aria-label="Submit search">
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}

/**
 * The sponsored-search mark (002 §2, §9): '{label}' and the sponsor's logo, linking to the
 * sponsor (clickUrl, new window) or else to the search page. `dark` picks the dark-background logo.
 */
export function SponsoredSearch({ sponsor, dark = false, className }: { sponsor: ShellSponsoredSearch; dark?: boolean; className?: string }) {
  if (!sponsor.enabled) return null;
  const logo = dark ? sponsor.darkLogo : sponsor.logo;
  const external = sponsor.clickUrl ? { href: sponsor.clickUrl, target: '_blank', rel: 'noopener noreferrer sponsored' } : { href: '/search' };
  return (
    <a className={`sponsored-search ${className ?? ''}`.trim()} {...external}>
      <span className="sponsored-search__label">{sponsor.label || 'Sponsored'}</span>
      {logo ? (
        <img src={logo.src} alt={logo.alt || 'Search sponsor'} height={24} width={logo.width > 0 && logo.height > 0 ? Math.round((logo.width * 24) / logo.height) : undefined} />
      ) : (
        <Icon name="search" size={16} />
      )}
    </a>
  );
}

export const loginHref = (shell: Pick<ShellData, 'path'>) => `/account/login?redirectTo=${encodeURIComponent(shell.path || '/')}`;
export const JOIN_HREF = '/membership/choose';
