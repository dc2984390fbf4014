import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { createMemoryBus } from './memoryBus.js';
import { createPgBus } from './pgBus.js';
import { createRedisBus } from './redisBus.js';
import type { BusLogger, ChangeBus } from './types.js';

export type { ChangeBus } from './types.js';

const CHANNEL = 'site_changes';

/**
 * Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on PostgreSQL, in process with the
 * embedded database (one process is the only node). A Redis channel is named after the database,
 * so installations sharing a Redis server do not hear each other.
 */
export function createChangeBus({ database, redis, log }: { database: Database; redis: Redis | null | undefined; log: BusLogger }): ChangeBus {
  if (redis) {
    const identity = createHash('sha256')
      .update(database.url ?? 'pglite')
      .digest('hex')
      .slice(0, 16);
    return createRedisBus({ redis, channel: `${CHANNEL}:${identity}`, log });
  }
  if (database.kind === 'postgres' && database.url) {
    return createPgBus({
      url: database.url,
      channel: CHANNEL,
      notify: (channel, message) => database.sql.query('select pg_notify($1, $2)', [channel, message]),
      log,
    });
  }
  return createMemoryBus();
}
