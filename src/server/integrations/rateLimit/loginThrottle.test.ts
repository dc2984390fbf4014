import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.js';
import type { HumanCheckResult, HumanVerifier } from '../recaptcha/index.js';
import {
  LOGIN_RULES,
  addressKeyOf,
  backOffDelayMs,
  createLoginThrottle,
  type LoginAttempt,
  type LoginFailureNotice,
  type LoginRules,
} from './loginThrottle.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rateLimiter.js';

// Fake clock and fake sleep: nothing here waits for real time.
function setup({ recaptcha = null, limiter, rules }: { recaptcha?: HumanCheckResult | null; limiter?: RateLimiter; rules?: Partial<LoginRules> } = {}) {
  const clock = { now: 1_000_000 };
  const mails: MailMessage[] = [];
  const logs: Array<{ level: string; message: string; details: object }> = [];
  const slept: number[] = [];
  const verified: Array<{ token: string; remoteIp?: string | undefined; action?: string | undefined }> = [];
  const verifier: HumanVerifier = {
    enabled: recaptcha !== null,
    siteKey: recaptcha !== null ? 'site-key' : null,
    async verify(token, options) {
      verified.push({ token, ...options });
      return recaptcha ?? 'unavailable';
    },
  };
  const log = (level: string) => (details: object, message: string) => void logs.push({ level, message, details });
  const throttle = createLoginThrottle({
    limiter: limiter ?? createMemoryRateLimiter(() => clock.now),
    recaptcha: verifier,
    mailer: { send: async (message) => void mails.push(message) },
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    sleep: async (ms) => void slept.push(ms),
    ...(rules ? { rules } : {}),
  });
  return { throttle, clock, mails, logs, slept, verified };
}

const notice = (holder: LoginFailureNotice['holder'] = { email: 'ed@example.com', name: 'Ed', username: 'ed' }): LoginFailureNotice => ({
  holder,
  siteName: 'Demo',
  resetUrl: 'https://demo.example/admin/user/reset-password',
});
const attempt = (address: string, extra: Partial<LoginAttempt> = {}): LoginAttempt => ({ realm: 'cms', account: 'ed', address, ...extra });

/** What checkLogin does: 'passes' with the human check it used, or the error's code and message. */
async function check(throttle: ReturnType<typeof setup>['throttle'], value: LoginAttempt) {
  try {
    return { passes: await throttle.checkLogin(value) };
  } catch (error) {
    const e = error as { message: string; extensions: Record<string, unknown> };
    return { code: e.extensions.code, message: e.message, extensions: e.extensions };
  }
}

async function fail(throttle: ReturnType<typeof setup>['throttle'], value: LoginAttempt, times = 1, holder?: LoginFailureNotice['holder']) {
  for (let i = 0; i < times; i += 1) await throttle.recordLoginFailure(value, notice(holder));
}

describe('backOffDelayMs', () => {
  it('doubles from one second and stops at five minutes', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backOffDelayMs(n))).toEqual([0, 1000, 2000, 4000, 8000, 16000]);
    expect(backOffDelayMs(9)).toBe(256_000);
    expect(backOffDelayMs(10)).toBe(300_000);
    expect(backOffDelayMs(10_000)).toBe(300_000);
  });
});

describe('addressKeyOf', () => {
  it('counts IPv4 as is and IPv6 per /64 network', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('')).toBe('unknown');
  });
});

