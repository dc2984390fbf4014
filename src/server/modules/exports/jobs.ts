import type { AppServices } from '../../graphql/context.js';
import { EXPORT_JOB, resumeExports, runExport, sweepExpiredExports } from './run.js';

/** How often each node deletes the files of expired exports (also once at start-up). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The export job on the queue (docs/jobs.md): defined before the queue starts. */
export function defineExportJobs(services: AppServices): void {
  services.jobs.define<{ exportId: number }>({
    name: EXPORT_JOB,
    handler: async ({ exportId }) => {
      await runExport(services, exportId);
    },
    // Longer than an export takes; a crashed node's export is taken over through the heartbeat
    // (a delivery after STALE_EXPORT_MS) or at the next start-up, not by waiting for this.
    expireInSeconds: 30 * 60,
  });
}

/**
 * After the queue has resumed: exports left queued or running go on, and expired files are
 * deleted now and every hour. Returns what stops the timer (on close).
 */
export async function startExportMaintenance(services: AppServices): Promise<() => void> {
  await resumeExports(services);
  const sweep = () => sweepExpiredExports(services).catch((error: unknown) => services.log.warn({ err: error }, 'export: sweep of expired files failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
