import type { ShellSiteUser } from './types.js';

/** An entry of the account menu: a link to a part of /account, or the logout action. */
export type AccountMenuEntry = { kind: 'link'; label: string; href: string } | { kind: 'logout'; label: 'Logout' };

/**
 * 002 §2 "Account menu entries": My Profile, Manage Favorites, Manage Newsletters (hidden if no
 * newsletters enabled), Change Password, Change Email (hidden when the account has paid), Other
 * Memberships (hidden when no missing memberships), Logout. Each opens its anchor of /account
 * (002 §2 Public routes: #update-profile, #manage-favorites, …).
 */
export function accountMenuEntries(user: ShellSiteUser, options: { newslettersEnabled: boolean }): AccountMenuEntry[] {
  const link = (label: string, anchor: string): AccountMenuEntry => ({ kind: 'link', label, href: `/account#${anchor}` });
  return [
    link('My Profile', 'update-profile'),
    link('Manage Favorites', 'manage-favorites'),
    ...(options.newslettersEnabled ? [link('Manage Newsletters', 'manage-newsletters')] : []),
    link('Change Password', 'change-password'),
    ...(user.hasPaid ? [] : [link('Change Email', 'change-email')]),
    ...(user.hasMissingMemberships ? [link('Other Memberships', 'upgrade-membership')] : []),
    { kind: 'logout', label: 'Logout' },
  ];
}
