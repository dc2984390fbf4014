import type { WebLayoutInput } from '../../../gql/resolvers-types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requirePermission } from '../cmsAuth/access.js';
import { withCheckedSettings } from './grids.js';
import { findLayoutForTenant, type WebLayoutRow } from './repo.js';
import { checkLayoutDocument, layoutDocumentInput } from './service.js';

/**
 * The layout editor's live preview (src/server/http/layoutPreviewRoute.ts): the public page at a
 * path, built with the editor's unsaved layout instead of the stored one.
 *
 * The unsaved layout is held for one request only, keyed by that request's context object: nothing
 * a request carries (a header, a parameter, a cookie) can name a draft, no other request can see
 * it, and it is gone with the request. Only the preview route attaches one, after the checks below.
 */
const drafts = new WeakMap<GraphQLContext, WebLayoutRow>();

/** The unsaved layout this request renders with, if it is a layout preview. */
export function layoutDraftOf(ctx: GraphQLContext): WebLayoutRow | null {
  return drafts.get(ctx) ?? null;
}

/**
 * Attaches an unsaved layout to this request. The caller must be a CMS user allowed to act on the
 * current site with view_site_layouts or manage_site_layouts (a user of another site is a visitor
 * here and is refused), and the document must pass every check of saveWebLayout (BAD_USER_INPUT
 * with the same field paths). Which sites a layout serves is not previewed: it is shown on this one.
 * The layout being edited keeps its id when it serves this site, so its stored version steps aside.
 */
export async function attachLayoutDraft(ctx: GraphQLContext, input: WebLayoutInput): Promise<WebLayoutRow> {
  const viewer = requirePermission(ctx, 'view_site_layouts', 'manage_site_layouts');
  const layout = checkLayoutDocument(layoutDocumentInput(input, [ctx.tenant.id]));
  const stored = input.id != null && Number.isInteger(input.id) && input.id > 0 ? await findLayoutForTenant(ctx.db, ctx.tenant.id, input.id) : undefined;
  const { tenantIds: _sites, ...fields } = layout;
  const draft: WebLayoutRow = {
    ...fields,
    id: stored?.layout.id ?? 0,
    primaryGrid: withCheckedSettings(layout.primaryGrid),
    secondaryGrids: layout.secondaryGrids.map(withCheckedSettings),
    updatedBy: viewer.id,
    version: stored?.layout.version ?? 0,
    createdAt: stored?.layout.createdAt ?? ctx.now,
    updatedAt: ctx.now,
  };
  drafts.set(ctx, draft);
  return draft;
}
