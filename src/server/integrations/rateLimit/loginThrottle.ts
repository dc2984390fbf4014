import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { appError } from '../../graphql/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { HumanVerifier } from '../recaptcha/index.js';
import type { RateLimiter } from './rateLimiter.js';

/**
 * The sign-in throttle shared by CMS users (loginCmsUser) and site users (loginSiteUser): it slows
 * down whoever guesses, and never locks the owner out (docs/sign-in-throttling.md).
 *
 * - Failures are counted per (account, address) and per address. Past a few free failures each
 *   further failure makes that pair, or that address, wait before its next attempt: 1 s, 2 s, 4 s …
 *   up to 5 minutes. Another address is not affected, so the owner signs in from their own.
 * - Failures are also counted per account across all addresses (distributed guessing). Past the
 *   ceiling every attempt on the account needs proof of a person — a reCAPTCHA token when
 *   reCAPTCHA is configured, otherwise a few seconds' wait per attempt — and the right password
 *   still signs in. Reaching the ceiling is logged and the account holder is told by e-mail, once
 *   while the attempts go on.
 * - What was typed is counted, whether or not such an account exists, so no answer tells the two apart.
 *
 * Counters forget a key 15 minutes after its latest failure. They live in the RateLimiter: memory
 * on one node, Redis when REDIS_URL is set (shared by every node).
 */
export type LoginRealm = 'cms' | 'site';

export interface LoginRules {
  /** A counter forgets 15 minutes after its latest failure. */
  windowMs: number;
  /** Failures of one account from one address before the back-off starts. */
  pairFreeFailures: number;
  /** Failures from one address (all accounts) before the back-off starts. */
  addressFreeFailures: number;
  /** The first wait; each further failure doubles it … */
  firstDelayMs: number;
  /** … up to this. */
  maxDelayMs: number;
  /** Failures of one account from all addresses before every attempt needs the human check. */
  accountCeiling: number;
  /** The wait per attempt past the ceiling when reCAPTCHA is not configured (or unreachable). */
  humanDelayMs: number;
}

export const LOGIN_RULES: Readonly<LoginRules> = Object.freeze({
  windowMs: 15 * 60 * 1000,
  pairFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  accountCeiling: 20,
  humanDelayMs: 3000,
});

/** The reCAPTCHA v3 action the sign-in pages execute and the server expects. */
export const LOGIN_RECAPTCHA_ACTION = 'login';

/** One sign-in attempt, as the login mutation sees it. */
export interface LoginAttempt {
  realm: LoginRealm;
  /** The username or e-mail address as typed (trimmed and lower-cased here). */
  account: string;
  /** The client's address (ctx.ip); IPv6 addresses count per /64. */
  address: string;
  /** The site. Site users are counted per site; CMS users across sites (the id only marks their e-mail). */
  tenantId?: number | null;
  /** The reCAPTCHA token the page sent (recaptchaToken), needed past the ceiling when configured. */
  humanProof?: string | null;
}

/** Who to tell when an account reaches the ceiling; the holder is null for an unknown account. */
export interface LoginFailureNotice {
  holder: { email: string; name: string; username: string } | null;
  /** The site's name, as the e-mail names it. */
  siteName: string;
  /** Where the holder can choose a new password. */
  resetUrl: string;
}

export type HumanCheck = 'none' | 'recaptcha' | 'delay';

export type LoginVerdict<T> = { ok: true; value: T } | ({ ok: false } & LoginFailureNotice);

export interface LoginStatus {
  pairFailures: number;
  addressFailures: number;
  accountFailures: number;
  /** Milliseconds this account and address must still wait (0: may try now). */
  waitMs: number;
  /** What an attempt needs now: nothing, a reCAPTCHA token, or a wait of humanDelayMs. */
  humanCheck: HumanCheck;
}

export interface LoginThrottle {
  readonly rules: Readonly<LoginRules>;
  /**
   * Before the password is verified: throws TOO_MANY_REQUESTS (with the seconds to wait) while this
   * pair or address backs off, HUMAN_CHECK_REQUIRED past the ceiling without a valid reCAPTCHA
   * token; past the ceiling without reCAPTCHA it waits humanDelayMs and lets the attempt through.
   */
  checkLogin(attempt: LoginAttempt): Promise<HumanCheck>;
  /** After a wrong password (or unknown account, or inactive user): counts, backs off, tells the holder. */
  recordLoginFailure(attempt: LoginAttempt, notice: LoginFailureNotice): Promise<void>;
  /** After the right password: the pair starts afresh (the address and account counts stay). */
  recordLoginSuccess(attempt: LoginAttempt): Promise<void>;
  /**
   * The whole sequence in one call: check, verify, record. `verify` looks the account up and checks
   * the password; it returns { ok: true, value } or { ok: false, holder, siteName, resetUrl }, and may
   * throw for outcomes that are neither (such as a CMS user without access to the site).
   */
  guardLogin<T>(attempt: LoginAttempt, verify: () => Promise<LoginVerdict<T>>): Promise<LoginVerdict<T>>;
  /** After the holder proved control of the mailbox (password reset): the account's count starts afresh. */
  clearAccount(attempt: Pick<LoginAttempt, 'realm' | 'account' | 'tenantId'>): Promise<void>;
  /** The counts and what an attempt needs now (for tests and diagnostics; changes nothing). */
  status(attempt: LoginAttempt): Promise<LoginStatus>;
  /** Resolves once the e-mails already started have been written (tests, shutdown). */
  settled(): Promise<void>;
}

