import type { Config } from 'vike/types';

/**
 * Public pages are HTML-only (https://vike.dev/render-modes): rendered once on the server and sent
 * without React or Vike's client runtime, so an article ships only the few kilobytes of `+client.ts`
 * (menus, search, header on scroll). The admin keeps full hydration and client routing.
 */
export default {
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
