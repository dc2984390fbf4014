import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFromConfig, hasRows, openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/index.js';
import { setPasswordHashCost } from './modules/cmsUsers/password.js';
import { createLocalStorage } from './integrations/storage/index.js';

/** Entry: config → database → migrate → seed (first start) → listen; graceful shutdown on signals. */
async function main() {
  const config = loadConfig();
  // Before the seed hashes the admin's password (createApp sets it again for servers started without main).
  setPasswordHashCost(config.passwordHashCost);
  const filesDir = path.join(config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  // What the first start spends its seconds on, said as it happens (the banner comes once listening).
  const relative = path.relative(process.cwd(), config.dataDir);
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${relative.startsWith('..') || path.isAbsolute(relative) ? config.dataDir : relative || '.'}`;
  console.log(`  Opening ${where} and applying migrations…`);
  const database = await openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  const storage = createLocalStorage(filesDir);

  let adminLine: string | null = null;
  if (!config.seedDemo && !(await hasRows(database.db, 'tenants'))) {
    console.warn('SEED_DEMO=false and the database has no site yet: run `npm run seed` or create a tenant.');
  }
  // The seed is idempotent: on later starts it only checks that the demo rows exist.
  if (config.seedDemo) {
    if (!(await hasRows(database.db, 'tenants'))) console.log('  Seeding the demo sites (first start, a few seconds)…');
    const result = await seedDemo(database.db, { storage, adminPassword: config.adminPassword });
    if (result.admin.password) {
      adminLine = `Admin login: username "${result.admin.username}", password "${result.admin.password}" (generated now and shown once; set ADMIN_PASSWORD to choose one)`;
    } else if (config.adminPassword) {
      adminLine = `Admin login: username "${result.admin.username}" with the password from ADMIN_PASSWORD`;
    } else {
      adminLine = `Admin login: username "${result.admin.username}" with the password printed on first start (or set ADMIN_PASSWORD and restart)`;
    }
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const { app } = await createApp({
    redis,
    config,
    database,
    storage,
    filesDir,
    pages: config.isProduction ? 'production' : 'development',
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections and let in-flight requests finish, then release the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    await redis?.quit();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(`\n  Publishing platform ${config.appVersion} (${config.env}, ${database.kind}) is running at ${url}`);
  console.log(`  Admin: ${url}/admin/login`);
  if (adminLine) console.log(`  ${adminLine}`);
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
