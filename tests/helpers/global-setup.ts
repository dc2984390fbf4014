import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemo } from '../../src/server/db/seed/index.js';
import { createLocalStorage } from '../../src/server/integrations/storage/index.js';
import { setPasswordHashCost } from '../../src/server/modules/cmsUsers/password.js';
import { adminQuery, uniqueName, withDatabase } from './databases.js';

export const TEST_ADMIN_PASSWORD = 'contract-test-admin-password';
/** scrypt's smallest accepted cost: the same hashing code, a fraction of the CPU. */
export const TEST_PASSWORD_HASH_COST = 1024;

declare module 'vitest' {
  export interface ProvidedContext {
    seed: { kind: 'pglite'; dumpFile: string; filesDir: string } | { kind: 'postgres'; url: string; template: string; filesDir: string };
  }
}

/**
 * Migrates and seeds ONE database for the whole run; every test file then starts from a copy
 * (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL), which is far faster
 * than seeding per file while keeping files isolated from each other.
 */
export default async function setup(project: TestProject) {
  // The seeded users' hashes are made at the test servers' cost (startAppOn), not production's: a
  // test run signs in thousands of times, and scrypt at N=32768 costs ~90 ms of CPU each.
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const workDir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const filesDir = path.join(workDir, 'files');
  const storage = createLocalStorage(filesDir);
  const pgUrl = process.env.TEST_DATABASE_URL;

  if (pgUrl) {
    const template = uniqueName('tpl');
    await adminQuery(pgUrl, `create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, template), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db, { storage, adminPassword: TEST_ADMIN_PASSWORD });
    await database.close();
    project.provide('seed', { kind: 'postgres', url: pgUrl, template, filesDir });
    return async () => {
      await adminQuery(pgUrl, `drop database if exists ${template} with (force)`);
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedDemo(database.db, { storage, adminPassword: TEST_ADMIN_PASSWORD });
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const dumpFile = path.join(workDir, 'seed.tar');
  writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  project.provide('seed', { kind: 'pglite', dumpFile, filesDir });
  return () => rmSync(workDir, { recursive: true, force: true });
}
