// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_USER_CLASS } from './session.js';
import { USER_INFO_STORAGE_KEY, USER_INFO_TTL_MS, summaryOf, tokenFingerprint } from './siteUserSession.js';
import { fakeTransport, resetBrowserState, sessionOver, userInfo } from './testKit.js';

afterEach(resetBrowserState);

const activeUser = (info: unknown) => ({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: info }) });

describe('summaryOf', () => {
  it('keeps what the header and the favourite buttons need; the name falls back to the e-mail', () => {
    expect(summaryOf(userInfo())).toEqual({ id: 7, name: 'Ada Reader', username: 'ada@example.com', hasPaid: false, missingMemberships: [2], favorites: [10000001] });
    expect(summaryOf(userInfo({ firstName: ' ', lastName: null })).name).toBe('ada@example.com');
  });
});

describe('createSiteUserSession', () => {
  it('knows nobody without the site_user_token cookie, and asks nothing', async () => {
    const { transport, calls } = fakeTransport({});
    expect(await sessionOver(transport).current()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks getActiveSiteUserWithNewsletters once per page, then keeps the user for 24 hours (v1.2), tied to the token', async () => {
    document.cookie = 'site_user_token=token-1; Path=/';
    const { transport, names } = fakeTransport(activeUser(userInfo()));
    let now = 1_000_000;
    const session = sessionOver(transport, () => now);
    const [a, b] = await Promise.all([session.current(), session.current()]);
    expect(a?.name).toBe('Ada Reader');
    expect(b).toEqual(a);
    expect(names()).toEqual(['getActiveSiteUserWithNewsletters']);
    const stored = JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ version: 'v1.2', token: tokenFingerprint('token-1'), savedAt: 1_000_000 });
    expect(JSON.stringify(stored)).not.toContain('token-1');

    // The next page (a new session object) reads the stored copy…
    expect((await sessionOver(transport, () => now).current())?.id).toBe(7);
    expect(names()).toHaveLength(1);
    // …until it is 24 hours old, or the token is another one.
    now += USER_INFO_TTL_MS;
    await sessionOver(transport, () => now).current();
    expect(names()).toHaveLength(2);
    document.cookie = 'site_user_token=token-2; Path=/';
    await sessionOver(transport, () => now).current();
    expect(names()).toHaveLength(3);
  });

  it('logs the reader out here when the server no longer knows the token (a dead cookie would bypass the page cache)', async () => {
    document.cookie = 'site_user_token=revoked; Path=/';
    document.documentElement.classList.add(SITE_USER_CLASS);
    const { transport } = fakeTransport(activeUser(null));
    expect(await sessionOver(transport).current()).toBeNull();
    expect(document.cookie).not.toContain('site_user_token');
    expect(document.documentElement.classList.contains(SITE_USER_CLASS)).toBe(false);
  });

  it('keeps the cookie when the lookup fails (network), and asks again next time', async () => {
    document.cookie = 'site_user_token=t; Path=/';
    let fail = true;
    const { transport, names } = fakeTransport({
      getActiveSiteUserWithNewsletters: () => {
        if (fail) throw new Error('offline');
        return { getActiveSiteUserWithNewsletters: userInfo() };
      },
    });
    const session = sessionOver(transport);
    await expect(session.current()).rejects.toThrow('offline');
    expect(document.cookie).toContain('site_user_token=t');
    fail = false;
    expect((await session.current())?.id).toBe(7);
    expect(names()).toHaveLength(2);
  });

  it('start() writes the 30-day cookie, keeps the user and clears the registration markers; end() removes them', async () => {
    document.cookie = 'site_user_signup=1; Path=/';
    document.cookie = 'site_user_registering=1; Path=/';
    document.cookie = 'site_user_simulating=1; Path=/';
    const { transport, calls } = fakeTransport({});
    const session = sessionOver(transport);
    const user = session.start({ token: 'fresh', userInfo: userInfo() });
    expect(user.name).toBe('Ada Reader');
    expect(document.cookie).toContain('site_user_token=fresh');
    expect(document.cookie).not.toContain('site_user_signup');
    expect(document.cookie).not.toContain('site_user_registering');
    expect(document.documentElement.classList.contains(SITE_USER_CLASS)).toBe(true);
    expect((await session.current())?.id).toBe(7);
    expect(calls).toEqual([]);

    session.end();
    expect(document.cookie).not.toContain('site_user_token');
    expect(document.cookie).not.toContain('site_user_simulating');
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.classList.contains(SITE_USER_CLASS)).toBe(false);
  });

  it('ignores a stored copy it cannot read', async () => {
    document.cookie = 'site_user_token=t; Path=/';
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{not json');
    const { transport, names } = fakeTransport(activeUser(userInfo()));
    expect((await sessionOver(transport).current())?.id).toBe(7);
    expect(names()).toEqual(['getActiveSiteUserWithNewsletters']);
  });
});