type Words = { attempts: string; verb: string; area: (siteName: string) => string };
const WORDS: Record<LoginRealm, Words> = {
  cms: { attempts: 'sign-in', verb: 'sign in', area: (siteName) => `${siteName} administration account` },
  site: { attempts: 'login', verb: 'log in', area: (siteName) => `${siteName} account` },
};

export const LOGIN_THROTTLE_MESSAGES = {
  backOff: (realm: LoginRealm, seconds: number) =>
    `Too many failed ${WORDS[realm].attempts} attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  humanCheckRequired: (realm: LoginRealm) =>
    `There have been many failed ${WORDS[realm].attempts} attempts for this username. Please complete the security check and try again.`,
  humanCheckFailed: () => 'The security check could not confirm that you are a person. Please try again.',
} as const;

/** The wait after the n-th failure past the free ones (n ≥ 1): 1 s, 2 s, 4 s … capped. */
export function backOffDelayMs(failuresPastFree: number, rules: Pick<LoginRules, 'firstDelayMs' | 'maxDelayMs'> = LOGIN_RULES): number {
  if (failuresPastFree < 1) return 0;
  // 2^30 already exceeds any sensible cap; the exponent is bounded so the number stays finite.
  return Math.min(rules.firstDelayMs * 2 ** Math.min(failuresPastFree - 1, 30), rules.maxDelayMs);
}

/** An address as it is counted: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network. */
export function addressKeyOf(ip: string): string {
  const value = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  const bare = value.split('%')[0] ?? '';
  if (!isIPv6(bare)) return value.slice(0, 100) || 'unknown';
  const [left = '', right] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const full = right === undefined ? head : [...head, ...Array<string>(Math.max(8 - head.length - tail.length, 0)).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : Number.parseInt(g, 16).toString(16)))
    .join(':')}::/64`;
}

/** The account as counted: what was typed, normalised and hashed (no usernames stored in Redis). */
const accountKeyOf = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase().slice(0, 320)).digest('base64url').slice(0, 22);

function keysOf(attempt: Pick<LoginAttempt, 'realm' | 'account' | 'tenantId'> & { address?: string }) {
  const scope = attempt.realm === 'site' ? `login:site:${attempt.tenantId ?? 0}` : 'login:cms';
  const account = accountKeyOf(attempt.account);
  const address = addressKeyOf(attempt.address ?? '');
  return {
    pair: `${scope}:pair:${account}:${address}`,
    pairWait: `${scope}:pair-wait:${account}:${address}`,
    address: `${scope}:addr:${address}`,
    addressWait: `${scope}:addr-wait:${address}`,
    account: `${scope}:acct:${account}`,
  };
}

