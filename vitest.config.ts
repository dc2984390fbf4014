import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no "exports" map: Node resolves it to the CommonJS index.js (as graphql-yoga
// loads it), while Vite would pick the ESM index.mjs for our sources. Two copies of graphql break
// its instanceof checks, so tests load the same file Node loads in production.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Two projects: fast unit tests (pure logic, jsdom where a component needs a DOM) and the
// contract tests, which each start a real server over a freshly seeded database.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/helpers/dom-setup.ts'],
          // A few unit tests start an embedded database; on a busy 2-core machine that takes seconds.
          hookTimeout: 60_000,
          // Component tests type through user-event in jsdom: slow on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Each file starts its own server over its own database copy and no test mocks modules,
          // so workers keep their module graph between files instead of importing it again.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
