/**
 * Tells the CDN in front which cached pages a save made stale (issue 10 item 6), by the same keys
 * the pages carry in Surrogate-Key / Cache-Tag (http/cacheHeaders.ts). Outside services sit behind
 * an adapter with a local default: without CDN_PURGE_URL there is no CDN to tell and nothing is
 * sent. With it, each purge is one POST carrying the keys as Surrogate-Key (space-separated, as
 * Fastly reads them) and Cache-Tag (comma-separated, as Cloudflare names them) headers and as JSON
 * (`{ "keys": [...] }`), so a CDN's purge endpoint — or a small worker in front of one — can act on it.
 */
export interface CdnPurger {
  readonly kind: 'none' | 'http';
  /** Never throws: a failed purge is logged; the CDN's max-age bounds how long it serves the old page. */
  purge(keys: readonly string[]): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Keys per request: Fastly takes 256 surrogate keys per purge. */
const KEYS_PER_REQUEST = 256;
const TIMEOUT_MS = 5_000;

export function createCdnPurger({
  url,
  token,
  log,
  fetch = globalThis.fetch,
}: {
  url: string | null;
  token: string | null;
  log: Logger;
  fetch?: typeof globalThis.fetch;
}): CdnPurger {
  if (!url) return { kind: 'none', purge: async () => undefined };
  return {
    kind: 'http',
    async purge(keys) {
      const unique = [...new Set(keys)];
      for (let i = 0; i < unique.length; i += KEYS_PER_REQUEST) {
        const batch = unique.slice(i, i + KEYS_PER_REQUEST);
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'surrogate-key': batch.join(' '),
              'cache-tag': batch.join(','),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ keys: batch }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          if (!response.ok) log.warn({ status: response.status, keys: batch.length }, 'CDN purge refused');
          await response.body?.cancel();
        } catch (error) {
          log.warn({ err: error, keys: batch.length }, 'CDN purge failed');
        }
      }
    },
  };
}
