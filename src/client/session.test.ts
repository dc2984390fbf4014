import { describe, expect, it, vi } from 'vitest';
import { createCmsSession, nextMidnight, signOnUrl, type CookieJar } from './session.js';
import type { Transport } from './transport.js';

function jar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (name) => values.get(name) ?? null,
    write: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

const NOW = new Date('2026-03-05T15:00:00');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const answer = (suffix: string) => ({
  bearerToken: `bearer-${suffix}`,
  bearerTokenExpiration: later(3_600_000),
  refreshToken: `refresh-${suffix}`,
  refreshTokenExpiration: later(30 * 86_400_000),
});

function setup(cookies: CookieJar, calls: Record<string, () => unknown>) {
  const invoke = (name: string) => {
    const handler = calls[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return Promise.resolve().then(handler);
  };
  const transport = { query: vi.fn(invoke), mutation: vi.fn(invoke) } as unknown as Transport;
  const navigate = vi.fn();
  const reload = vi.fn();
  const clearStoredState = vi.fn();
  const session = createCmsSession({ transport, cookies, now: () => NOW, navigate, reload, clearStoredState, ssoUrl: null });
  return { session, transport, navigate, reload, clearStoredState };
}

describe('CMS session (spec 000 §4)', () => {
  it('login stores the bearer token, its expiry, the refresh token and the validity flag', async () => {
    const cookies = jar();
    const { session } = setup(cookies, { loginCmsUser: () => ({ loginCmsUser: answer('a') }) });
    expect(session.state()).toBe('logged-out');
    await session.login('admin', 'pw');
    expect(session.state()).toBe('logged-in');
    expect(cookies.values.get('cms_token')).toBe('bearer-a');
    expect(cookies.values.get('cms_token_expires')).toBe(later(3_600_000));
    expect(cookies.values.get('cms_refresh_token')).toBe('refresh-a');
    expect(cookies.values.get('cms_token_valid')).toBe('1');
  });

  it('login sends a reCAPTCHA token only when it has one', async () => {
    const cookies = jar();
    const { session, transport } = setup(cookies, { loginCmsUser: () => ({ loginCmsUser: answer('a') }) });
    await session.login('admin', 'pw');
    await session.login('admin', 'pw', { recaptchaToken: 'token' });
    expect(vi.mocked(transport.mutation).mock.calls.map((call) => call[1])).toEqual([
      { username: 'admin', password: 'pw' },
      { username: 'admin', password: 'pw', recaptchaToken: 'token' },
    ]);
  });

  it('a failed login stores nothing', async () => {
    const cookies = jar();
    const { session } = setup(cookies, {
      loginCmsUser: () => {
        throw new Error('The username or password is incorrect.');
      },
    });
    await expect(session.login('admin', 'bad')).rejects.toThrow('The username or password is incorrect.');
    expect(cookies.values.size).toBe(0);
  });

  it('at start, trusts a token whose validity flag has not expired', async () => {
    const cookies = jar({ cms_token: 't', cms_token_expires: later(60_000), cms_token_valid: '1' });
    const { session, transport } = setup(cookies, {});
    expect(await session.start()).toBe('logged-in');
    expect(transport.query).not.toHaveBeenCalled();
  });

  it('after midnight (no flag), validates the token and sets the flag again', async () => {
    const cookies = jar({ cms_token: 't', cms_token_expires: later(60_000) });
    const { session } = setup(cookies, { validateCMSUserBearerToken: () => ({ validateCMSUserBearerToken: { valid: true } }) });
    expect(await session.start()).toBe('logged-in');
    expect(cookies.values.get('cms_token_valid')).toBe('1');
  });

  it('an invalid token is refreshed; an expired one is refreshed without validating', async () => {
    const invalid = jar({ cms_token: 't', cms_token_expires: later(60_000), cms_refresh_token: 'r' });
    const first = setup(invalid, {
      validateCMSUserBearerToken: () => ({ validateCMSUserBearerToken: { valid: false } }),
      refreshTokenCmsUser: () => ({ refreshTokenCmsUser: answer('b') }),
    });
    expect(await first.session.start()).toBe('logged-in');
    expect(invalid.values.get('cms_token')).toBe('bearer-b');

    const expired = jar({ cms_token: 't', cms_token_expires: later(-1), cms_refresh_token: 'r', cms_token_valid: '1' });
    const second = setup(expired, { refreshTokenCmsUser: () => ({ refreshTokenCmsUser: answer('c') }) });
    expect(await second.session.ensureFreshToken()).toBe(true);
    expect(expired.values.get('cms_refresh_token')).toBe('refresh-c');
    expect(second.transport.query).not.toHaveBeenCalled();
  });

  it('a failed refresh logs out and reloads', async () => {
    const cookies = jar({ cms_token: 't', cms_token_expires: later(-1), cms_refresh_token: 'r' });
    const { session, reload, clearStoredState } = setup(cookies, {
      refreshTokenCmsUser: () => {
        throw new Error('Your session has expired. Please sign in again.');
      },
    });
    expect(await session.start()).toBe('logged-out');
    expect(cookies.values.size).toBe(0);
    expect(clearStoredState).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logout revokes on the server, clears stored state and goes to the sign-on page, even if the call fails', async () => {
    const cookies = jar({ cms_token: 't', cms_token_expires: later(60_000), cms_refresh_token: 'r', cms_token_valid: '1' });
    const { session, navigate, clearStoredState, transport } = setup(cookies, {
      logoutCmsUser: () => {
        throw new Error('network');
      },
    });
    await session.logout();
    expect(transport.mutation).toHaveBeenCalledWith('logoutCmsUser', {});
    expect(cookies.values.size).toBe(0);
    expect(clearStoredState).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });
});

describe('helpers', () => {
  it('nextMidnight is the start of the next local day', () => {
    const midnight = nextMidnight(new Date('2026-03-05T23:59:00'));
    expect([midnight.getDate(), midnight.getHours(), midnight.getMinutes()]).toEqual([6, 0, 0]);
  });

  it('signOnUrl carries the redirect, and noToken always means /admin/login', () => {
    expect(signOnUrl({ redirect: '/admin/content?type=Article' })).toBe('/admin/login?redirect=%2Fadmin%2Fcontent%3Ftype%3DArticle');
    expect(signOnUrl({ ssoUrl: 'https://sso.example.com/login', redirect: '/admin' })).toBe('https://sso.example.com/login?redirect=%2Fadmin');
    expect(signOnUrl({ ssoUrl: 'https://sso.example.com/login', redirect: '/admin', noToken: true })).toBe('/admin/login?redirect=%2Fadmin');
  });
});
