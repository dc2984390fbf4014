// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import { LoginView } from '../account/login/LoginView.js';
import { initLoginForm, loginRefused } from './loginForm.js';
import { fakeTransport, fill, formOf, graphQLError, messageOf, renderView, resetBrowserState, sessionOver, settle, submit, userInfo } from './testKit.js';

afterEach(resetBrowserState);

const LOGIN_FAILED = 'Please try again or use the reset password link below. If you continue to have issues, please email us at support@edr.example and include browser details.';

function setup({ redirectTo = '/power/gan-chargers', pathname = '/account/login', login = () => ({ loginSiteUser: { token: 'new-token', expiresAt: '2026-04-01T00:00:00Z', userInfo: userInfo() } }) }: { redirectTo?: string; pathname?: string; login?: () => unknown } = {}) {
  renderView(<LoginView redirectTo={redirectTo} pk={null} loginText={null} joinLabel="Join Now" />);
  const fake = fakeTransport({ loginSiteUser: login });
  const navigate = vi.fn<(url: string) => void>();
  initLoginForm(document, { transport: fake.transport, session: sessionOver(fake.transport), navigate }, pathname);
  const form = formOf('login');
  fill('username', ' ada@example.com ');
  fill('password', ' secret password ');
  return { ...fake, navigate, form };
}

describe('the login page', () => {
  it('asks for the e-mail address and password, with the reset link below and a way to join', () => {
    setup();
    expect(document.querySelector('h1')?.textContent).toBe('Login');
    expect(document.querySelector('label[for="login-username"]')?.textContent).toBe('Email Address');
    expect(document.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    const links = Array.from(document.querySelectorAll('.site-user-page__links a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/account/reset-password?redirectTo=%2Fpower%2Fgan-chargers', '/membership/choose?redirectTo=%2Fpower%2Fgan-chargers']);
  });
});

describe('initLoginForm', () => {
  it('logs in: loginSiteUser with the e-mail as username, the token in the cookie, then on to redirectTo', async () => {
    const { form, calls, navigate } = setup();
    submit(form);
    await settle();
    expect(calls).toEqual([{ name: 'loginSiteUser', variables: { username: 'ada@example.com', password: ' secret password ' } }]);
    expect(document.cookie).toContain('site_user_token=new-token');
    expect(navigate).toHaveBeenCalledWith('/power/gan-chargers');
  });

  it('never follows a redirectTo to another site', async () => {
    const { form, navigate } = setup();
    form.dataset.redirectTo = '//evil.example/';
    submit(form);
    await settle();
    expect(navigate).toHaveBeenCalledWith('/account');
  });

  it("shows the server's message when the login fails (002 §8 'Login failure', naming the support address)", async () => {
    const { form, navigate } = setup({
      login: () => {
        throw graphQLError(LOGIN_FAILED, 'UNAUTHENTICATED');
      },
    });
    submit(form);
    await settle();
    expect(messageOf(form)).toBe(LOGIN_FAILED);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('site_user_token');
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });

  it("refuses to log in while a registration is being completed: 'Please complete your registration before you login'", async () => {
    document.cookie = 'site_user_registering=1; Path=/';
    const { form, calls } = setup();
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Please complete your registration before you login');
    expect(calls).toEqual([]);
  });

  it('refuses on a registration page itself', () => {
    expect(loginRefused('/account/registration')).toBe(true);
    expect(loginRefused('/account/login')).toBe(false);
  });
});

describe('the human check', () => {
  it('gets a reCAPTCHA token when the server asks for it, names reCAPTCHA, and logs in again with the token', async () => {
    renderView(<LoginView redirectTo="/account" pk={null} loginText={null} joinLabel="Join Now" />);
    let attempts = 0;
    const fake = fakeTransport({
      loginSiteUser: () => {
        attempts += 1;
        if (attempts === 1) {
          throw new TransportError('Please complete the security check and try again.', {
            status: 429,
            code: 'HUMAN_CHECK_REQUIRED',
            graphQLErrors: [{ message: 'check', extensions: { code: 'HUMAN_CHECK_REQUIRED', recaptchaSiteKey: 'site-key', recaptchaAction: 'login' } }],
          });
        }
        return { loginSiteUser: { token: 'checked', expiresAt: '2026-04-01T00:00:00Z', userInfo: userInfo() } };
      },
    });
    const humanCheck = vi.fn(async () => 'recaptcha-token');
    const navigate = vi.fn<(url: string) => void>();
    initLoginForm(document, { transport: fake.transport, session: sessionOver(fake.transport), navigate }, '/account/login', humanCheck);
    fill('username', 'ada@example.com');
    fill('password', 'secret-password');
    submit(formOf('login'));
    await settle();
    await settle();
    expect(humanCheck).toHaveBeenCalledWith({ siteKey: 'site-key', action: 'login' });
    expect(fake.calls.map((call) => call.variables.recaptchaToken)).toEqual([undefined, 'recaptcha-token']);
    expect(document.querySelector<HTMLElement>('[data-recaptcha-note]')?.hidden).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/account');
  });
});
