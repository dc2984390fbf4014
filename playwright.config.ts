import { defineConfig } from '@playwright/test';

// E2E against the production build in Debian's Chromium (browsers cannot be downloaded here).
// The server runs on its own port with a throw-away data directory, seeded on start.
const port = Number(process.env.E2E_PORT ?? 3107);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/e2e-data-${process.pid}`;
// The teardown removes the throw-away data directory (and an empty test-results/).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  // Traces and screenshots only of failed tests; a passing run leaves nothing behind.
  preserveOutput: 'failures-only',
  // Slow CI machines (2 busy cores) take twice as long as a workstation: a timeout only decides failures.
  timeout: process.env.CI ? 60_000 : 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node dist/node/main.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // Hundreds of sign-ins: scrypt at its smallest cost (production keeps 32768).
      PASSWORD_HASH_COST: '1024',
      // Behind a proxy as in production: the gating spec comes from a licence company's address (X-Forwarded-For).
      TRUST_PROXY: 'true',
      // Throttling counters must not outlive a run: Redis only when asked for explicitly.
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
