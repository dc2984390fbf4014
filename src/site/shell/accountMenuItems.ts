import type { ShellSiteUser } from './types.js';

/**
 * An entry of the account menu: a link to a part of /account, or the logout action. `key` names
 * the entries the client script shows or hides per account (data-account-entry).
 */
export type AccountMenuEntry = { kind: 'link'; key: string; label: string; href: string } | { kind: 'logout'; key: 'logout'; label: 'Logout' };

/**
 * 002 §2 "Account menu entries": My Profile, Manage Favorites, Manage Newsletters (hidden if no
 * newsletters enabled), Change Password, Change Email (hidden when the account has paid), Other
 * Memberships (hidden when no missing memberships), Logout. Each opens its anchor of /account
 * (002 §2 Public routes: #update-profile, #manage-favorites, …).
 *
 * `user` null is the menu of the shared (cached) page: every entry that depends on the account is
 * listed, and the client script (src/site/client/siteUserHeader.ts) hides those that do not apply
 * once it knows the reader. Newsletters are a setting of the site, decided here.
 */
export function accountMenuEntries(user: ShellSiteUser | null, options: { newslettersEnabled: boolean }): AccountMenuEntry[] {
  const link = (label: string, anchor: string): AccountMenuEntry => ({ kind: 'link', key: anchor, label, href: `/account#${anchor}` });
  return [
    link('My Profile', 'update-profile'),
    link('Manage Favorites', 'manage-favorites'),
    ...(options.newslettersEnabled ? [link('Manage Newsletters', 'manage-newsletters')] : []),
    link('Change Password', 'change-password'),
    ...(user?.hasPaid ? [] : [link('Change Email', 'change-email')]),
    ...(user && !user.hasMissingMemberships ? [] : [link('Other Memberships', 'upgrade-membership')]),
    { kind: 'logout', key: 'logout', label: 'Logout' },
  ];
}
