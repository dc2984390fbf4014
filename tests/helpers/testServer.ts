import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import type { AppServices } from '../../src/server/graphql/context.js';
import { createLocalStorage } from '../../src/server/integrations/storage/index.js';
import { adminQuery, uniqueName, withDatabase } from './databases.js';
import { TEST_PASSWORD_HASH_COST } from './global-setup.js';

export interface TestServer {
  url: string;
  database: Database;
  config: Config;
  services: AppServices;
  close(): Promise<void>;
}

type BeforeListen = (app: FastifyInstance, services: AppServices) => Promise<void> | void;

/**
 * A real server on a random loopback port over a fresh copy of the seeded database, configured
 * like production for GraphQL (trusted documents only, no introspection) unless overridden.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  /**
   * Extra routes before the server listens (e.g. the page handler with a stand-in renderer); a
   * Redis client for the shared stores (rate limits, page cache, bus), as REDIS_URL gives one; a
   * stream that receives the log lines (with a `logLevel` override such as 'info').
   */
  { beforeListen, redis, logStream }: { beforeListen?: BeforeListen; redis?: Redis | null; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const seed = inject('seed');
  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (seed.kind === 'postgres') {
    const copy = await copyOfSeededPostgres();
    database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
    dropDatabase = copy.drop;
  } else {
    const bytes = readFileSync(seed.dumpFile);
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([new Uint8Array(bytes)]) });
  }
  const server = await startAppOn(database, overrides, { beforeListen, redis: redis ?? null, logStream });
  return {
    ...server,
    async close() {
      await server.close();
      await dropDatabase?.();
    },
  };
}

/** PostgreSQL runs only: a new database copied from the seeded template, and how to drop it. */
export async function copyOfSeededPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const seed = inject('seed');
  if (seed.kind !== 'postgres') throw new Error('The seeded database is PGlite: set TEST_DATABASE_URL for a PostgreSQL copy.');
  const name = uniqueName('t');
  await adminQuery(seed.url, `create database ${name} template ${seed.template}`);
  return { url: withDatabase(seed.url, name), drop: () => adminQuery(seed.url, `drop database if exists ${name} with (force)`) };
}

/** A server over a database that is already open (several nodes may share one PostgreSQL database); close() closes both. */
export async function startAppOn(
  database: Database,
  overrides: Partial<Config> = {},
  { beforeListen, redis, logStream }: { beforeListen?: BeforeListen; redis?: Redis | null; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const seed = inject('seed');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    { allowUntrustedOperations: false, passwordHashCost: TEST_PASSWORD_HASH_COST, ...overrides },
  );
  const { app, services } = await createApp({
    config,
    database,
    storage: createLocalStorage(seed.filesDir),
    filesDir: seed.filesDir,
    pages: 'none',
    redis: redis ?? null,
    ...(logStream ? { logStream } : {}),
  });
  await beforeListen?.(app, services);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    services,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
