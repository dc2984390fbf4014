/**
 * Human verification (reCAPTCHA). Configured when both RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET_KEY are set: a token from the browser is checked with Google's siteverify
 * endpoint (RECAPTCHA_VERIFY_URL overrides it, e.g. www.recaptcha.net or a local stand-in in
 * tests). Without the keys nothing is verified and callers fall back to their own rule (the sign-in
 * throttle waits a few seconds instead).
 */
export type HumanCheckResult =
  /** Google confirmed the token (and, for v3 tokens, the score and action were good enough). */
  | 'passed'
  /** The token was refused, expired, used before, or scored as a bot. */
  | 'failed'
  /** Not configured, or the endpoint could not be reached in time: the caller decides. */
  | 'unavailable';

export interface HumanVerifier {
  /** Whether tokens are verified (both keys set). */
  readonly enabled: boolean;
  /** The public key the browser loads the script with (null when not configured). */
  readonly siteKey: string | null;
  verify(token: string, options?: { remoteIp?: string; action?: string }): Promise<HumanCheckResult>;
}

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (bot) to 1 (person); Google suggests 0.5 to start with. */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_TIMEOUT_MS = 5000;
/** Tokens are about 500 to 2,000 characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 4000;

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export interface RecaptchaOptions {
  siteKey: string | null;
  secretKey: string | null;
  verifyUrl?: string | null;
  timeoutMs?: number;
  minScore?: number;
  fetch?: typeof fetch;
  /** Where an unreachable endpoint or an unexpected answer is reported. */
  log?: { warn(details: object, message: string): void };
}

export function createRecaptchaVerifier(options: RecaptchaOptions): HumanVerifier {
  const { siteKey, secretKey } = options;
  const enabled = Boolean(siteKey && secretKey);
  const url = options.verifyUrl || GOOGLE_SITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS;
  const minScore = options.minScore ?? RECAPTCHA_MIN_SCORE;
  const fetchFn = options.fetch ?? globalThis.fetch;
  return {
    enabled,
    siteKey: enabled ? siteKey : null,
    async verify(token, { remoteIp, action } = {}) {
      if (!enabled || !secretKey) return 'unavailable';
      const value = token.trim();
      if (!value || value.length > MAX_TOKEN_LENGTH) return 'failed';
      const body = new URLSearchParams({ secret: secretKey, response: value });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'reCAPTCHA verification unavailable');
        return 'unavailable';
      }
      const errors = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      // A wrong secret is our configuration's fault, not the visitor's: report it, do not blame them.
      if (errors.includes('invalid-input-secret') || errors.includes('missing-input-secret')) {
        options.log?.warn({ errors }, 'reCAPTCHA refused the secret key (RECAPTCHA_SECRET_KEY)');
        return 'unavailable';
      }
      if (answer.success !== true) return 'failed';
      // v3 tokens carry a score and the action the page named; v2 tokens carry neither.
      if (typeof answer.score === 'number' && answer.score < minScore) return 'failed';
      if (action && typeof answer.action === 'string' && answer.action !== action) return 'failed';
      return 'passed';
    },
  };
}