describe('login throttle: per account and address, per address', () => {
  it('lets five failures pass, then backs the pair off 1 s, 2 s, 4 s with the seconds in the message', async () => {
    const { throttle, clock } = setup();
    const a = attempt('198.51.100.1');
    await fail(throttle, a, 5);
    expect(await check(throttle, a)).toEqual({ passes: 'none' });
    await fail(throttle, a);
    expect(await check(throttle, a)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-in attempts. Please wait 1 second and try again.',
      extensions: { retryAfterSeconds: 1, http: { status: 429, headers: { 'retry-after': '1' } } },
    });
    clock.now += 1000;
    expect(await check(throttle, a)).toEqual({ passes: 'none' });
    await fail(throttle, a);
    expect((await check(throttle, a)).message).toBe('Too many failed sign-in attempts. Please wait 2 seconds and try again.');
    clock.now += 1500;
    expect((await check(throttle, a)).message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    clock.now += 500;
    await fail(throttle, a);
    expect((await check(throttle, a)).extensions).toMatchObject({ retryAfterSeconds: 4 });
  });

  it('never holds back another address of the same account', async () => {
    const { throttle } = setup();
    const a = attempt('198.51.100.1');
    const b = attempt('198.51.100.2');
    await fail(throttle, a, 9);
    expect((await check(throttle, a)).code).toBe('TOO_MANY_REQUESTS');
    expect(await check(throttle, b)).toEqual({ passes: 'none' });
    const verdict = await throttle.guardLogin(b, async () => ({ ok: true, value: 'tokens' }));
    expect(verdict).toEqual({ ok: true, value: 'tokens' });
  });

  it('backs off an address that fails on many accounts, past twenty failures', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt('198.51.100.9', { account: `user${i}` }));
    expect(await check(throttle, attempt('198.51.100.9', { account: 'user99' }))).toEqual({ passes: 'none' });
    await fail(throttle, attempt('198.51.100.9', { account: 'user20' }));
    expect((await check(throttle, attempt('198.51.100.9', { account: 'user99' }))).code).toBe('TOO_MANY_REQUESTS');
    expect(await check(throttle, attempt('198.51.100.10', { account: 'user99' }))).toEqual({ passes: 'none' });
  });

  it('forgets a pair fifteen quiet minutes after its latest failure, not before', async () => {
    const { throttle, clock } = setup();
    const a = attempt('198.51.100.1');
    await fail(throttle, a, 5);
    clock.now += 10 * 60_000;
    await fail(throttle, a);
    expect((await throttle.status(a)).pairFailures).toBe(6);
    clock.now += 15 * 60_000;
    expect(await throttle.status(a)).toMatchObject({ pairFailures: 0, addressFailures: 0, accountFailures: 0, waitMs: 0 });
  });

  it('starts the pair afresh after the right password, keeping the address and account counts', async () => {
    const { throttle } = setup();
    const a = attempt('198.51.100.1');
    await fail(throttle, a, 6);
    await throttle.recordLoginSuccess(a);
    expect(await throttle.status(a)).toMatchObject({ pairFailures: 0, waitMs: 0, addressFailures: 6, accountFailures: 6 });
  });

  it('counts the typed name, whatever its case, whether or not the account exists', async () => {
    const { throttle } = setup();
    await fail(throttle, attempt('198.51.100.1', { account: ' Ed ' }), 3, null);
    await fail(throttle, attempt('198.51.100.1', { account: 'ED' }), 3, null);
    expect((await throttle.status(attempt('198.51.100.1'))).pairFailures).toBe(6);
  });

  it('keeps realms and sites apart', async () => {
    const { throttle } = setup();
    await fail(throttle, attempt('198.51.100.1'), 6);
    expect(await check(throttle, attempt('198.51.100.1', { realm: 'site', tenantId: 1 }))).toEqual({ passes: 'none' });
    await fail(throttle, attempt('198.51.100.1', { realm: 'site', tenantId: 1 }), 6);
    const site = await check(throttle, attempt('198.51.100.1', { realm: 'site', tenantId: 1 }));
    expect(site.message).toBe('Too many failed login attempts. Please wait 1 second and try again.');
    expect(await check(throttle, attempt('198.51.100.1', { realm: 'site', tenantId: 2 }))).toEqual({ passes: 'none' });
  });
});

