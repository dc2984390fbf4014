import { mkdirSync, writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { loadConfig } from './src/server/config.js';

// Vike renders the public site and the admin (src/site, src/admin); the Fastify server embeds it
// through renderPage() (src/server/http/pages.ts). The server itself is bundled by scripts/build-server.mjs.
const config = loadConfig();
// Every production build gets its own version (APP_VERSION, or the package version plus a build
// id), so the admin's hourly check can tell a newer build from the one it runs. The server reads
// the same value from dist/build-info.json.
// The config is loaded once per build environment (client, server): the first load fixes the id.
process.env.APP_BUILD_ID ??= Date.now().toString(36);
const appVersion =
  process.env.APP_VERSION ||
  (process.argv.includes('build') ? `${config.appVersion.split('-')[0]}-${process.env.APP_BUILD_ID}` : config.appVersion);

export default defineConfig({
  plugins: [
    react(),
    vike(),
    {
      name: 'build-info',
      apply: 'build',
      closeBundle() {
        mkdirSync('dist', { recursive: true });
        writeFileSync('dist/build-info.json', `${JSON.stringify({ version: appVersion })}\n`);
      },
    },
  ],
  define: {
    // The `v` parameter of operation downloads, and the tenant key the browser sends (TENANT_KEY).
    __APP_VERSION__: JSON.stringify(appVersion),
    __TENANT_KEY__: JSON.stringify(config.tenantKey ?? ''),
  },
  build: { target: 'es2022' },
  server: { hmr: { port: 24678 } },
});
