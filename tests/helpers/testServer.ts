import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import type { AppServices } from '../../src/server/graphql/context.js';
import { createLocalStorage } from '../../src/server/integrations/storage/index.js';
import { adminQuery, uniqueName, withDatabase } from './databases.js';

export interface TestServer {
  url: string;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a random loopback port over a fresh copy of the seeded database, configured
 * like production for GraphQL (trusted documents only, no introspection) unless overridden.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  /** Extra routes before the server listens (e.g. the page handler with a stand-in renderer). */
  { beforeListen }: { beforeListen?: (app: FastifyInstance, services: AppServices) => Promise<void> | void } = {},
): Promise<TestServer> {
  const seed = inject('seed');
  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (seed.kind === 'postgres') {
    const name = uniqueName('t');
    await adminQuery(seed.url, `create database ${name} template ${seed.template}`);
    database = await openDatabase({ kind: 'postgres', url: withDatabase(seed.url, name), poolSize: 4 });
    dropDatabase = () => adminQuery(seed.url, `drop database if exists ${name} with (force)`);
  } else {
    const bytes = readFileSync(seed.dumpFile);
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([new Uint8Array(bytes)]) });
  }
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { allowUntrustedOperations: false, ...overrides },
  );
  const { app, services } = await createApp({
    config,
    database,
    storage: createLocalStorage(seed.filesDir),
    filesDir: seed.filesDir,
    pages: 'none',
  });
  await beforeListen?.(app, services);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}
