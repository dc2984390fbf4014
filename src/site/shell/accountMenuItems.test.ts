import { describe, expect, it } from 'vitest';
import { accountMenuEntries } from './accountMenuItems.js';

const labels = (...args: Parameters<typeof accountMenuEntries>) => accountMenuEntries(...args).map((e) => e.label);

describe('accountMenuEntries (002 §2)', () => {
  it('lists every entry for an unpaid account with newsletters and missing memberships', () => {
    expect(labels({ name: 'R', hasPaid: false, hasMissingMemberships: true }, { newslettersEnabled: true })).toEqual([
      'My Profile',
      'Manage Favorites',
      'Manage Newsletters',
      'Change Password',
      'Change Email',
      'Other Memberships',
      'Logout',
    ]);
  });

  it('hides Manage Newsletters, Change Email and Other Memberships by their rules', () => {
    expect(labels({ name: 'R', hasPaid: true, hasMissingMemberships: false }, { newslettersEnabled: false })).toEqual([
      'My Profile',
      'Manage Favorites',
      'Change Password',
      'Logout',
    ]);
  });

  it('links to the anchors of /account', () => {
    const entries = accountMenuEntries({ name: 'R', hasPaid: false, hasMissingMemberships: true }, { newslettersEnabled: true });
    expect(entries.flatMap((e) => (e.kind === 'link' ? [e.href] : []))).toEqual([
      '/account#update-profile',
      '/account#manage-favorites',
      '/account#manage-newsletters',
      '/account#change-password',
      '/account#change-email',
      '/account#upgrade-membership',
    ]);
  });

  it('lists every account-dependent entry for the shared page (no user yet): the client script hides what does not apply', () => {
    expect(labels(null, { newslettersEnabled: false })).toEqual(['My Profile', 'Manage Favorites', 'Change Password', 'Change Email', 'Other Memberships', 'Logout']);
    expect(accountMenuEntries(null, { newslettersEnabled: true }).map((e) => e.key)).toEqual([
      'update-profile',
      'manage-favorites',
      'manage-newsletters',
      'change-password',
      'change-email',
      'upgrade-membership',
      'logout',
    ]);
  });
});
