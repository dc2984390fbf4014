import { accountMenuEntries } from './accountMenuItems.js';
import { Icon } from './icons.js';
import type { ShellSiteUser } from './types.js';

/**
 * The logged-in reader's account popover (002 §2 "Account menu entries"). The client script opens
 * it (aria-expanded) and closes it on a click outside or Escape. Logout is a button the site-user
 * issue wires (data-site-user-logout): logging out calls logoutSiteUser and clears the cookie.
 */
export function AccountMenu({ user, newslettersEnabled, id }: { user: ShellSiteUser; newslettersEnabled: boolean; id: string }) {
  return (
    <div className="account-menu">
      <button type="button" className="account-menu__button" aria-expanded="false" aria-controls={id} data-toggle="popover">
        <Icon name="user" size={18} />
        <span>{user.name}</span>
        <Icon name="chevron" size={16} />
      </button>
      <ul id={id} className="account-menu__list" hidden>
        {accountMenuEntries(user, { newslettersEnabled }).map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <a href={entry.href}>{entry.label}</a>
            ) : (
              <button type="button" data-site-user-logout="">
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
