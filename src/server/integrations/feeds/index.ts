import { checkHost, systemLookup, type HostLookup } from './address.js';
import { MAX_FEED_ITEMS, parseFeed, type FeedItem } from './parse.js';

export type { FeedItem } from './parse.js';
export { MAX_FEED_ITEMS } from './parse.js';

/**
 * External feeds (spec 002 §2 "external RSS", §7 "getRSSFeedContentStream (url, limit)"): the
 * server reads an RSS or Atom feed an editor named, for the external_rss block and the public
 * operation. A real fetch with a local-first guard (ARCHITECTURE rule 10):
 * - only http(s), and only public hosts: every host (and every redirect's) is resolved and refused
 *   when it is loopback, private or link-local (address.ts), unless `allowPrivate` (tests);
 * - one deadline for the whole read (DNS, redirects, body), the body streamed and cut at maxBytes;
 * - parsed with a real XML parser (htmlparser2 in XML mode), HTML stripped to plain text;
 * - cached in the process per address: a good answer for ttlMs, a failure for failureTtlMs (a dead
 *   feed is not asked again on every page view), and concurrent reads of one address share one fetch;
 * - it never throws: a failure answers no items and a short reason, and logs one warning.
 */
export interface FeedResult {
  items: FeedItem[];
  /** Why the feed could not be read ('timed out', 'answered 404', 'too large', 'not a feed', 'address not allowed', …); null when it was. */
  error: string | null;
}

export interface FeedFetcher {
  /** The feed's first `limit` items (1–50). Never throws. */
  read(url: string, limit: number): Promise<FeedResult>;
}

export interface FeedFetcherOptions {
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
  /** The whole read (DNS, redirects, body) must finish within this. */
  timeoutMs?: number;
  /** A body larger than this is not read on. */
  maxBytes?: number;
  /** How long a feed that was read is served from memory. */
  ttlMs?: number;
  /** How long a failure is remembered (the feed is not asked again meanwhile). */
  failureTtlMs?: number;
  /** Fetch loopback and private addresses too (FEEDS_ALLOW_PRIVATE_HOSTS; tests serve feeds on 127.0.0.1). */
  allowPrivate?: boolean;
  /** Name resolution for the address guard (node:dns/promises lookup by default). */
  lookup?: HostLookup;
  /** Most addresses kept in the cache; the least recently read go first. */
  maxEntries?: number;
  /** The clock of the cache (tests). */
  now?: () => number;
}

export const FEED_TIMEOUT_MS = 4000;
export const FEED_MAX_BYTES = 2_000_000;
export const FEED_TTL_MS = 15 * 60_000;
export const FEED_FAILURE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_REDIRECTS = 3;
export const MAX_FEED_URL_LENGTH = 2000;

const ACCEPT = 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.1';
const USER_AGENT = 'PublishingPlatform-FeedReader/1.0';

/** A failure with the short reason the caller is given. */
class FeedError extends Error {}

/**
 * Why an address cannot be a feed's, or null when it can: http(s), a host, no user name or
 * password (fetch refuses those), at most MAX_FEED_URL_LENGTH characters.
 */
export function feedUrlProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'Enter the address of the feed.';
  if (value.length > MAX_FEED_URL_LENGTH) return `The address is too long (at most ${MAX_FEED_URL_LENGTH} characters).`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address starting with https:// or http://.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Enter a full address starting with https:// or http://.';
  if (!url.hostname) return 'The address names no host.';
  if (url.username || url.password) return 'The address may not carry a user name or password.';
  return null;
}

/** Rejects when the signal aborts (DNS lookups cannot be cancelled, but the read stops waiting). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FeedError('timed out'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FeedError('timed out'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Frees the connection of an answer whose body is not wanted. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** The body, streamed, refused once it passes maxBytes. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(response);
    throw new FeedError('too large');
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError('too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Text of the body in its declared encoding: the Content-Type's charset, a byte-order mark, the XML declaration, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  let label = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (!label) {
    if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
    else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
    else label = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 200)))?.[1];
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The underlying error's message for the log (a network failure's cause, an unexpected error), or nothing. */
function causeOf(error: unknown): { cause?: string } {
  const inner = error instanceof FeedError ? error.cause : error;
  if (inner === undefined) return {};
  if (inner instanceof Error) return { cause: inner.cause instanceof Error ? inner.cause.message : inner.message };
  return { cause: String(inner) };
}

