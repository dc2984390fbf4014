import { Icon } from './icons.js';
import { MEGA_MENU_ID, MegaMenu } from './MegaMenu.js';
import { bottomBarLinks, linkTarget } from './menuRules.js';
import { LinkList, Logo } from './parts.js';
import { SiteUserSlot } from './SiteUserSlot.js';
import './header.css';
import type { ShellData } from './types.js';

/**
 * The new-design header (002 §2 "Shell"): a top bar (hamburger opening the mega menu, search,
 * logo, the account popover or 'Join Now' / 'Login') and a bottom bar of at most 5 primary links
 * plus the optional call-to-action text. The client script hides the bottom bar once the reader
 * scrolls away from the top (data-bottom-bar).
 */
export function NewDesignHeader({ shell }: { shell: ShellData }) {
  const links = bottomBarLinks(shell.menus.header_primary);
  const cta = shell.cta;
  return (
    <>
      <header className="nd-header shell-header">
        <div className="site-width nd-header__top">
          <div className="nd-header__start">
            <button type="button" className="shell-icon-button" aria-label="Open menu" aria-expanded="false" aria-controls={MEGA_MENU_ID} data-toggle="overlay">
              <Icon name="menu" size={24} />
            </button>
            <a className="shell-icon-button" href="/search" aria-label="Search">
              <Icon name="search" />
            </a>
          </div>
          <Logo siteName={shell.siteName} image={shell.logo} height={shell.logoHeight} className="nd-header__logo" />
          <div className="nd-header__end">
            <SiteUserSlot shell={shell} design="new" />
          </div>
        </div>
        {links.length > 0 || cta ? (
          <div className="nd-header__bottom" data-bottom-bar="">
            <div className="site-width nd-header__bottom-inner">
              {links.length > 0 ? (
                <nav aria-label="Primary">
                  <LinkList links={links} className="nd-header__links" />
                </nav>
              ) : null}
              {cta ? (
                <p className="nd-header__cta" style={{ color: cta.textColor }}>
                  <span>{cta.text}</span>
                  {cta.buttonLabel && cta.link ? (
                    <a
                      className="shell-button"
                      href={cta.link}
                      {...linkTarget({ url: cta.link, newWindow: cta.newWindow })}
                      style={{ backgroundColor: cta.buttonColor, color: cta.buttonTextColor }}
                    >
                      {cta.buttonLabel}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </header>
      <MegaMenu shell={shell} />
    </>
  );
}
