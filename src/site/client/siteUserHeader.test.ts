// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassicHeader } from '../shell/ClassicHeader.js';
import { shellFixture } from '../shell/fixtures.js';
import { NewDesignHeader } from '../shell/NewDesignHeader.js';
import { initSiteUserHeader } from './siteUserHeader.js';
import { fakeTransport, graphQLError, resetBrowserState, sessionOver, settle, userInfo } from './testKit.js';

afterEach(resetBrowserState);

function renderHeader(design: 'classic' | 'new' = 'classic') {
  const shell = shellFixture({ useNewDesign: design === 'new' });
  const header = design === 'new' ? createElement(NewDesignHeader, { shell }) : createElement(ClassicHeader, { shell });
  document.body.innerHTML = `<div class="site ${design === 'new' ? 'site--new-design' : 'site--classic'}">${renderToStaticMarkup(header)}</div>`;
}

const visible = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return Boolean(element) && !element?.closest('[hidden]');
};
const entries = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-site-user-menu] [data-account-entry]'))
    .filter((li) => !li.hidden)
    .map((li) => li.textContent);

function setup(info: unknown, extra: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const fake = fakeTransport({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: info }), ...extra });
  const leave = vi.fn<(newDesign: boolean) => void>();
  const session = sessionOver(fake.transport);
  return { ...fake, leave, session, init: () => initSiteUserHeader(document, { transport: fake.transport, session, leave }) };
}

describe('initSiteUserHeader', () => {
  it('leaves Login and Join to visitors without asking anything', async () => {
    renderHeader();
    const { init, calls } = setup(userInfo());
    await init();
    expect(calls).toEqual([]);
    expect(visible('[data-site-user-anonymous]')).toBe(true);
    expect(visible('[data-site-user-menu]')).toBe(false);
  });

  it('shows the account menu with the reader’s name and only their entries (002 §2)', async () => {
    renderHeader();
    document.cookie = 'site_user_token=t; Path=/';
    await setup(userInfo()).init();
    expect(visible('[data-site-user-anonymous]')).toBe(false);
    expect(visible('[data-site-user-menu]')).toBe(true);
    expect(document.querySelector('[data-site-user-name]')?.textContent).toBe('Ada Reader');
    expect(entries()).toEqual(['My Profile', 'Manage Favorites', 'Change Password', 'Change Email', 'Other Memberships', 'Logout']);
  });

  it('hides Change Email when the account has paid and Other Memberships when none is missing', async () => {
    renderHeader('new');
    document.cookie = 'site_user_token=t; Path=/';
    await setup(userInfo({ hasPaid: true, missingMemberships: [] })).init();
    expect(entries()).toEqual(['My Profile', 'Manage Favorites', 'Change Password', 'Logout']);
  });

  it('shows Login and Join again when the token is no longer valid', async () => {
    renderHeader();
    document.cookie = 'site_user_token=old; Path=/';
    document.documentElement.classList.add('site-user');
    await setup(null).init();
    expect(visible('[data-site-user-anonymous]')).toBe(true);
    expect(document.documentElement.classList.contains('site-user')).toBe(false);
    expect(document.cookie).not.toContain('site_user_token');
  });

  it('logs out: logoutSiteUser, the cookie deleted, then the page is left (classic: reload)', async () => {
    renderHeader();
    document.cookie = 'site_user_token=t; Path=/';
    const { init, names, leave } = setup(userInfo(), { logoutSiteUser: () => ({ logoutSiteUser: true }) });
    await init();
    document.querySelector<HTMLButtonElement>('[data-site-user-logout]')?.click();
    await settle();
    expect(names()).toEqual(['getActiveSiteUserWithNewsletters', 'logoutSiteUser']);
    expect(document.cookie).not.toContain('site_user_token');
    expect(leave).toHaveBeenCalledWith(false);
  });

  it('goes home after logout in the new design (002 §4)', async () => {
    renderHeader('new');
    document.cookie = 'site_user_token=t; Path=/';
    const { init, leave } = setup(userInfo(), { logoutSiteUser: () => ({ logoutSiteUser: true }) });
    await init();
    document.querySelector<HTMLButtonElement>('[data-site-user-logout]')?.click();
    await settle();
    expect(leave).toHaveBeenCalledWith(true);
  });

  it("says 'Unable to logout: {message}' when the call fails, and keeps the reader logged in", async () => {
    renderHeader();
    document.cookie = 'site_user_token=t; Path=/';
    const { init, leave } = setup(userInfo(), {
      logoutSiteUser: () => {
        throw graphQLError('The database is not available.', 'SERVICE_UNAVAILABLE');
      },
    });
    await init();
    document.querySelector<HTMLButtonElement>('[data-site-user-logout]')?.click();
    await settle();
    expect(leave).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-logout-error]')?.hidden).toBe(false);
    expect(document.querySelector('[data-logout-error]')?.textContent).toBe('Unable to logout: The database is not available.');
    expect(document.cookie).toContain('site_user_token=t');
  });
});
