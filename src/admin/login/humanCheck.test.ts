import { describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import { HUMAN_CHECK_UNAVAILABLE, humanCheckOf, signInWithHumanCheck } from './humanCheck.js';

const humanCheck = (extensions: Record<string, unknown> = { recaptchaSiteKey: 'site-key', recaptchaAction: 'login' }) =>
  new TransportError('There have been many failed sign-in attempts for this username. Please complete the security check and try again.', {
    status: 429,
    code: 'HUMAN_CHECK_REQUIRED',
    graphQLErrors: [{ message: 'x', extensions: { code: 'HUMAN_CHECK_REQUIRED', humanCheck: 'recaptcha', ...extensions } }],
  });

const backOff = new TransportError('Too many failed sign-in attempts. Please wait 4 seconds and try again.', {
  status: 429,
  code: 'TOO_MANY_REQUESTS',
  graphQLErrors: [{ message: 'x', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 4 } }],
});

describe('humanCheckOf', () => {
  it('reads the site key and action of a HUMAN_CHECK_REQUIRED answer', () => {
    expect(humanCheckOf(humanCheck())).toEqual({ siteKey: 'site-key', action: 'login' });
    expect(humanCheckOf(humanCheck({ recaptchaSiteKey: 'k' }))).toEqual({ siteKey: 'k', action: 'login' });
  });

  it('is null for every other failure, and without a site key', () => {
    expect(humanCheckOf(backOff)).toBeNull();
    expect(humanCheckOf(new Error('boom'))).toBeNull();
    expect(humanCheckOf(humanCheck({ recaptchaSiteKey: null }))).toBeNull();
  });
});

describe('signInWithHumanCheck', () => {
  it('signs in without loading anything when the server does not ask', async () => {
    const signIn = vi.fn(async () => undefined);
    const getToken = vi.fn(async () => 'token');
    await signInWithHumanCheck(signIn, getToken);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('gets a token when asked and signs in once more with it', async () => {
    const signIn = vi.fn(async (token?: string) => {
      if (!token) throw humanCheck();
    });
    const getToken = vi.fn(async () => 'token-1');
    await signInWithHumanCheck(signIn, getToken);
    expect(getToken).toHaveBeenCalledWith({ siteKey: 'site-key', action: 'login' });
    expect(signIn.mock.calls).toEqual([[], ['token-1']]);
  });

  it('passes the back-off message and a refused second try on as they are', async () => {
    await expect(signInWithHumanCheck(async () => Promise.reject(backOff), async () => 'token')).rejects.toBe(backOff);
    const refused = humanCheck();
    await expect(signInWithHumanCheck(async () => Promise.reject(refused), async () => 'token')).rejects.toBe(refused);
  });

  it('says so when the check cannot run in this browser', async () => {
    const getToken = async () => Promise.reject(new Error('script blocked'));
    await expect(signInWithHumanCheck(async () => Promise.reject(humanCheck()), getToken)).rejects.toThrow(HUMAN_CHECK_UNAVAILABLE);
  });
});
