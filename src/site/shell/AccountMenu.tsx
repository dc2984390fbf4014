import { accountMenuEntries } from './accountMenuItems.js';
import { Icon } from './icons.js';
import type { ShellSiteUser } from './types.js';

/** The name the menu button shows until the client script puts the reader's name there. */
export const ACCOUNT_MENU_PLACEHOLDER_NAME = 'My Account';

/**
 * The logged-in reader's account popover (002 §2 "Account menu entries"). The client script opens
 * it (aria-expanded) and closes it on a click outside or Escape. On the shared page (`user` null)
 * it is rendered hidden with every entry; src/site/client/siteUserHeader.ts fills in the name, hides
 * the entries that do not apply (data-account-entry) and wires Logout (data-site-user-logout:
 * logoutSiteUser, then the cookie is deleted), whose failure shows 'Unable to logout: {message}'.
 */
export function AccountMenu({ user, newslettersEnabled, id }: { user: ShellSiteUser | null; newslettersEnabled: boolean; id: string }) {
  return (
    <div className="account-menu">
      <button type="button" className="account-menu__button" aria-expanded="false" aria-controls={id} data-toggle="popover">
        <Icon name="user" size={18} />
        <span data-site-user-name="">{user?.name ?? ACCOUNT_MENU_PLACEHOLDER_NAME}</span>
        <Icon name="chevron" size={16} />
      </button>
      <ul id={id} className="account-menu__list" hidden>
        {accountMenuEntries(user, { newslettersEnabled }).map((entry) => (
          <li key={entry.label} data-account-entry={entry.key}>
            {entry.kind === 'link' ? (
              <a href={entry.href}>{entry.label}</a>
            ) : (
              <button type="button" data-site-user-logout="">
                {entry.label}
              </button>
            )}
          </li>
        ))}
        <li className="account-menu__error" data-logout-error="" hidden>
          <p role="alert" />
        </li>
      </ul>
    </div>
  );
}
