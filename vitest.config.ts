import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// graphql 16 has no "exports" map: Node resolves it to the CommonJS index.js (as graphql-yoga
// loads it), while Vite would pick the ESM index.mjs for our sources. Two copies of graphql break
// its instanceof checks, so tests load the same file Node loads in production.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

/**
 * Unit test files that replace modules or globals (vi.mock, vi.doMock, vi.resetModules,
 * vi.stubGlobal, vi.stubEnv) need a module graph of their own; every other unit file shares its
 * worker's (isolate: false), which takes the unit run from about 260 s to about 140 s here — most of
 * the time went to importing React, Mantine and jsdom again for each of ~300 files.
 * tests/helpers/dom-setup.ts resets what a shared jsdom keeps between files.
 */
function unitFilesThatReplaceModules(): string[] {
  const files: string[] = [];
  for (const dir of ['src', 'tests/unit']) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry)) continue;
      const file = path.join(dir, entry);
      if (/\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8'))) files.push(file);
    }
  }
  return files;
}
const isolatedUnitFiles = unitFilesThatReplaceModules();

const unitTest: { environment: 'node'; setupFiles: string[]; hookTimeout: number; testTimeout: number } = {
  environment: 'node',
  setupFiles: ['tests/helpers/dom-setup.ts'],
  // A few unit tests start an embedded database; on a busy 2-core machine that takes seconds.
  hookTimeout: 60_000,
  // Component tests type through user-event in jsdom: slow on a loaded 2-core machine.
  testTimeout: 20_000,
};

// Projects: fast unit tests (pure logic, jsdom where a component needs a DOM) — `unit` and
// `unit-isolated` (`--project 'unit*'` runs both) — and the contract tests, which each start a real
// server over a freshly seeded database.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      { extends: true, test: { ...unitTest, name: 'unit', include: UNIT_TESTS, exclude: [...configDefaults.exclude, ...isolatedUnitFiles], isolate: false } },
      { extends: true, test: { ...unitTest, name: 'unit-isolated', include: isolatedUnitFiles } },
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