describe('login throttle: the per-account ceiling', () => {
  it('past twenty failures from twenty addresses, waits a little per attempt without reCAPTCHA and lets the right password in', async () => {
    const { throttle, slept, mails } = setup();
    for (let i = 0; i < 19; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    expect(await check(throttle, attempt('192.0.2.1'))).toEqual({ passes: 'none' });
    expect(mails).toHaveLength(0);
    await fail(throttle, attempt('203.0.113.19'));
    expect((await throttle.status(attempt('192.0.2.1'))).humanCheck).toBe('delay');
    const verdict = await throttle.guardLogin(attempt('192.0.2.1'), async () => ({ ok: true, value: 'tokens' }));
    expect(verdict).toEqual({ ok: true, value: 'tokens' });
    expect(slept).toEqual([LOGIN_RULES.humanDelayMs]);
  });

  it('logs the ceiling and e-mails the holder once while the attempts go on', async () => {
    const { throttle, mails, logs } = setup();
    for (let i = 0; i < 30; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    await throttle.settled();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ed@example.com',
      category: 'cms-login-alert',
      subject: 'Failed sign-in attempts on your Demo administration account',
    });
    expect(mails[0]!.text).toContain('Hello Ed,');
    expect(mails[0]!.text).toContain('https://demo.example/admin/user/reset-password');
    const warnings = logs.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({ realm: 'cms', account: 'ed', known: true, failures: 20 });
  });

  it('e-mails again only after the attempts stopped for a window and came back', async () => {
    const { throttle, mails, clock } = setup();
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    clock.now += 16 * 60_000;
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    await throttle.settled();
    expect(mails).toHaveLength(2);
  });

  it('mails nobody for an unknown account, and still logs it', async () => {
    const { throttle, mails, logs } = setup();
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt(`203.0.113.${i}`), 1, null);
    await throttle.settled();
    expect(mails).toHaveLength(0);
    expect(logs.find((l) => l.level === 'warn')?.details).toMatchObject({ known: false });
  });

  it('with reCAPTCHA asks for a token, checks it with the address and action, and refuses a bad one', async () => {
    const passing = setup({ recaptcha: 'passed' });
    for (let i = 0; i < 20; i += 1) await fail(passing.throttle, attempt(`203.0.113.${i}`));
    expect(await check(passing.throttle, attempt('192.0.2.1'))).toMatchObject({
      code: 'HUMAN_CHECK_REQUIRED',
      message: 'There have been many failed sign-in attempts for this username. Please complete the security check and try again.',
      extensions: { humanCheck: 'recaptcha', recaptchaSiteKey: 'site-key', recaptchaAction: 'login' },
    });
    expect(passing.verified).toHaveLength(0);
    expect(await check(passing.throttle, attempt('192.0.2.1', { humanProof: 'token' }))).toEqual({ passes: 'recaptcha' });
    expect(passing.verified).toEqual([{ token: 'token', remoteIp: '192.0.2.1', action: 'login' }]);
    expect(passing.slept).toEqual([]);

    const failing = setup({ recaptcha: 'failed' });
    for (let i = 0; i < 20; i += 1) await fail(failing.throttle, attempt(`203.0.113.${i}`));
    expect(await check(failing.throttle, attempt('192.0.2.1', { humanProof: 'token' }))).toMatchObject({
      code: 'HUMAN_CHECK_REQUIRED',
      message: 'The security check could not confirm that you are a person. Please try again.',
    });
  });

  it('falls back to the wait when reCAPTCHA cannot be reached', async () => {
    const { throttle, slept } = setup({ recaptcha: 'unavailable' });
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    expect(await check(throttle, attempt('192.0.2.1', { humanProof: 'token' }))).toEqual({ passes: 'delay' });
    expect(slept).toEqual([LOGIN_RULES.humanDelayMs]);
  });

  it('does not ask Google below the ceiling, even when a token is sent', async () => {
    const { throttle, verified } = setup({ recaptcha: 'passed' });
    expect(await check(throttle, attempt('192.0.2.1', { humanProof: 'token' }))).toEqual({ passes: 'none' });
    expect(verified).toEqual([]);
  });

  it('lifts the ceiling when the holder proves control of the mailbox', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i += 1) await fail(throttle, attempt(`203.0.113.${i}`));
    await throttle.clearAccount({ realm: 'cms', account: 'ED' });
    expect((await throttle.status(attempt('192.0.2.1'))).humanCheck).toBe('none');
  });

  it('guardLogin records a failure verdict and passes on errors that are neither', async () => {
    const { throttle } = setup();
    const a = attempt('198.51.100.1');
    const verdict = await throttle.guardLogin(a, async () => ({ ok: false, ...notice() }));
    expect(verdict.ok).toBe(false);
    expect((await throttle.status(a)).pairFailures).toBe(1);
    await expect(throttle.guardLogin(a, async () => Promise.reject(new Error('no access')))).rejects.toThrow('no access');
    expect((await throttle.status(a)).pairFailures).toBe(1);
  });
});

// The same rules over Redis, the store several nodes share (REDIS_URL).
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('login throttle over Redis', () => {
  const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
  const prefix = `test-login-throttle-${process.pid}-${Date.now()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('backs off, reaches the ceiling once and e-mails once, across two throttles on one Redis', async () => {
    const one = setup({ limiter: createRedisRateLimiter(redis, prefix) });
    const two = setup({ limiter: createRedisRateLimiter(redis, prefix) });
    await fail(one.throttle, attempt('198.51.100.1'), 6);
    expect((await check(two.throttle, attempt('198.51.100.1'))).code).toBe('TOO_MANY_REQUESTS');
    expect(await check(two.throttle, attempt('198.51.100.2'))).toEqual({ passes: 'none' });
    await Promise.all(Array.from({ length: 14 }, (_, i) => fail(i % 2 ? one.throttle : two.throttle, attempt(`203.0.113.${i}`))));
    expect((await one.throttle.status(attempt('192.0.2.1'))).accountFailures).toBe(20);
    await Promise.all([one.throttle.settled(), two.throttle.settled()]);
    expect(one.mails.length + two.mails.length).toBe(1);
  });
});
