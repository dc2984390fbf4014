import { loadConfig } from '../config.js';
import { databaseOptionsFromConfig, openDatabase } from './client.js';

// `npm run db:migrate`: apply the committed migrations to DATABASE_URL or the embedded database.
const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
