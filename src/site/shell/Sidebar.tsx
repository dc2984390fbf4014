import { Icon } from './icons.js';
import { MenuLink, SearchForm, SocialLinks } from './parts.js';
import type { ShellData } from './types.js';

export const SIDEBAR_ID = 'site-sidebar';

/**
 * The classic design's hamburger sidebar: the hamburger location as collapsible link groups (a top
 * item with children is a group; its button toggles the group), then the social links. Closed
 * (hidden) until the hamburger button opens it; Escape or a click outside closes it.
 */
export function Sidebar({ shell }: { shell: ShellData }) {
  const items = shell.menus.hamburger;
  return (
    <div id={SIDEBAR_ID} className={`sidebar sidebar--${shell.hamburger.style}`} hidden data-overlay="">
      <div className="sidebar__head">
        <span className="sidebar__title">{shell.siteName}</span>
        <button type="button" className="shell-icon-button" data-close="" aria-label="Close menu">
          <Icon name="close" />
        </button>
      </div>
      {shell.hamburger.showSearch ? <SearchForm id="sidebar-search" className="sidebar__search" /> : null}
      <nav aria-label="Site menu">
        <ul className="sidebar__menu">
          {items.map((item, index) => {
            if (item.children.length === 0) {
              return (
                <li key={`${index}-${item.label}`} className="sidebar__item">
                  <MenuLink link={item} className="sidebar__link" />
                </li>
              );
            }
            const groupId = `sidebar-group-${index}`;
            return (
              <li key={`${index}-${item.label}`} className="sidebar__item sidebar__group">
                <button type="button" className="sidebar__group-toggle" aria-expanded="false" aria-controls={groupId} data-toggle="group">
                  <span>{item.label}</span>
                  <Icon name="chevron" size={18} />
                </button>
                <ul id={groupId} className="sidebar__group-links" hidden>
                  {item.url ? (
                    <li>
                      <MenuLink link={{ ...item, label: `All ${item.label}`, children: [] }} className="sidebar__link" />
                    </li>
                  ) : null}
                  {item.children.map((child, childIndex) => (
                    <li key={`${childIndex}-${child.label}`}>
                      <MenuLink link={child} className="sidebar__link" />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {shell.hamburger.showSocialLinks ? <SocialLinks links={shell.socialLinks} siteName={shell.siteName} className="sidebar__socials" /> : null}
    </div>
  );
}
