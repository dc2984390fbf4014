// A tiny cookie kit: enough for session tokens and developer overrides, nothing more.
// Spec 000 §9: cookies default to path '/'. The pure functions (serialize, parse) also serve SSR,
// where the Cookie request header replaces `document.cookie`.

export interface CookieOptions {
  /** Defaults to '/' (spec 000 §9). */
  path?: string;
  /** Lifetime in seconds; wins over `expires` in browsers. */
  maxAge?: number;
  expires?: Date;
  domain?: string;
  /** Defaults to 'Lax': sent on top-level navigation, not on cross-site subrequests. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages (and always for SameSite=None, which browsers require). */
  secure?: boolean;
}

// RFC 6265 token characters; anything else would corrupt the header.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const sameSite = options.sameSite ?? 'Lax';
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.domain !== undefined) parts.push(`Domain=${options.domain}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires !== undefined) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push(`SameSite=${sameSite}`);
  if (options.secure ?? (sameSite === 'None' || isHttpsPage())) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a Cookie header (or `document.cookie`) into name → decoded value; the first one wins. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    // Browsers list the most specific path first, so keep the first of duplicate names.
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    cookies[name] = safeDecode(stripQuotes(pair.slice(equals + 1).trim()));
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookieHeader(document.cookie)[name] ?? null;
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}

/** Path and domain must match the ones used when writing, or the browser keeps the cookie. */
export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  writeCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function stripQuotes(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie written by another tool may hold a stray '%': keep it as it is.
    return value;
  }
}
