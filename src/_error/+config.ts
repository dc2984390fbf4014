import type { Config } from 'vike/types';

/**
 * The error page is HTML-only (https://vike.dev/render-modes), like the public pages: a 404 on the
 * public site must not download React, Mantine or the admin. The admin error screen is loaded by
 * +client.ts on admin paths only.
 */
export default {
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
