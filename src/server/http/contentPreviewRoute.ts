import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { coerceInputValue, isInputObjectType, type GraphQLSchema } from 'graphql';
import type { ContentInput } from '../../gql/resolvers-types.js';
import { CONTENT_PREVIEW_ROUTE, type ContentPreviewAnswer, type ContentPreviewRefusal } from '../../shared/contentPreview.js';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import type { Executor } from '../graphql/execute.js';
import { requirePermission } from '../modules/cmsAuth/access.js';
import { attachContentDraft, DeletedPreviewError } from '../modules/content/preview.js';
import { previewGraphQL, previewHeaders, refusalOf, withNewTabLinks } from './layoutPreviewRoute.js';
import type { PageRenderer } from './pageHandler.js';

/**
 * POST /api/content-preview (the content editor's Preview; docs/content-admin.md "Preview"): the
 * item's public page as it would look with the editor's unsaved changes — a new item never saved
 * included — rendered by the real page renderer (Vike, or production's direct renderer) in preview
 * mode (drafts resolve, no admin toolbar). The answer is JSON `{ path, html }`, which the editor
 * shows in a sandboxed frame.
 *
 * - Who: a CMS user with manage_content who may act on the request's site (the bearer header the
 *   admin sends; a user of another site is a visitor here: 403). JSON only, with the bearer header:
 *   a page of another site cannot make a browser send it.
 * - What: `{ content }`, the ContentInput saveContent takes, read with the GraphQL input type
 *   (400 naming the field for a wrong type) and then saveContent's own checks (400 with the same
 *   field errors). The page shown is the item's path as saving would make it.
 * - Never kept: the unsaved item lives in this request's context only (content/graph.ts), the page
 *   cache and the per-site caches are not involved, and the answer is `no-store`.
 */
const BODY_LIMIT = 2 * 1024 * 1024;

function refuse(reply: FastifyReply, refusal: ContentPreviewRefusal) {
  return reply.code(refusal.statusCode).header('cache-control', 'no-store').send(refusal);
}

/** The document read as GraphQL reads saveContent's variables: the same types, the same scalars. */
function coerceContentInput(schema: GraphQLSchema, value: unknown): { input: ContentInput } | { fieldErrors: Record<string, string> } {
  const type = schema.getType('ContentInput');
  if (!isInputObjectType(type)) throw new Error('The schema has no ContentInput');
  const fieldErrors: Record<string, string> = {};
  const input = coerceInputValue(value, type, (path, _invalid, error) => {
    // A missing required field is reported on its parent: name the field itself.
    const missing = /^Field "(\w+)" of required type/.exec(error.message)?.[1];
    const key = [...path, ...(missing ? [missing] : [])].join('.') || 'content';
    fieldErrors[key] ??= error.message;
  }) as ContentInput;
  return Object.keys(fieldErrors).length ? { fieldErrors } : { input };
}

export function createContentPreviewHandler({ services, run, renderer, schema }: { services: AppServices; run: Executor; renderer: PageRenderer; schema: GraphQLSchema }) {
  return async function contentPreview(req: FastifyRequest, reply: FastifyReply) {
    const body = req.body as { content?: unknown } | null;
    if (typeof body !== 'object' || body === null || typeof body.content !== 'object' || body.content === null || Array.isArray(body.content)) {
      return refuse(reply, { statusCode: 400, code: 'BAD_REQUEST', message: 'Send { content } as JSON: the item as saveContent takes it.' });
    }
    const headers = previewHeaders(req.headers);
    let ctx: GraphQLContext;
    let path: string;
    try {
      ctx = await createContext(services, { headers, ip: req.ip, protocol: req.protocol, requestId: String(req.id) });
      // Who may preview is settled before anything about the item is said.
      requirePermission(ctx, 'manage_content');
      const coerced = coerceContentInput(schema, body.content);
      if ('fieldErrors' in coerced) {
        return refuse(reply, { statusCode: 400, code: 'BAD_USER_INPUT', message: 'Please correct the highlighted fields.', fieldErrors: coerced.fieldErrors });
      }
      path = (await attachContentDraft(ctx, coerced.input)).row.canonicalPath;
    } catch (error) {
      if (error instanceof DeletedPreviewError) return refuse(reply, { statusCode: 409, code: 'DELETED', message: error.message });
      const refusal = refusalOf(error);
      if (refusal) return refuse(reply, refusal);
      throw error;
    }
    const page = await renderer({ urlOriginal: `${path}?preview-mode=true`, headersOriginal: headers, graphql: previewGraphQL(ctx, run) });
    if (!page || page.statusCode === 404) {
      return refuse(reply, { statusCode: 404, code: 'NOT_FOUND', message: `No page could be made at ${path} for this item.` });
    }
    if (page.statusCode !== 200) {
      return refuse(reply, { statusCode: 502, code: 'NOT_RENDERED', message: `The page at ${path} could not be rendered (status ${page.statusCode}).` });
    }
    const html = typeof page.body === 'string' ? page.body : page.body.toString('utf8');
    const answer: ContentPreviewAnswer = { path, html: withNewTabLinks(html) };
    return reply.header('cache-control', 'no-store').send(answer);
  };
}

/** Registers the route; pages.ts passes the renderer of the public pages. */
export function registerContentPreviewRoute(app: FastifyInstance, deps: { services: AppServices; run: Executor; renderer: PageRenderer; schema: GraphQLSchema }): void {
  app.post(CONTENT_PREVIEW_ROUTE, { bodyLimit: BODY_LIMIT }, createContentPreviewHandler(deps));
}
