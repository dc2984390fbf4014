import pg from 'pg';
import type { BusLogger, ChangeBus } from './types.js';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * PostgreSQL LISTEN/NOTIFY. Publishing goes through the app's pool (`pg_notify`); listening needs a
 * connection of its own that stays in LISTEN, reopened with a growing delay when it drops (and then
 * `onReconnect`, since notifications sent meanwhile are gone). Channels are per database, so nodes of
 * another installation on the same server never hear these.
 */
export function createPgBus({
  url,
  channel,
  notify,
  log,
}: {
  url: string;
  channel: string;
  /** Runs `select pg_notify($1, $2)` on the app's pool. */
  notify: (channel: string, message: string) => Promise<unknown>;
  log: BusLogger;
}): ChangeBus {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  async function connect(handlers: { onMessage: (message: string) => void; onReconnect: () => void }, reconnecting: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'site-change-listener' });
    const retry = () => {
      if (closed || client !== next) return;
      client = null;
      next.removeAllListeners();
      next.end().catch(() => undefined);
      log.warn({ retryMs }, 'change bus: the LISTEN connection dropped; reconnecting');
      timer = setTimeout(() => void connect(handlers, true).catch(() => undefined), retryMs);
      timer.unref();
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    };
    client = next;
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!reconnecting) {
        client = null;
        next.removeAllListeners();
        await next.end().catch(() => undefined);
        throw error;
      }
      retry();
      return;
    }
    retryMs = RETRY_MIN_MS;
    if (reconnecting) {
      log.info({}, 'change bus: listening again');
      handlers.onReconnect();
    }
  }

  return {
    kind: 'postgres',
    async publish(message) {
      try {
        await notify(channel, message);
      } catch (error) {
        log.warn({ err: error }, 'change bus: publish failed (other nodes catch up from site_changes)');
      }
    },
    start: (handlers) => connect(handlers, false),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
