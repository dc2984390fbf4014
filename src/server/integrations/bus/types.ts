/**
 * The invalidation bus: tells every node that a site's cached data changed (rule 11 of the
 * architecture). Messages are hints: the truth is the site_versions / site_changes tables, which a
 * node reads when a message says it is behind, after a reconnect, and before trusting its caches.
 */
export interface ChangeBus {
  readonly kind: 'postgres' | 'redis' | 'memory';
  /** Sends to every node (this one may receive it too). Never throws: a lost message is caught up later. */
  publish(message: string): Promise<void>;
  /**
   * Starts listening. `onReconnect` runs after the connection came back (messages may have been
   * missed meanwhile), not on the first connection.
   */
  start(handlers: { onMessage: (message: string) => void; onReconnect: () => void }): Promise<void>;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}
