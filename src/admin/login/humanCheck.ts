// The human check of the sign-in throttle (docs/sign-in-throttling.md). Once an account has had
// many failed sign-ins from many addresses, the server answers HUMAN_CHECK_REQUIRED with the public
// reCAPTCHA key; the form then loads reCAPTCHA v3 (invisible: no puzzle, the score decides), gets a
// token for the action the server named and signs in again with it. Nothing is loaded before the
// server asks, so an ordinary sign-in (and every test) never fetches Google's script.
import { isTransportError } from '../../client/errors.js';

export interface HumanCheckRequest {
  siteKey: string;
  action: string;
}

/** When the security check cannot be run in this browser (script blocked, offline, timed out). */
export const HUMAN_CHECK_UNAVAILABLE =
  'The security check could not be loaded. Please allow www.google.com and www.gstatic.com, or try again in a few minutes.';

/** The reCAPTCHA request of a HUMAN_CHECK_REQUIRED answer; null for every other failure. */
export function humanCheckOf(error: unknown): HumanCheckRequest | null {
  if (!isTransportError(error) || error.code !== 'HUMAN_CHECK_REQUIRED') return null;
  const extensions = error.graphQLErrors?.[0]?.extensions ?? {};
  const siteKey = extensions.recaptchaSiteKey;
  if (typeof siteKey !== 'string' || siteKey === '') return null;
  const action = typeof extensions.recaptchaAction === 'string' && extensions.recaptchaAction ? extensions.recaptchaAction : 'login';
  return { siteKey, action };
}

/**
 * Signs in; when the server asks for the human check, gets one token and signs in once more with
 * it. Any other failure (wrong password, back-off with its seconds) is thrown as it came.
 */
export async function signInWithHumanCheck(
  signIn: (recaptchaToken?: string) => Promise<void>,
  getToken: (request: HumanCheckRequest) => Promise<string>,
): Promise<void> {
  try {
    await signIn();
    return;
  } catch (error) {
    const request = humanCheckOf(error);
    if (!request) throw error;
    let token: string;
    try {
      token = await getToken(request);
    } catch {
      throw new Error(HUMAN_CHECK_UNAVAILABLE);
    }
    await signIn(token);
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
let loading: Promise<Grecaptcha> | null = null;

/** Loads reCAPTCHA v3 once per page (a failed load may be tried again). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA timed out')), SCRIPT_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA did not start'));
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    // The badge is hidden (spec 000: "its badge hidden automatically"); the form names reCAPTCHA instead.
    const style = document.createElement('style');
    style.textContent = '.grecaptcha-badge { visibility: hidden; }';
    document.head.append(style, script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh reCAPTCHA v3 token (tokens are single-use and live two minutes). */
export async function recaptchaToken({ siteKey, action }: HumanCheckRequest): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
