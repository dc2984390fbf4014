import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { renderPage } from 'vike/server';
import type { AppServices } from '../graphql/context.js';
import { createExecutor, type Compiler } from '../graphql/execute.js';
import { rootPath } from '../paths.js';
import { registerLoadMoreRoutes, type FragmentRenderer } from './loadMoreRoutes.js';
import { registerContentPreviewRoute } from './contentPreviewRoute.js';
import { registerLayoutPreviewRoute } from './layoutPreviewRoute.js';
import { createPageHandler, type PageRenderer } from './pageHandler.js';
import { dropVikeAsyncContext } from './vikeAsyncContext.js';

export type PagesMode = 'production' | 'development' | 'none';

/** What Vike answers every page with; the direct renderer says the same. */
const VIKE_CACHE_CONTROL = 'no-store, max-age=0';

/**
 * The pages (public site and admin) rendered by Vike. Each page request gets the same context a
 * GraphQL request gets, and its +data hooks execute the typed documents in process through it.
 */
export async function registerPages(
  app: FastifyInstance,
  { mode, services, schema, compiler }: { mode: PagesMode; services: AppServices; schema: GraphQLSchema; compiler: Compiler },
): Promise<void> {
  if (mode === 'none') return;
  const run = createExecutor(schema, compiler);
  // Production renders the catch-all's pages directly (sitePages.ts); imported only there, since
  // the site's components import stylesheets that only the build knows how to load.
  const direct = mode === 'production' ? (await import('./sitePages.js')).createDirectSiteRenderer({ cacheControl: VIKE_CACHE_CONTROL }) : null;
  // The load-more fragments (loadMoreRoutes.ts) render site components too: bundled in production,
  // through Vite's SSR loader in development.
  let fragmentRenderer: () => Promise<FragmentRenderer>;

  if (mode === 'production') {
    const entry = rootPath('dist/server/entry.mjs');
    if (!existsSync(entry)) throw new Error('The production build is missing: run `npm run build` first.');
    await import(pathToFileURL(entry).href);
    // No process-wide async hooks for Vike's getPageContext(), which nothing here calls.
    if (!(await dropVikeAsyncContext())) app.log.warn('Vike keeps its AsyncLocalStorage elsewhere now: renders turn on async hooks (src/server/http/vikeAsyncContext.ts)');
    const { default: fastifyStatic } = await import('@fastify/static');
    let fragments: Promise<FragmentRenderer> | null = null;
    fragmentRenderer = () => (fragments ??= import('../../site/loadMore/fragment.js').then((module) => module.renderLoadMoreFragment));
    await app.register(fastifyStatic, {
      root: rootPath('dist/client/assets'),
      prefix: '/assets/',
      wildcard: false,
      decorateReply: false,
      // Built assets carry a content hash in their names: cache them for a year.
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  } else {
    const { default: middie } = await import('@fastify/middie');
    const { createServer } = await import('vite');
    await app.register(middie);
    const vite = await createServer({ root: rootPath(), server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    fragmentRenderer = async () => ((await vite.ssrLoadModule('/src/site/loadMore/fragment.tsx')) as typeof import('../../site/loadMore/fragment.js')).renderLoadMoreFragment;
  }

  registerLoadMoreRoutes(app, { services, run, renderer: fragmentRenderer });

  const render = async (init: Parameters<PageRenderer>[0], { learn }: { learn: boolean }) => {
    // A failure of the direct path (the database is down, a bug) goes through Vike, whose
    // error page says what happened in the site's frame.
    const fast = await direct?.render(init).catch(() => null);
    if (fast) return fast;
    const pageContext = await renderPage({ ...init, appVersion: services.config.appVersion, ssoUrl: services.config.ssoUrl });
    const response = pageContext.httpResponse;
    if (!response) return null;
    const page = { statusCode: response.statusCode, headers: response.headers, body: response.body };
    if (learn) direct?.learn(page);
    return page;
  };

  app.get('/*', createPageHandler({ services, run, renderer: (init) => render(init, { learn: true }) }));
  // The layout editor's live preview renders the same pages with an unsaved layout (never learnt from, never cached).
  registerLayoutPreviewRoute(app, { services, run, renderer: (init) => render(init, { learn: false }) });
  // The content editor's Preview renders an item's page with its unsaved changes the same way.
  registerContentPreviewRoute(app, { services, run, schema, renderer: (init) => render(init, { learn: false }) });
}
