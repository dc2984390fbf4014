import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { renderPage } from 'vike/server';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import { createExecutor } from '../graphql/execute.js';
import { rootPath } from '../paths.js';
import { getWebsiteRedirect } from '../modules/redirects/service.js';
import type { PageGraphQL } from '../../site/pageContext.js';

export type PagesMode = 'production' | 'development' | 'none';

/**
 * The pages (public site and admin) rendered by Vike. Each page request gets the same context a
 * GraphQL request gets, and its +data hooks execute the typed documents in process through it.
 */
export async function registerPages(
  app: FastifyInstance,
  { mode, services, schema }: { mode: PagesMode; services: AppServices; schema: GraphQLSchema },
): Promise<void> {
  if (mode === 'none') return;
  const run = createExecutor(schema);

  if (mode === 'production') {
    const entry = rootPath('dist/server/entry.mjs');
    if (!existsSync(entry)) throw new Error('The production build is missing: run `npm run build` first.');
    await import(pathToFileURL(entry).href);
    const { default: fastifyStatic } = await import('@fastify/static');
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
  }

  app.get('/*', async (req: FastifyRequest, reply: FastifyReply) => {
    let context: Promise<GraphQLContext> | null = null;
    const requestContext = () =>
      (context ??= createContext(services, { headers: req.headers, ip: req.ip, protocol: req.protocol, requestId: String(req.id) }));
    const graphql: PageGraphQL = {
      run: async (document, variables) => run(document, variables, await requestContext()),
      tenant: async () => {
        const ctx = await requestContext();
        return { id: ctx.tenant.id, name: ctx.tenant.name, tenantKey: ctx.tenant.tenantKey };
      },
    };
    const pageContext = await renderPage({
      urlOriginal: req.url,
      headersOriginal: req.headers,
      graphql,
      appVersion: services.config.appVersion,
      ssoUrl: services.config.ssoUrl,
    });
    const response = pageContext.httpResponse;
    if (!response) return reply.callNotFound();
    // No page here: a redirect of this site (an editor's, or an old path left by an alias change)
    // answers with 301 and the query string kept (spec 002 §2 "Page resolution").
    if (response.statusCode === 404 && !req.url.startsWith('/admin')) {
      const redirect = await requestContext()
        .then((ctx) => getWebsiteRedirect(ctx, req.url, true))
        .catch(() => null);
      if (redirect) return reply.code(301).header('location', redirect.to).send();
    }
    reply.code(response.statusCode);
    for (const [name, value] of response.headers) reply.header(name, value);
    return reply.send(response.body);
  });
}
