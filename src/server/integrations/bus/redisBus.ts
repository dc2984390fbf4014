import type { Redis } from 'ioredis';
import type { BusLogger, ChangeBus } from './types.js';

/**
 * Redis pub/sub (REDIS_URL): a subscriber connection of its own (a subscribed connection can send
 * nothing else); ioredis reconnects and subscribes again by itself, and `ready` after the first
 * one means messages may have been missed.
 */
export function createRedisBus({ redis, channel, log }: { redis: Redis; channel: string; log: BusLogger }): ChangeBus {
  let subscriber: Redis | null = null;
  return {
    kind: 'redis',
    async publish(message) {
      try {
        await redis.publish(channel, message);
      } catch (error) {
        log.warn({ err: error }, 'change bus: publish failed (other nodes catch up from site_changes)');
      }
    },
    async start({ onMessage, onReconnect }) {
      const sub = redis.duplicate();
      subscriber = sub;
      let ready = false;
      sub.on('error', (error: unknown) => log.warn({ err: error }, 'change bus: Redis subscriber error'));
      sub.on('ready', () => {
        if (ready) onReconnect();
        ready = true;
      });
      sub.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await sub.subscribe(channel);
      ready = true;
    },
    async close() {
      const sub = subscriber;
      subscriber = null;
      await sub?.quit().catch(() => undefined);
    },
  };
}
