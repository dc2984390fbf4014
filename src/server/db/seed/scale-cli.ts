/**
 * `npm run seed:scale -- --items 100000 --tenant edr [--seed 1] [--batch 1000]`: adds realistic
 * content to a seeded tenant (docs/scale.md). Uses DATABASE_URL or the embedded database in
 * DATA_DIR like the server; the demo must have been seeded (`npm run seed` or a first start).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';
import { seedScale } from './scale.js';
import { createProgressBar } from './scale/progress.js';

const USAGE = 'Usage: npm run seed:scale -- --items <n> --tenant <key> [--seed <n>] [--batch <rows>]';

/** A mistake in the arguments: printed without a stack trace. */
class UsageError extends Error {}

function positiveInteger(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer.\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { items: { type: 'string' }, tenant: { type: 'string' }, seed: { type: 'string' }, batch: { type: 'string' } },
    strict: true,
  });
  const items = positiveInteger('items', values.items);
  if (!values.tenant) throw new UsageError(`--tenant is required (edr, fot or qa in the demo).\n${USAGE}`);
  const seed = positiveInteger('seed', values.seed, 1);
  const batchSize = Math.min(5000, positiveInteger('batch', values.batch, 1000));

  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    // The indexes the scale data set relies on come with the migrations.
    await database.migrate();
    const bar = createProgressBar(`seed:scale ${values.tenant}`, items);
    bar.update(0);
    const concurrency = database.kind === 'postgres' ? 2 : 1;
    const result = await seedScale(database.db, { tenantKey: values.tenant, items, seed, batchSize, concurrency, onProgress: (done) => bar.update(done) });
    bar.finish();
    console.log(
      `Added ${result.added.toLocaleString('en-US')} items to ${values.tenant} (${database.kind}) in ${(result.ms / 1000).toFixed(1)} s: ` +
        `${result.schedules} schedules, ${result.taxonomy} taxonomy links, ${result.authors} authors, ${result.images} images. ` +
        `The site now holds ${result.total.toLocaleString('en-US')} items.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
