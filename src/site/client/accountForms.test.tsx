// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailView } from '../account/change-email/ChangeEmailView.js';
import type { AccountPage } from '../account/load.js';
import { AccountView } from '../account/profile/AccountView.js';
import { ResetPasswordView } from '../account/reset-password/ResetPasswordView.js';
import { initCountryFields } from './countryFields.js';
import { initEmailForms } from './emailForms.js';
import { initFavoriteRemovals } from './favorites.js';
import { initMembershipForms } from './membershipForms.js';
import { initPasswordForms } from './passwordForms.js';
import { initProfileForm, profileInput } from './profileForm.js';
import { USER_INFO_STORAGE_KEY } from './siteUserSession.js';
import { fakeTransport, fieldErrorOf, fill, formOf, graphQLError, messageOf, renderView, resetBrowserState, sessionOver, settle, submit, userInfo, type Handler } from './testKit.js';

afterEach(resetBrowserState);

const account = (over: Partial<AccountPage> = {}): AccountPage => ({
  user: userInfo() as AccountPage['user'],
  memberships: [{ id: 1, title: 'Basic' }],
  missingMemberships: [{ id: 2, title: 'Premium', alias: 'premium', isFree: false }],
  favorites: [
    { id: 10000002, name: 'Newer story', path: '/power/newer', type: 'Article', section: 'Power', publishedDate: 'March 5, 2026', created: '2026-03-06T00:00:00.000Z' },
    { id: 10000001, name: null, path: null, type: null, section: null, publishedDate: null, created: '2026-03-01T00:00:00.000Z' },
  ],
  ...over,
});

function setupAccount(handlers: Record<string, Handler>, page: AccountPage = account()) {
  renderView(<AccountView account={page} newslettersEnabled={false} joinLabel="Join Now" />);
  document.cookie = 'site_user_token=t; Path=/';
  const fake = fakeTransport(handlers);
  const session = sessionOver(fake.transport);
  const deps = { transport: fake.transport, session, navigate: vi.fn<(url: string) => void>() };
  initCountryFields(document);
  initProfileForm(document, deps);
  initPasswordForms(document, deps);
  initEmailForms(document, deps);
  initFavoriteRemovals(document, deps);
  return { ...fake, ...deps };
}

const sectionIds = () => Array.from(document.querySelectorAll('section[id]')).map((section) => section.id);

describe('the account page', () => {
  it('has a section per anchor: Change Email only for unpaid accounts, Other Memberships only when some are missing, no newsletters without them', () => {
    renderView(<AccountView account={account()} newslettersEnabled={false} joinLabel="Join Now" />);
    expect(sectionIds()).toEqual(['update-profile', 'manage-favorites', 'change-password', 'change-email', 'upgrade-membership']);
    expect(document.querySelector('#upgrade-membership a')?.getAttribute('href')).toBe('/membership/signup/premium');
    renderView(<AccountView account={account({ user: userInfo({ hasPaid: true }) as AccountPage['user'], missingMemberships: [] })} newslettersEnabled joinLabel="Join Now" />);
    expect(sectionIds()).toEqual(['update-profile', 'manage-favorites', 'manage-newsletters', 'change-password']);
  });

  it('lists the favourites with names and links; an item no longer published keeps its remove button', () => {
    renderView(<AccountView account={account()} newslettersEnabled={false} joinLabel="Join Now" />);
    const items = Array.from(document.querySelectorAll('.account-favorite'));
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('/power/newer');
    expect(items[1]?.textContent).toContain('This item is no longer available.');
    expect(items.map((item) => item.querySelector('button')?.getAttribute('data-content-id'))).toEqual(['10000002', '10000001']);
  });
});

describe('profile form', () => {
  it('sends only the fields filled in (002 §5)', async () => {
    const { calls } = setupAccount({ updateSiteUserProfile: () => ({ updateSiteUserProfile: userInfo({ firstName: 'Adele' }) }) });
    const form = formOf('profile');
    fill('firstName', ' Adele ');
    fill('lastName', '');
    submit(form);
    await settle();
    expect(calls[0]).toEqual({
      name: 'updateSiteUserProfile',
      variables: { input: { firstName: 'Adele', company: 'Acme', countryCode: 'USA', region: 'NY' } },
    });
    expect(messageOf(form)).toBe('Your profile has been saved.');
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toContain('Adele Reader');
  });

  it('says what to do when nothing is filled in', () => {
    renderView(<AccountView account={account()} newslettersEnabled={false} joinLabel="Join Now" />);
    initCountryFields(document);
    const form = formOf('profile');
    for (const name of ['firstName', 'lastName', 'company', 'countryCode']) fill(name, '');
    expect(profileInput(form)).toBeNull();
  });
});

