import type { CSSProperties } from 'react';
import { Icon } from './icons.js';
import { primaryMenuFontSize, secondaryMenuLimit } from './menuRules.js';
import { LinkList, Logo, SponsoredSearch } from './parts.js';
import { SIDEBAR_ID, Sidebar } from './Sidebar.js';
import { SiteUserSlot } from './SiteUserSlot.js';
import './header.css';
import type { ShellData } from './types.js';

/**
 * The classic header (002 §2 "Shell"): the secondary menu (8 links, 4 while sponsored search is
 * on, which takes the room), the main row (hamburger, logo, search icon, Login and Join or the
 * account menu, see SiteUserSlot) and the primary menu, whose font size falls as its labels grow (002 §9).
 */
export function ClassicHeader({ shell }: { shell: ShellData }) {
  const secondary = shell.menus.header_secondary.slice(0, secondaryMenuLimit(shell.sponsoredSearch.enabled));
  const primary = shell.menus.header_primary;
  const fontSize = primaryMenuFontSize(primary.map((link) => link.label));
  return (
    <>
      <header className="classic-header shell-header">
        {secondary.length > 0 || shell.sponsoredSearch.enabled ? (
          <div className="classic-header__secondary">
            <div className="site-width classic-header__secondary-inner">
              {secondary.length > 0 ? (
                <nav aria-label="Secondary">
                  <LinkList links={secondary} className="classic-header__secondary-links" />
                </nav>
              ) : null}
              <SponsoredSearch sponsor={shell.sponsoredSearch} dark />
            </div>
          </div>
        ) : null}
        <div className="site-width classic-header__main">
          <button type="button" className="shell-icon-button" aria-label="Open menu" aria-expanded="false" aria-controls={SIDEBAR_ID} data-toggle="overlay">
            <Icon name="menu" size={24} />
          </button>
          <Logo siteName={shell.siteName} image={shell.logo} height={shell.logoHeight} className="classic-header__logo" />
          <div className="classic-header__actions">
            <a className="shell-icon-button" href="/search" aria-label="Search">
              <Icon name="search" />
            </a>
            <SiteUserSlot shell={shell} design="classic" />
          </div>
        </div>
        {primary.length > 0 ? (
          <nav aria-label="Primary" className="classic-header__primary" style={{ '--primary-menu-font-size': `${fontSize}px` } as CSSProperties}>
            <div className="site-width">
              <LinkList links={primary} className="classic-header__primary-links" />
            </div>
          </nav>
        ) : null}
      </header>
      <Sidebar shell={shell} />
    </>
  );
}