export interface LoginThrottleDeps {
  limiter: RateLimiter;
  recaptcha: HumanVerifier;
  mailer: Mailer;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  rules?: Partial<LoginRules>;
  /** Waits past the ceiling without reCAPTCHA; injected by unit tests (no real sleeps there). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLoginThrottle(deps: LoginThrottleDeps): LoginThrottle {
  const rules: Readonly<LoginRules> = Object.freeze({ ...LOGIN_RULES, ...deps.rules });
  const { limiter, recaptcha, mailer, log } = deps;
  const sleep = deps.sleep ?? realSleep;
  const pending = new Set<Promise<void>>();
  const sliding = { sliding: true } as const;

  function backOffError(realm: LoginRealm, waitMs: number) {
    const seconds = Math.max(Math.ceil(waitMs / 1000), 1);
    return appError('TOO_MANY_REQUESTS', LOGIN_THROTTLE_MESSAGES.backOff(realm, seconds), {
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'retry-after': String(seconds) } },
    });
  }

  function humanCheckError(message: string) {
    return appError('HUMAN_CHECK_REQUIRED', message, {
      humanCheck: 'recaptcha',
      recaptchaSiteKey: recaptcha.siteKey,
      recaptchaAction: LOGIN_RECAPTCHA_ACTION,
    });
  }

  async function counts(attempt: LoginAttempt) {
    const keys = keysOf(attempt);
    const [pairFailures, addressFailures, accountFailures, pairWait, addressWait] = await Promise.all([
      limiter.count(keys.pair),
      limiter.count(keys.address),
      limiter.count(keys.account),
      limiter.heldFor(keys.pairWait),
      limiter.heldFor(keys.addressWait),
    ]);
    return { pairFailures, addressFailures, accountFailures, waitMs: Math.max(pairWait, addressWait) };
  }

  /** The e-mail to the holder; not awaited by the attempt, so its time reveals nothing. */
  function notify(attempt: LoginAttempt, notice: LoginFailureNotice) {
    const { holder } = notice;
    if (!holder) return;
    const words = WORDS[attempt.realm];
    const minutes = Math.round(rules.windowMs / 60_000);
    const sending = mailer
      .send({
        to: holder.email,
        subject: `Failed ${words.attempts} attempts on your ${words.area(notice.siteName)}`,
        text:
          `Hello${holder.name ? ` ${holder.name}` : ''},\n\n` +
          `Someone has tried to ${words.verb} to your ${words.area(notice.siteName)} (${holder.username}) with a wrong password ` +
          `${rules.accountCeiling} times within ${minutes} minutes.\n\n` +
          `Your account is not locked: you can ${words.verb} as usual. While the attempts go on, the page may ask you to confirm ` +
          `that you are a person, or take a few seconds longer.\n\n` +
          `If these attempts were not yours, your password has held so far. If it is short or you use it elsewhere, choose a new one:\n\n` +
          `${notice.resetUrl}\n\n` +
          `You get this e-mail once while the attempts go on.`,
        category: `${attempt.realm}-login-alert`,
        tenantId: attempt.tenantId ?? null,
      })
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error), realm: attempt.realm }, 'sign-in alert e-mail failed'));
    const tracked = sending.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  const throttle: LoginThrottle = {
    rules,

    async checkLogin(attempt) {
      const { accountFailures, waitMs } = await counts(attempt);
      if (waitMs > 0) throw backOffError(attempt.realm, waitMs);
      if (accountFailures < rules.accountCeiling) return 'none';
      if (recaptcha.enabled) {
        const token = attempt.humanProof?.trim();
        if (!token) throw humanCheckError(LOGIN_THROTTLE_MESSAGES.humanCheckRequired(attempt.realm));
        const result = await recaptcha.verify(token, { remoteIp: attempt.address, action: LOGIN_RECAPTCHA_ACTION });
        if (result === 'passed') return 'recaptcha';
        if (result === 'failed') {
          log.info({ realm: attempt.realm, address: addressKeyOf(attempt.address) }, 'sign-in refused: reCAPTCHA token not accepted');
          throw humanCheckError(LOGIN_THROTTLE_MESSAGES.humanCheckFailed());
        }
        // Google unreachable: a person must still be able to sign in, so the delay stands in.
      }
      await sleep(rules.humanDelayMs);
      return 'delay';
    },

    async recordLoginFailure(attempt, notice) {
      const keys = keysOf(attempt);
      const [pair, address, account] = await Promise.all([
        limiter.hit(keys.pair, rules.windowMs, sliding),
        limiter.hit(keys.address, rules.windowMs, sliding),
        limiter.hit(keys.account, rules.windowMs, sliding),
      ]);
      await Promise.all([
        pair.count > rules.pairFreeFailures ? limiter.hold(keys.pairWait, backOffDelayMs(pair.count - rules.pairFreeFailures, rules)) : null,
        address.count > rules.addressFreeFailures
          ? limiter.hold(keys.addressWait, backOffDelayMs(address.count - rules.addressFreeFailures, rules))
          : null,
      ]);
      // The counter is shared and incremented atomically, so exactly one failure sees the ceiling.
      if (account.count === rules.accountCeiling) {
        log.warn(
          {
            realm: attempt.realm,
            tenantId: attempt.tenantId ?? null,
            account: attempt.account.trim().toLowerCase().slice(0, 100),
            known: notice.holder !== null,
            address: addressKeyOf(attempt.address),
            failures: account.count,
          },
          'sign-in ceiling reached: attempts on this account now need the human check',
        );
        notify(attempt, notice);
      }
    },

    async recordLoginSuccess(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([limiter.reset(keys.pair), limiter.reset(keys.pairWait)]);
    },

    async guardLogin(attempt, verify) {
      await throttle.checkLogin(attempt);
      const verdict = await verify();
      if (verdict.ok) await throttle.recordLoginSuccess(attempt);
      else await throttle.recordLoginFailure(attempt, verdict);
      return verdict;
    },

    async clearAccount(attempt) {
      await limiter.reset(keysOf(attempt).account);
    },

    async status(attempt) {
      const state = await counts(attempt);
      const humanCheck: HumanCheck = state.accountFailures < rules.accountCeiling ? 'none' : recaptcha.enabled ? 'recaptcha' : 'delay';
      return { ...state, humanCheck };
    },

    async settled() {
      await Promise.all([...pending]);
    },
  };
  return throttle;
}