describe('password forms', () => {
  it('changes the password with the current one', async () => {
    const { calls } = setupAccount({ updateSiteUserPassword: () => ({ updateSiteUserPassword: true }) });
    const form = formOf('password');
    fill('password', 'old-password-1', form);
    fill('newPassword', 'new-password-2', form);
    fill('newPasswordConfirm', 'new-password-2', form);
    submit(form);
    await settle();
    expect(calls).toEqual([{ name: 'updateSiteUserPassword', variables: { password: 'old-password-1', newPassword: 'new-password-2' } }]);
    expect(messageOf(form)).toBe('Your password has been changed.');
  });

  it('shows a wrong current password beside its field', async () => {
    setupAccount({
      updateSiteUserPassword: () => {
        throw graphQLError('The current password is incorrect.', 'BAD_USER_INPUT', { password: 'The current password is incorrect.' });
      },
    });
    const form = formOf('password');
    fill('password', 'wrong-password', form);
    fill('newPassword', 'new-password-2', form);
    fill('newPasswordConfirm', 'new-password-2', form);
    submit(form);
    await settle();
    expect(fieldErrorOf(form, 'password')).toBe('The current password is incorrect.');
  });

  it('asks for a reset link (the same answer for any address), then sets the new password from the link and logs in', async () => {
    renderView(<ResetPasswordView linkId={null} redirectTo="/account" />);
    const request = fakeTransport({ requestSiteUserPasswordReset: () => ({ requestSiteUserPasswordReset: true }) });
    initPasswordForms(document, { transport: request.transport, session: sessionOver(request.transport), navigate: vi.fn() });
    fill('username', 'ada@example.com');
    submit(formOf('reset-request'));
    await settle();
    expect(request.calls).toEqual([{ name: 'requestSiteUserPasswordReset', variables: { username: 'ada@example.com', path: '/account' } }]);
    expect(document.querySelector<HTMLElement>('[data-panel="sent"]')?.hidden).toBe(false);

    renderView(<ResetPasswordView linkId="reset-id" redirectTo="/power/x" />);
    const reset = fakeTransport({ resetSiteUserPassword: () => ({ resetSiteUserPassword: { token: 'after-reset', expiresAt: '2026-04-01T00:00:00Z', userInfo: userInfo() } }) });
    const navigate = vi.fn<(url: string) => void>();
    initPasswordForms(document, { transport: reset.transport, session: sessionOver(reset.transport), navigate });
    fill('password', 'new-password-3');
    fill('passwordConfirm', 'new-password-3');
    submit(formOf('reset-password'));
    await settle();
    expect(reset.calls).toEqual([{ name: 'resetSiteUserPassword', variables: { id: 'reset-id', password: 'new-password-3' } }]);
    expect(document.cookie).toContain('site_user_token=after-reset');
    expect(navigate).toHaveBeenCalledWith('/power/x');
  });
});

describe('e-mail change', () => {
  it('asks for the change with the current password, then confirms it from the link', async () => {
    const { calls } = setupAccount({ requestSiteUserChangeUsername: () => ({ requestSiteUserChangeUsername: true }) });
    const form = formOf('change-email');
    fill('newUsername', 'ada@new.example', form);
    fill('password', 'current-password', form);
    submit(form);
    await settle();
    expect(calls).toEqual([{ name: 'requestSiteUserChangeUsername', variables: { password: 'current-password', newUsername: 'ada@new.example' } }]);
    expect(messageOf(form)).toContain('We have sent a confirmation link to ada@new.example.');

    renderView(<ChangeEmailView linkId="change-id" />);
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{"stale":true}');
    const confirm = fakeTransport({ updateSiteUserUsername: () => ({ updateSiteUserUsername: userInfo({ username: 'ada@new.example' }) }) });
    initEmailForms(document, { transport: confirm.transport, session: sessionOver(confirm.transport) });
    submit(formOf('change-email-confirm'));
    await settle();
    expect(confirm.calls).toEqual([{ name: 'updateSiteUserUsername', variables: { id: 'change-id' } }]);
    expect(document.querySelector('[data-change-email-done]')?.textContent).toBe('Your e-mail address is now ada@new.example. Use it to log in from now on.');
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });
});

describe('favourites on the account page', () => {
  it('removes an item from the list; the emptied list shows its empty text', async () => {
    const { calls } = setupAccount({ removeSiteUserFavorite: () => ({ removeSiteUserFavorite: userInfo({ favoriteContent: [] }) }) }, account({ favorites: account().favorites.slice(0, 1) }));
    document.querySelector<HTMLButtonElement>('[data-favorite-remove]')?.click();
    await settle();
    expect(calls).toEqual([{ name: 'removeSiteUserFavorite', variables: { contentId: 10000002 } }]);
    expect(document.querySelectorAll('.account-favorite')).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('[data-favorites-empty]')?.hidden).toBe(false);
  });
});

describe('joining another membership from the account', () => {
  const withFree = () => account({ missingMemberships: [{ id: 3, title: 'Newsletter Club', alias: 'club', isFree: true }, { id: 2, title: 'Premium', alias: 'premium', isFree: false }] });

  it('takes a free membership at once and reloads the account; a paid one links to its sign-up', async () => {
    const { calls, transport, session } = setupAccount({ joinSiteUserMembership: () => ({ joinSiteUserMembership: userInfo({ memberships: [1, 3] }) }) }, withFree());
    const reload = vi.fn<() => void>();
    initMembershipForms(document, { transport, session }, reload);
    expect(document.querySelector('#upgrade-membership a')?.getAttribute('href')).toBe('/membership/signup/premium');
    submit(formOf('join-membership'));
    await settle();
    expect(calls).toEqual([{ name: 'joinSiteUserMembership', variables: { membershipId: 3 } }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal on the card', async () => {
    const { transport, session } = setupAccount(
      {
        joinSiteUserMembership: () => {
          throw graphQLError('This membership needs more about you. Please complete your profile first.', 'BAD_USER_INPUT', { postalCode: 'Field is required' });
        },
      },
      withFree(),
    );
    const reload = vi.fn<() => void>();
    initMembershipForms(document, { transport, session }, reload);
    const form = formOf('join-membership');
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('This membership needs more about you. Please complete your profile first.');
    expect(reload).not.toHaveBeenCalled();
  });
});

