import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag, publicCacheControl, surrogateHeaders, surrogateKeysOf } from './cacheHeaders.js';

describe('caching headers of public pages', () => {
  it('lets shared caches keep a page, browsers revalidate', () => {
    expect(publicCacheControl({ maxAgeSeconds: 300, staleSeconds: 86400, purgeUrl: null, purgeToken: null })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
    );
    expect(publicCacheControl({ maxAgeSeconds: 60, staleSeconds: 0, purgeUrl: null, purgeToken: null })).toBe('public, max-age=0, s-maxage=60');
  });

  it('names a page by its site and tags, for Fastly and Cloudflare alike', () => {
    const keys = surrogateKeysOf(3, ['Content:10000007', 'content-lists', '*']);
    expect(keys).toEqual(['s3', 's3:Content:10000007', 's3:content-lists']);
    expect(surrogateHeaders(keys)).toEqual([
      ['surrogate-key', 's3 s3:Content:10000007 s3:content-lists'],
      ['cache-tag', 's3,s3:Content:10000007,s3:content-lists'],
    ]);
  });

  it('compares ETags weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });

  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
