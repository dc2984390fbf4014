import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { WebLayoutInput } from '../../gql/resolvers-types.js';
import { MAX_PAGE_PATH_LENGTH } from '../../shared/aliases.js';
import { LAYOUT_PREVIEW_ROUTE, type LayoutPreviewAnswer, type LayoutPreviewRefusal } from '../../shared/layouts/preview.js';
import type { PageGraphQL } from '../../site/pageContext.js';
import { isCatchAllPath } from '../../site/routes.js';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import type { Executor } from '../graphql/execute.js';
import { attachLayoutDraft } from '../modules/layouts/preview.js';
import { loadSeoSite } from '../modules/seo/seoSite.js';
import type { PageRenderer } from './pageHandler.js';

/**
 * POST /api/layout-preview (the layout editor's live preview; docs/public-site.md "Layouts"): the
 * public page at `path` rendered by the real page renderer (Vike, or the direct renderer of
 * production) with the editor's unsaved layout in place of the stored one, in preview mode (drafts
 * resolve, no admin toolbar). The answer is JSON `{ path, html }`, which the editor shows in a
 * sandboxed frame.
 *
 * - Who: a CMS user with view_site_layouts or manage_site_layouts who may act on the request's site
 *   (the bearer header the admin sends; a user of another site is refused: they are a visitor
 *   here). JSON only, with the bearer header: a page of another site cannot make a browser send it.
 * - What: the layout passes saveWebLayout's checks first (400 with the same field paths).
 * - Never kept: the page cache is not involved at all, nothing is written to the per-site caches
 *   (the shell is computed for this request), and the answer is `no-store`.
 */
const BODY_LIMIT = 2 * 1024 * 1024;

export function refuse(reply: FastifyReply, refusal: LayoutPreviewRefusal) {
  return reply.code(refusal.statusCode).header('cache-control', 'no-store').send(refusal);
}

export function refusalOf(error: unknown): LayoutPreviewRefusal | null {
  if (!(error instanceof GraphQLError)) return null;
  const code = typeof error.extensions['code'] === 'string' ? error.extensions['code'] : 'BAD_REQUEST';
  const http = error.extensions['http'] as { status?: number } | undefined;
  const fieldErrors = error.extensions['fieldErrors'] as Record<string, string> | undefined;
  // An unknown site is "no site here", as on every other route.
  const statusCode = code === 'TENANT_NOT_FOUND' ? 404 : (http?.status ?? 400);
  return { statusCode, code, message: error.message, ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
}

/** The page path to preview: a path of the public catch-all, without its query string. */
export function previewPathOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim().split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PAGE_PATH_LENGTH || /[\s\\]/.test(path)) return null;
  return isCatchAllPath(path) ? path : null;
}

/** The preview renders for the CMS user as a reader would see it: no reader session, no cookies. (The content preview shares these helpers.) */
export function previewHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { cookie: _cookie, 'x-site-user': _siteUser, ...rest } = headers;
  return rest;
}

/** Links in the preview open the real page in a new tab instead of replacing the preview. */
export function withNewTabLinks(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<base target="_blank">`);
}

export function previewGraphQL(ctx: GraphQLContext, run: Executor): PageGraphQL {
  const graphql: PageGraphQL = {
    run: (document, variables) => run(document, variables, ctx),
    cmsSession: true,
    // Computed for this request only: a preview never fills the per-site caches of real pages.
    perSite: (_key, compute) => compute(graphql),
    tenant: async () => ({ id: ctx.tenant.id, name: ctx.tenant.name, tenantKey: ctx.tenant.tenantKey }),
    seoSite: () => loadSeoSite(ctx),
  };
  return graphql;
}

export function createLayoutPreviewHandler({ services, run, renderer }: { services: AppServices; run: Executor; renderer: PageRenderer }) {
  return async function layoutPreview(req: FastifyRequest, reply: FastifyReply) {
    const body = req.body as { path?: unknown; layout?: unknown } | null;
    if (typeof body !== 'object' || body === null || typeof body.layout !== 'object' || body.layout === null || Array.isArray(body.layout)) {
      return refuse(reply, { statusCode: 400, code: 'BAD_REQUEST', message: 'Send { path, layout } as JSON.' });
    }
    const path = previewPathOf(body.path);
    if (!path) {
      return refuse(reply, { statusCode: 400, code: 'BAD_USER_INPUT', message: 'Choose a page of the public site to preview (a path such as /power).', fieldErrors: { path: 'Enter a path of the public site, starting with /.' } });
    }
    const headers = previewHeaders(req.headers);
    let ctx: GraphQLContext;
    try {
      ctx = await createContext(services, { headers, ip: req.ip, protocol: req.protocol, requestId: String(req.id) });
      await attachLayoutDraft(ctx, body.layout as WebLayoutInput);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refuse(reply, refusal);
      throw error;
    }
    const graphql = previewGraphQL(ctx, run);
    const render = (target: string) => renderer({ urlOriginal: `${target}?preview-mode=true`, headersOriginal: headers, graphql });
    let shown = path;
    let page = await render(shown);
    // A path that is not the page's own (another letter case, an old address): show the page it goes to.
    if (page && (page.statusCode === 301 || page.statusCode === 302)) {
      const location = page.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
      const next = location ? previewPathOf(new URL(location, 'http://site.invalid').pathname) : null;
      if (next && location && !/^[a-z]+:\/\//i.test(location)) {
        shown = next;
        page = await render(shown);
      }
    }
    if (!page || page.statusCode === 404) {
      return refuse(reply, { statusCode: 404, code: 'NOT_FOUND', message: `No page lives at ${path} on this site.` });
    }
    if (page.statusCode !== 200) {
      return refuse(reply, { statusCode: 502, code: 'NOT_RENDERED', message: `The page at ${shown} could not be rendered (status ${page.statusCode}).` });
    }
    const html = typeof page.body === 'string' ? page.body : page.body.toString('utf8');
    const answer: LayoutPreviewAnswer = { path: shown, html: withNewTabLinks(html) };
    return reply.header('cache-control', 'no-store').send(answer);
  };
}

/** Registers the route; pages.ts passes the renderer of the public pages. */
export function registerLayoutPreviewRoute(app: FastifyInstance, deps: { services: AppServices; run: Executor; renderer: PageRenderer }): void {
  app.post(LAYOUT_PREVIEW_ROUTE, { bodyLimit: BODY_LIMIT }, createLayoutPreviewHandler(deps));
}
