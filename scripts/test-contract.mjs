#!/usr/bin/env node
// `npm run test:contract` runs every contract and integration test;
// `npm run test:contract -- getContent getTenantInfo` runs exactly those operations' tests
// (names are matched exactly: getContent does not also run getContentStream).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const files = names.map((name) => `tests/contract/${name}.test.ts`);
const missing = files.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`No contract test for: ${missing.map((f) => f.replace(/^tests\/contract\/|\.test\.ts$/g, '')).join(', ')}`);
  process.exit(2);
}
const codegen = spawnSync('npm', ['run', '--silent', 'codegen'], { stdio: 'inherit' });
if (codegen.status !== 0) process.exit(codegen.status ?? 1);
const args = ['vitest', 'run', '--project', 'contract', ...flags, ...files];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
