import { MEGA_MENU_LOGO_HEIGHT_PX } from '../../shared/constants.js';
import { Icon } from './icons.js';
import { LinkList, Logo, MenuLink, SearchForm, SocialLinks, SponsoredSearch } from './parts.js';
import './megaMenu.css';
import type { ShellData, ShellLink } from './types.js';

export const MEGA_MENU_ID = 'mega-menu';

interface Column {
  title: string;
  links: ShellLink[];
}

/**
 * The columns of the mega menu (002 §2: "Sections, Special and Contact link columns"):
 * - Sections: the mega_1 items (a section with sub-sections lists them under it);
 * - then one column per group of mega_2, titled by the group (the demo has 'Special' and
 *   'Contact': the site's contact links are the editors' own 'Contact' group, so they change with
 *   the menu editor, not with a setting); loose mega_2 links form a 'Special' column.
 */
export function megaMenuColumns(menus: ShellData['menus']): Column[] {
  const columns: Column[] = [];
  if (menus.mega_1.length > 0) columns.push({ title: 'Sections', links: menus.mega_1 });
  const loose = menus.mega_2.filter((item) => item.children.length === 0);
  if (loose.length > 0) columns.push({ title: 'Special', links: loose });
  for (const group of menus.mega_2) if (group.children.length > 0) columns.push({ title: group.label, links: group.children });
  return columns;
}

/**
 * The new design's mega menu, opened from the hamburger: a dark search field, the link columns,
 * the affiliated brands and the socials. The client script closes it on Escape and on a click
 * outside, and gives the focus back to the hamburger.
 */
export function MegaMenu({ shell }: { shell: ShellData }) {
  const columns = megaMenuColumns(shell.menus);
  return (
    <div id={MEGA_MENU_ID} className="mega-menu" hidden data-overlay="">
      <div className="site-width mega-menu__inner">
        <div className="mega-menu__head">
          <Logo siteName={shell.siteName} image={shell.logo} height={MEGA_MENU_LOGO_HEIGHT_PX} className="mega-menu__logo" />
          <button type="button" className="shell-icon-button" data-close="" aria-label="Close menu">
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className="mega-menu__search-row">
          <SearchForm id="mega-menu-search" className="mega-menu__search" placeholder="Search articles, topics, companies" />
          <SponsoredSearch sponsor={shell.sponsoredSearch} dark />
        </div>
        {columns.length > 0 ? (
          <nav aria-label="Mega menu" className="mega-menu__columns">
            {columns.map((column, index) => (
              <section key={`${index}-${column.title}`} className="mega-menu__column" aria-labelledby={`mega-menu-col-${index}`}>
                <h2 id={`mega-menu-col-${index}`} className="mega-menu__title">
                  {column.title}
                </h2>
                <ul className="mega-menu__links">
                  {column.links.map((link, linkIndex) => (
                    <li key={`${linkIndex}-${link.label}`}>
                      <MenuLink link={link} className="mega-menu__link" />
                      {link.children.length > 0 ? <LinkList links={link.children} className="mega-menu__sublinks" /> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
        <div className="mega-menu__foot">
          {shell.menus.affiliated_brands.length > 0 ? (
            <nav aria-label="Our brands" className="mega-menu__brands">
              <h2 className="mega-menu__title">Our Brands</h2>
              <LinkList links={shell.menus.affiliated_brands} className="mega-menu__brand-links" />
            </nav>
          ) : null}
          <SocialLinks links={shell.socialLinks} siteName={shell.siteName} className="mega-menu__socials" />
        </div>
      </div>
    </div>
  );
}
