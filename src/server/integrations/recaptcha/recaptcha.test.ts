import { describe, expect, it } from 'vitest';
import { GOOGLE_SITEVERIFY_URL, createRecaptchaVerifier } from './index.js';

// A stand-in for fetch: no network. Records each request and answers with the given JSON (or throws).
function fakeFetch(answer: unknown | (() => never), status = 200) {
  const calls: Array<{ url: string; body: URLSearchParams; signal: AbortSignal | null | undefined }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: new URLSearchParams(String(init.body)), signal: init.signal });
    if (typeof answer === 'function') (answer as () => never)();
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const keys = { siteKey: 'site', secretKey: 'secret' };

describe('reCAPTCHA verifier', () => {
  it('is off without both keys, and then verifies nothing', async () => {
    const { fetch, calls } = fakeFetch({ success: true });
    for (const config of [{ siteKey: null, secretKey: null }, { siteKey: 'site', secretKey: null }, { siteKey: null, secretKey: 'secret' }]) {
      const verifier = createRecaptchaVerifier({ ...config, fetch });
      expect(verifier.enabled).toBe(false);
      expect(verifier.siteKey).toBeNull();
      expect(await verifier.verify('token')).toBe('unavailable');
    }
    expect(calls).toHaveLength(0);
  });

  it("posts secret, token and address to Google's siteverify with a timeout", async () => {
    const { fetch, calls } = fakeFetch({ success: true, score: 0.9, action: 'login' });
    const verifier = createRecaptchaVerifier({ ...keys, fetch });
    expect(verifier.siteKey).toBe('site');
    expect(await verifier.verify(' token ', { remoteIp: '192.0.2.1', action: 'login' })).toBe('passed');
    expect(calls[0]!.url).toBe(GOOGLE_SITEVERIFY_URL);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({ secret: 'secret', response: 'token', remoteip: '192.0.2.1' });
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses the configured endpoint', async () => {
    const { fetch, calls } = fakeFetch({ success: true });
    await createRecaptchaVerifier({ ...keys, verifyUrl: 'https://www.recaptcha.net/recaptcha/api/siteverify', fetch }).verify('t');
    expect(calls[0]!.url).toBe('https://www.recaptcha.net/recaptcha/api/siteverify');
  });

  it('fails a refused token, a low v3 score and another action; passes a v2 token (no score)', async () => {
    const verify = (answer: unknown) => createRecaptchaVerifier({ ...keys, fetch: fakeFetch(answer).fetch }).verify('t', { action: 'login' });
    expect(await verify({ success: false, 'error-codes': ['invalid-input-response'] })).toBe('failed');
    expect(await verify({ success: true, score: 0.3, action: 'login' })).toBe('failed');
    expect(await verify({ success: true, score: 0.9, action: 'newsletterSubscribeSignUp' })).toBe('failed');
    expect(await verify({ success: true })).toBe('passed');
  });

  it('fails an empty or oversized token without asking Google', async () => {
    const { fetch, calls } = fakeFetch({ success: true });
    const verifier = createRecaptchaVerifier({ ...keys, fetch });
    expect(await verifier.verify('   ')).toBe('failed');
    expect(await verifier.verify('x'.repeat(5000))).toBe('failed');
    expect(calls).toHaveLength(0);
  });

  it('is unavailable (and says so in the log) when Google cannot be reached, times out, errs or refuses our secret', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => void warnings.push(message) };
    const timeout = () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const offline = () => {
      throw new TypeError('fetch failed');
    };
    for (const { answer, status } of [
      { answer: timeout, status: 200 },
      { answer: offline, status: 200 },
      { answer: { error: 'oops' }, status: 500 },
      { answer: { success: false, 'error-codes': ['invalid-input-secret'] }, status: 200 },
    ]) {
      const verifier = createRecaptchaVerifier({ ...keys, fetch: fakeFetch(answer, status).fetch, log });
      expect(await verifier.verify('t')).toBe('unavailable');
    }
    expect(warnings).toHaveLength(4);
  });
});
