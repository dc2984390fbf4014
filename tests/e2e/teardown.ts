import { readdirSync, rmSync } from 'node:fs';

/**
 * After the run (issue 17 "tidy runs"): the server's throw-away data directory goes, and so does
 * test-results/ when no failed test left anything in it.
 */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.startsWith('/tmp/e2e-data-')) rmSync(dataDir, { recursive: true, force: true });
  try {
    if (readdirSync('test-results').filter((name) => name !== '.last-run.json').length === 0) rmSync('test-results', { recursive: true, force: true });
  } catch {
    // No test-results/ at all.
  }
}
