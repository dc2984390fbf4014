import type { FastifyInstance } from 'fastify';
import { LOAD_MORE_GRID_PATH, LOAD_MORE_PAGE_PATH } from '../../shared/loadMore.js';
import type { PageGraphQL } from '../../site/pageContext.js';
import type { AppServices } from '../graphql/context.js';
import type { Executor } from '../graphql/execute.js';
import type { RenderedPage } from '../integrations/pageCache/index.js';
import { createPageHandler } from './pageHandler.js';

/** Renders a load-more fragment (src/site/loadMore/fragment.tsx); null: not a fragment route. */
export type FragmentRenderer = (init: { url: string; graphql: PageGraphQL }) => Promise<RenderedPage | null>;

/**
 * The load-more fragments (docs/public-site.md "Load more"): GET /__load-more/grid and
 * /__load-more/page answer the HTML of the next secondary grid or article, which the reader's
 * script appends below the page. They go through the page handler like pages: the site from the
 * host, the reader's credentials and content meter, the page cache (anonymous answers are shared
 * and tagged — Content, content-lists, layouts, settings — so a save purges them, also at a CDN),
 * an item read in full for who the reader is never kept, a metered item kept per meter state.
 * `renderer` is the fragment module as this mode loads it (the production bundle, or Vite's SSR
 * loader in development, since the site's components import stylesheets).
 */
export function registerLoadMoreRoutes(
  app: FastifyInstance,
  { services, run, renderer }: { services: AppServices; run: Executor; renderer: () => Promise<FragmentRenderer> },
): void {
  const handler = createPageHandler({
    services,
    run,
    renderer: async ({ urlOriginal, graphql }) => (await renderer())({ url: urlOriginal, graphql }),
  });
  app.get(LOAD_MORE_GRID_PATH, handler);
  app.get(LOAD_MORE_PAGE_PATH, handler);
}
