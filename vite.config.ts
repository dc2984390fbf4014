import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { loadConfig } from './src/server/config.js';

// Vike renders the public site and the admin (src/site, src/admin); the Fastify server embeds it
// through renderPage() (src/server/http/pages.ts). The server itself is bundled by scripts/build-server.mjs.
const config = loadConfig();

export default defineConfig({
  plugins: [react(), vike()],
  define: {
    // The `v` parameter of operation downloads, and the tenant key the browser sends (TENANT_KEY).
    __APP_VERSION__: JSON.stringify(config.appVersion),
    __TENANT_KEY__: JSON.stringify(config.tenantKey ?? ''),
  },
  build: { target: 'es2022' },
  server: { hmr: { port: 24678 } },
});
