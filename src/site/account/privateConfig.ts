import type { Config } from 'vike/types';

/**
 * The pages that belong to one reader (the account, a registration or reset link) are never kept
 * by the page cache, a CDN or the browser: `private` makes the page cache leave them out
 * (src/server/integrations/pageCache/key.ts isStorablePage). Each such page's +config.ts uses it.
 */
export const privatePageConfig = { cacheControl: 'private, no-store' } satisfies Config;