/** What the log may show of an address: no query string (feeds' keys and tokens live there). */
const logged = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

export function createFeedFetcher(options: FeedFetcherOptions): FeedFetcher {
  const {
    log,
    timeoutMs = FEED_TIMEOUT_MS,
    maxBytes = FEED_MAX_BYTES,
    ttlMs = FEED_TTL_MS,
    failureTtlMs = FEED_FAILURE_TTL_MS,
    allowPrivate = false,
    lookup = systemLookup,
    maxEntries = MAX_ENTRIES,
    now = Date.now,
  } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;

  /** Refuses private hosts (unless allowed) before anything is sent to them. */
  const guard = async (url: URL, signal: AbortSignal) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError('address not allowed');
    if (allowPrivate) return;
    const verdict = await abortable(checkHost(url, lookup), signal);
    if (verdict === 'refused') throw new FeedError('address not allowed');
    if (verdict === 'unknown') throw new FeedError('host not found');
  };

  const fetchFeed = async (start: URL, signal: AbortSignal): Promise<FeedItem[]> => {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      await guard(url, signal);
      // Redirects are followed here, not by fetch: each hop's host goes through the guard too.
      let response: Response;
      try {
        response = await fetchFn(url.href, { signal, redirect: 'manual', headers: { accept: ACCEPT, 'user-agent': USER_AGENT } });
      } catch (error) {
        if (signal.aborted) throw new FeedError('timed out');
        // Refused, reset, TLS or DNS trouble: fetch says only 'fetch failed', its cause says why.
        throw new FeedError('could not connect', { cause: error });
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await discard(response);
        if (hop === MAX_REDIRECTS) throw new FeedError('too many redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new FeedError('bad redirect');
        }
        continue;
      }
      if (!response.ok) {
        await discard(response);
        throw new FeedError(`answered ${response.status}`);
      }
      const text = decode(await readCapped(response, maxBytes), response.headers.get('content-type'));
      const items = parseFeed(text, url.href);
      if (!items) throw new FeedError('not a feed');
      return items;
    }
  };

  const load = async (href: string): Promise<FeedResult> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return { items: await fetchFeed(new URL(href), controller.signal), error: null };
    } catch (error) {
      const reason = controller.signal.aborted ? 'timed out' : error instanceof FeedError ? error.message : 'could not be read';
      const cause = controller.signal.aborted ? {} : causeOf(error);
      log.warn({ url: logged(href), error: reason, ...cause }, 'external feed could not be read');
      return { items: [], error: reason };
    } finally {
      clearTimeout(timer);
    }
  };

  // Per address: the read in flight or done, and until when it is good (Infinity while in flight,
  // so concurrent readers share it). Map order is recency: a hit moves its entry to the end.
  const cache = new Map<string, { expires: number; result: Promise<FeedResult> }>();

  const prune = () => {
    if (cache.size <= maxEntries) return;
    const time = now();
    for (const [key, entry] of cache) if (entry.expires <= time) cache.delete(key);
    for (const key of cache.keys()) {
      if (cache.size <= maxEntries) break;
      cache.delete(key);
    }
  };

  return {
    async read(url, limit) {
      if (feedUrlProblem(url)) return { items: [], error: 'not an http(s) address' };
      const href = new URL(url.trim()).href;
      const count = Math.max(1, Math.min(MAX_FEED_ITEMS, Math.floor(limit) || 1));
      let entry = cache.get(href);
      if (entry && entry.expires > now()) {
        cache.delete(href);
        cache.set(href, entry);
      } else {
        const fresh: { expires: number; result: Promise<FeedResult> } = { expires: Infinity, result: Promise.resolve({ items: [], error: null }) };
        fresh.result = load(href).then((result) => {
          fresh.expires = now() + (result.error ? failureTtlMs : ttlMs);
          return result;
        });
        cache.delete(href);
        cache.set(href, fresh);
        prune();
        entry = fresh;
      }
      const { items, error } = await entry.result;
      return { items: items.slice(0, count), error };
    },
  };
}
