import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A kind of background job: its handler and how often pg-boss retries it after a failure or a crash. */
export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T, job: { id: string }) => Promise<void>;
  /** Retries after a failure (default 3), `retryDelaySeconds` apart (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a job may stay active before pg-boss counts it as failed and retries it (a crashed node's job). Default 15 minutes. */
  expireInSeconds?: number;
}

/**
 * Background work (newsletter sends, imports, exports) on pg-boss (ARCHITECTURE.md rule 12; STACK.md:
 * pg-boss 10.4 runs on PGlite through its `db` option). Jobs live in the `pgboss` schema of the
 * app's own database, so they survive a restart and any node may run them; pg-boss hands each job
 * to one worker and retries it after a failure, and after a crash once it expires. The handlers
 * make their work idempotent themselves (a job may start again after a crash): see
 * docs/jobs.md.
 *
 * The queue starts when first used (`send`) or at start-up when the database already has jobs
 * (`resume`): a server that never queues anything never installs the schema or polls.
 */
export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; starts the queue (and this node's workers) when it is not running yet. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  /** At start-up: starts the queue if the database holds pg-boss's schema (jobs may be waiting). */
  resume(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
}

const SCHEMA = 'pgboss';

export function createJobQueue({ database, log, pollingIntervalSeconds = 2 }: { database: Database; log: Logger; pollingIntervalSeconds?: number }): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const db: PgBoss.Db = {
    // Statements with parameters go through the app's query runner; pg-boss's schema install sends
    // several statements at once, which only the script path takes.
    executeSql: async (text, values) => ({ rows: values && values.length ? await database.sql.query(text, values) : await database.script(text) }),
  };

  async function startBoss(): Promise<PgBoss> {
    const instance = new PgBoss({ db, schema: SCHEMA, schedule: false, supervise: true, migrate: true });
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await instance.start();
    for (const definition of definitions.values()) {
      await instance.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 10,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      });
      const workerId = await instance.work<object>(definition.name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        log.info({ job: definition.name, id: job.id }, 'job started');
        try {
          await definition.handler(job.data, { id: job.id });
          log.info({ job: definition.name, id: job.id }, 'job done');
        } catch (error) {
          log.error({ err: error, job: definition.name, id: job.id }, 'job failed (pg-boss retries it)');
          throw error;
        }
      });
      workers.set(definition.name, workerId);
    }
    boss = instance;
    return instance;
  }

  function ensureStarted(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('The job queue has stopped.'));
    starting ??= startBoss().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    get started() {
      return boss !== null;
    },
    define(definition) {
      if (starting) throw new Error(`Job ${definition.name} defined after the queue started.`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`Unknown job: ${name}`);
      const instance = await ensureStarted();
      const id = await instance.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // This node's worker looks at once instead of at its next poll.
      const workerId = workers.get(name);
      if (workerId) instance.notifyWorker(workerId);
      return id;
    },
    async resume() {
      const [row] = await database.sql.query<{ installed: boolean }>(`select to_regclass('${SCHEMA}.job') is not null as installed`);
      if (row?.installed) await ensureStarted();
    },
    async stop() {
      stopped = true;
      const instance = boss ?? (starting ? await starting.catch(() => null) : null);
      // Work in progress gets a moment to finish; what is cut off is retried after it expires.
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
