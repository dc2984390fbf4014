/**
 * `npm run seed`: applies migrations and seeds the demo data (idempotent). Prints a summary and,
 * when the administrator was created with a generated password, that password (shown once).
 */
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { createLocalStorage } from '../../integrations/storage/index.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';
import { setPasswordHashCost } from '../../modules/cmsUsers/password.js';
import { seedDemo } from './index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await database.migrate();
    const storage = createLocalStorage(path.join(config.dataDir, 'files'));
    const started = Date.now();
    const result = await seedDemo(database.db, {
      storage,
      adminPassword: config.adminPassword,
      log: (line) => console.log(`  ${line}`),
    });
    const created = result.createdTenants.length > 0 ? result.createdTenants.join(', ') : 'none (all existed)';
    console.log(`Seed finished in ${Date.now() - started} ms. Tenants created: ${created}.`);
    if (result.admin.password) {
      console.log('');
      console.log(`  Administrator created: username "${result.admin.username}", password "${result.admin.password}"`);
      console.log('  This password is shown only once. Set ADMIN_PASSWORD to choose your own.');
      console.log('');
    } else if (result.admin.created) {
      console.log(`Administrator "${result.admin.username}" created with ADMIN_PASSWORD.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
