#!/usr/bin/env node
// Bundles the server (src/server/main.ts) for production: Node 20 cannot run TypeScript directly.
// Packages stay external (node_modules); operations/, schema/, migrations and seed images are read
// from the project at run time.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/db/seed/cli.ts', 'src/server/db/seed/scale-cli.ts', 'src/server/db/migrate-cli.ts'],
  outdir: 'dist/node',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The direct renderer of public pages (src/server/http/sitePages.ts) bundles the site's React
  // components; their stylesheets are Vite's business (the client build), not the server's.
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  logLevel: 'warning',
});
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('Server bundled into dist/node/');
