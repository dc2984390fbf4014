import type { Redis } from 'ioredis';
import { createMemoryPageCache } from './memoryStore.js';
import { createRedisPageCache } from './redisStore.js';
import { createPageCacheService, type PageCacheService } from './service.js';
import type { PageCacheSettings } from './types.js';

export { CONTENT_LISTS_TAG, recordTag } from './dependencies.js';
export type { PageCacheService, RenderedPage } from './service.js';
export { PAGE_CACHE_HEADER } from './types.js';

/** In memory by default; in Redis when REDIS_URL is set, so every node shares pages and purges. */
export function createPageCache({
  settings,
  redis,
  log,
}: {
  settings: PageCacheSettings;
  redis: Redis | null | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): PageCacheService {
  const store = redis ? createRedisPageCache(redis) : createMemoryPageCache({ maxBytes: settings.maxBytes });
  return createPageCacheService({ store, settings, log });
}
