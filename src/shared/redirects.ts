/**
 * Redirect rules shared by the admin form and the server (spec 001 §3 "Redirect": from, to;
 * 002 §2 "Page resolution"; 000 §8 "Missing redirect: Empty result, no error").
 *
 * `from` is a path of this site ('/old-page'); it is stored without query string, fragment or
 * trailing slash so that a lookup is a single exact match. `to` is a path of this site or an
 * absolute http(s) URL. A redirect may not point back to itself through other redirects.
 */

import { linkMessage, linkProblem } from './links.js';

export const REDIRECT_PATH_MAX_LENGTH = 2000;

export type RedirectSourceName = 'manual' | 'section-alias' | 'content-alias';

export const REDIRECT_SOURCE_LABELS: Readonly<Record<RedirectSourceName, string>> = {
  manual: 'Manual',
  'section-alias': 'Section alias',
  'content-alias': 'Content alias',
};

export const REDIRECT_MESSAGES = {
  fromPath: 'From must be a path starting with /',
  fromQuery: 'From must be a path without a query string or #fragment',
  toTarget: 'To must be a path starting with / or a full http(s) URL',
  tooLong: `At most ${REDIRECT_PATH_MAX_LENGTH} characters`,
  sameAsFrom: 'To must differ from From',
} as const;

export const duplicateRedirectMessage = (from: string) => `A redirect from ${from} already exists.`;

export const redirectLoopMessage = (cycle: readonly string[]) => `This redirect would create a loop: ${cycle.join(' → ')}`;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** No trailing slash (except the root '/'), runs of slashes collapsed. */
function tidyPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** A `from` as an editor typed it: the stored form, or the message of the rule it breaks. */
export function parseRedirectFrom(raw: string): { path: string | null; error: string | null } {
  const value = raw.trim();
  if (value.length > REDIRECT_PATH_MAX_LENGTH) return { path: null, error: REDIRECT_MESSAGES.tooLong };
  const problem = linkProblem(value, { allow: 'path' });
  if (problem === 'backslash' || problem === 'control') return { path: null, error: linkMessage(problem, REDIRECT_MESSAGES.fromPath, 'path') };
  if (problem || !value.startsWith('/') || SCHEME.test(value) || /\s/.test(value)) {
    return { path: null, error: REDIRECT_MESSAGES.fromPath };
  }
  if (/[?#]/.test(value)) return { path: null, error: REDIRECT_MESSAGES.fromQuery };
  return { path: tidyPath(value), error: null };
}

/**
 * A `to`: a path of this site (kept as typed, query allowed) or an absolute http(s) URL — never a
 * form a browser reads as another host (`//host`, `/\host`, links.ts).
 */
export function parseRedirectTo(raw: string): { target: string | null; error: string | null } {
  const value = raw.trim();
  if (value.length > REDIRECT_PATH_MAX_LENGTH) return { target: null, error: REDIRECT_MESSAGES.tooLong };
  const problem = linkProblem(value);
  if (problem) return { target: null, error: linkMessage(problem, REDIRECT_MESSAGES.toTarget) };
  if (/\s/.test(value)) return { target: null, error: REDIRECT_MESSAGES.toTarget };
  if (value.startsWith('/') || HTTP_URL.test(value)) return { target: value, error: null };
  return { target: null, error: REDIRECT_MESSAGES.toTarget };
}

/** A stored `to` that may be sent as a Location (rows saved before the rule may not be). */
export const isFollowableRedirectTarget = (to: string): boolean => linkProblem(to) === null && !/\s/.test(to.trim());

/**
 * The lookup key of a requested address: scheme and host dropped when a full URL was passed,
 * query string and fragment dropped, trailing slash removed. Returns the key and the query
 * string (without '?') for preserveQueryString. Null when the text is not a path at all.
 */
export function redirectLookupKey(requested: string): { path: string; query: string } | null {
  let value = requested.trim();
  if (!value || value.length > REDIRECT_PATH_MAX_LENGTH * 2) return null;
  const absolute = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*(.*)$/i.exec(value);
  if (absolute) value = absolute[1] || '/';
  const hashAt = value.indexOf('#');
  if (hashAt >= 0) value = value.slice(0, hashAt);
  const queryAt = value.indexOf('?');
  const query = queryAt >= 0 ? value.slice(queryAt + 1) : '';
  const path = queryAt >= 0 ? value.slice(0, queryAt) : value;
  if (!path.startsWith('/') || /\s/.test(path)) return null;
  return { path: tidyPath(path), query };
}

/** The path a `to` leads to on this site (for loop detection); null for another site's URL. */
export function internalPathOf(to: string): string | null {
  if (!to.startsWith('/') || linkProblem(to, { allow: 'path' }) !== null) return null;
  return redirectLookupKey(to)?.path ?? null;
}

/**
 * Following `to` through the existing redirects (from → to), does the chain come back to
 * `from`? Returns the cycle to show ([from, to, ..., from]) or null.
 */
export function findRedirectLoop(from: string, to: string, next: (path: string) => string | undefined): string[] | null {
  const chain = [from];
  const seen = new Set<string>();
  for (let at = internalPathOf(to); at !== null; ) {
    chain.push(at);
    if (at === from) return chain;
    if (seen.has(at) || chain.length > 50) return null;
    seen.add(at);
    const target = next(at);
    at = target === undefined ? null : internalPathOf(target);
  }
  return null;
}

/**
 * `to` with the request's query string added. Parameters `to` already has win over the request's
 * ones of the same name (the redirect's author chose them); the fragment of `to` stays last.
 */
export function withQueryString(to: string, query: string): string {
  const extra = new URLSearchParams(query);
  if ([...extra.keys()].length === 0) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const base = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = base.indexOf('?');
  const own = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  const ownKeys = new Set(own.keys());
  for (const [key, value] of extra) if (!ownKeys.has(key)) own.append(key, value);
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  return `${path}?${own.toString()}${hash}`;
}
