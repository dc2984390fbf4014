import type { WebLayout, WebLayoutInput, WebLayoutSite, WebLayoutStreamInput } from '../../../gql/resolvers-types.js';
import { LAYOUT_EXCLUDE_AD_FLAGS, LAYOUT_TYPES, layoutInputSchema, type LayoutDocument, type LayoutExcludeAdFlag, type LayoutType } from '../../../shared/layouts/layout.js';
import { MESSAGES } from '../../../shared/messages.js';
import { checkSettings } from '../../../shared/settings/validate.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, forbidden, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import type { CmsViewer } from '../cmsUsers/viewer.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { ALL_SITES, recordSiteChange, type SiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import { sequentially } from '../../db/sequentially.js';
import { blockSettingErrors, duplicateIdErrors, withCheckedSettings } from './grids.js';
import {
  countLayouts,
  deleteLayout,
  findExistingTenantIds,
  findLayoutById,
  findLayoutForTenant,
  findLayouts,
  findLayoutSites,
  insertLayout,
  replaceLayoutTenants,
  updateLayout,
  type WebLayoutRow,
  type WebLayoutValues,
  type WebLayoutWithEditor,
} from './repo.js';

const ENTITY = 'WebLayout';
const LABEL = 'This layout';
const INVALID = 'Please correct the highlighted fields.';

const isLayoutType = (value: string): value is LayoutType => (LAYOUT_TYPES as readonly string[]).includes(value);

/** Rule 4: a site-specific user sees only their own sites among those a layout serves. */
const visibleSites = (viewer: CmsViewer, sites: WebLayoutSite[]) => (viewer.isGlobal ? sites : sites.filter((s) => viewer.tenantIds.includes(s.id)));

function toWebLayout(viewer: CmsViewer, { layout, editor }: WebLayoutWithEditor, sites: WebLayoutSite[]): WebLayout {
  const excludeAds = Object.fromEntries(LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, layout.excludeAds[flag] === true])) as Record<LayoutExcludeAdFlag, boolean>;
  return {
    id: layout.id,
    name: layout.name,
    type: layout.type,
    key: layout.key,
    aliases: layout.aliases,
    propagate: layout.propagate,
    pageType: layout.pageType,
    contentTypes: layout.contentTypes,
    gatingRequirements: layout.gatingRequirements,
    isGlobal: layout.isGlobal,
    sites: layout.isGlobal ? [] : visibleSites(viewer, sites),
    hideHeader: layout.hideHeader,
    hideFooter: layout.hideFooter,
    loadMoreType: layout.loadMoreType,
    excludeAds,
    primaryGrid: layout.primaryGrid,
    secondaryGrids: layout.secondaryGrids,
    version: layout.version,
    createdAt: layout.createdAt,
    updatedAt: layout.updatedAt,
    updatedByName: editor ? [editor.firstName, editor.lastName].filter(Boolean).join(' ') || editor.username : null,
  };
}

async function layoutServingSite(ctx: GraphQLContext, id: number): Promise<WebLayoutWithEditor> {
  const found = Number.isInteger(id) && id > 0 ? await findLayoutForTenant(ctx.db, ctx.tenant.id, id) : undefined;
  if (!found) throw notFound(`No layout with id ${id} serves this site.`);
  return found;
}

export async function getWebLayoutStream(ctx: GraphQLContext, input: WebLayoutStreamInput | null | undefined) {
  const viewer = requirePermission(ctx, 'view_site_layouts', 'manage_site_layouts');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  const type = input?.type?.trim() || null;
  if (type !== null && !isLayoutType(type)) throw badInput(`Unknown layout type '${type}'.`, { type: `Choose one of ${LAYOUT_TYPES.join(', ')}.` });
  const filter = { type, phrase: input?.phrase?.slice(0, 200) ?? null };
  const rows = await findLayouts(ctx.db, ctx.tenant.id, filter, page);
  const sites = await findLayoutSites(ctx.db, rows.map((r) => r.layout.id));
  const connection = toConnection(
    rows.map((row) => toWebLayout(viewer, row, sites.get(row.layout.id) ?? [])),
    page,
    () => Promise.resolve(0),
  );
  return { ...connection, totalCount: await countLayouts(ctx.db, ctx.tenant.id, filter) };
}

export async function getWebLayout(ctx: GraphQLContext, id: number): Promise<WebLayout> {
  const viewer = requirePermission(ctx, 'view_site_layouts', 'manage_site_layouts');
  const found = await layoutServingSite(ctx, id);
  const sites = await findLayoutSites(ctx.db, [id]);
  return toWebLayout(viewer, found, sites.get(id) ?? []);
}

/** GraphQL sends null for fields left out by some clients; the schema's defaults apply to absent ones. */
const withoutNulls = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

class StaleVersion extends Error {}

/**
 * Records, in the save's transaction, a layouts change of every site a layout served before or
 * serves after it (every site at once for a global one); announced after the commit, it drops the
 * cached layouts and pages on every node. Sites in ascending order: concurrent saves lock the
 * version rows in the same order.
 */
function recordLayoutChanges(tx: Db, scopes: { isGlobal: boolean; tenantIds: readonly number[] }[]): Promise<SiteChange[]> {
  const sites = scopes.some((s) => s.isGlobal) ? [ALL_SITES] : [...new Set(scopes.flatMap((s) => s.tenantIds))].sort((a, b) => a - b);
  return sequentially(sites.map((tenantId) => recordSiteChange(tx, { tenantId, kinds: ['layouts'] })));
}

async function announceAll(ctx: GraphQLContext, changes: readonly SiteChange[]): Promise<void> {
  for (const change of changes) await ctx.services.siteCache.announce(change);
}

/**
 * Every check of a layout document the grids and page rules make (one BAD_USER_INPUT listing every
 * wrong field): the layout schema, each block's settings against its type, unique ids. Shared by
 * saveWebLayout and the editor's preview of an unsaved layout (preview.ts), so nothing is rendered
 * that could not be saved.
 */
export function checkLayoutDocument(raw: Record<string, unknown>): LayoutDocument {
  const parsed = checkSettings(layoutInputSchema, raw);
  const errors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...blockSettingErrors(parsed.ok ? parsed.value : raw) };
  if (parsed.ok) Object.assign(errors, duplicateIdErrors(parsed.value));
  if (!parsed.ok || Object.keys(errors).length) throw badInput(INVALID, errors);
  return parsed.value;
}

/** The input as the layout schema reads it: nulls left out, so the schema's defaults apply. */
export function layoutDocumentInput(input: WebLayoutInput, tenantIds: readonly number[]): Record<string, unknown> {
  return { ...withoutNulls(input), excludeAds: input.excludeAds ? withoutNulls(input.excludeAds) : undefined, tenantIds };
}

/**
 * saveWebLayout: validates every field, conditional rule and block setting (one answer listing
 * every wrong field), checks who may give the layout which sites, then writes the row, its site
 * links and a history row in one transaction. Cached pages are purged after the commit.
 */
export async function saveWebLayout(ctx: GraphQLContext, input: WebLayoutInput): Promise<WebLayout> {
  const viewer = requirePermission(ctx, 'manage_site_layouts');
  const tenantId = ctx.tenant.id;
  if (input.id != null && input.version == null) throw badInput(INVALID, { version: MESSAGES.fieldRequired });
  const found = input.id == null ? null : await layoutServingSite(ctx, input.id);
  const existing = found?.layout ?? null;
  const existingSites = existing ? ((await findLayoutSites(ctx.db, [existing.id])).get(existing.id) ?? []).map((s) => s.id) : [];
  if (existing?.isGlobal && !viewer.isGlobal) throw forbidden('Only a global user can change a global layout.');

  // A new layout that names no site serves the site it was created on (the editor's default).
  const requested = input.tenantIds ?? existingSites;
  const raw = layoutDocumentInput(input, !existing && requested.length === 0 ? [tenantId] : requested);
  const layout = checkLayoutDocument(raw);

  if (!viewer.isGlobal) {
    if (layout.isGlobal) throw forbidden('Only a global user can make a layout global.');
    const foreign = layout.tenantIds.filter((id) => !viewer.tenantIds.includes(id) && !existingSites.includes(id));
    if (foreign.length) throw forbidden('You can only assign a layout to sites you have access to yourself.');
    if (!layout.tenantIds.includes(tenantId)) throw badInput(INVALID, { tenantIds: 'Keep this site among the sites of the layout.' });
  }
  // A site-specific user changes only the sites they work on; the layout's other sites stay.
  const tenantIds = layout.isGlobal
    ? []
    : viewer.isGlobal
      ? layout.tenantIds
      : [...new Set([...layout.tenantIds, ...existingSites.filter((id) => !viewer.tenantIds.includes(id))])];
  if ((await findExistingTenantIds(ctx.db, tenantIds)).length !== tenantIds.length) {
    throw badInput(INVALID, { tenantIds: 'One of the chosen sites does not exist.' });
  }
  if (existing && existing.version !== input.version) {
    throw await staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: existing.id, currentVersion: existing.version });
  }

  const { tenantIds: _sites, ...fields } = layout;
  const values: WebLayoutValues = {
    ...fields,
    primaryGrid: withCheckedSettings(layout.primaryGrid),
    secondaryGrids: layout.secondaryGrids.map(withCheckedSettings),
    updatedBy: viewer.id,
  };
  let saved: WebLayoutRow;
  let changes: SiteChange[] = [];
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const row = existing ? await updateLayout(tx, existing.id, existing.version, values) : await insertLayout(tx, values);
      if (!row) throw new StaleVersion();
      await replaceLayoutTenants(tx, row.id, tenantIds);
      await recordHistory(tx, ctx, {
        entityType: ENTITY,
        entityId: row.id,
        action: existing ? 'update' : 'create',
        before: existing ? { ...existing, tenantIds: existingSites } : null,
        after: { ...row, tenantIds },
        omit: ['updatedBy'],
        tenantId,
      });
      changes = await recordLayoutChanges(tx, [
        { isGlobal: existing?.isGlobal ?? false, tenantIds: existingSites },
        { isGlobal: row.isGlobal, tenantIds },
      ]);
      return row;
    });
  } catch (error) {
    if (!(error instanceof StaleVersion) || !existing) throw error;
    const current = await findLayoutById(ctx.db, existing.id);
    throw await staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: existing.id, currentVersion: current?.layout.version ?? existing.version });
  }
  await announceAll(ctx, changes);
  // Read back by id: a global user may have moved the layout off the current site.
  const reread = await findLayoutById(ctx.db, saved.id);
  const sites = await findLayoutSites(ctx.db, [saved.id]);
  return toWebLayout(viewer, reread ?? { layout: saved, editor: null }, sites.get(saved.id) ?? []);
}

/** deleteWebLayout: the version must be current; a layout shared with sites the user cannot reach is a global user's call. */
export async function deleteWebLayout(ctx: GraphQLContext, id: number, version: number): Promise<boolean> {
  const viewer = requirePermission(ctx, 'manage_site_layouts');
  const { layout } = await layoutServingSite(ctx, id);
  const sites = ((await findLayoutSites(ctx.db, [id])).get(id) ?? []).map((s) => s.id);
  if (!viewer.isGlobal) {
    if (layout.isGlobal) throw forbidden('Only a global user can delete a global layout.');
    if (sites.some((site) => !viewer.tenantIds.includes(site))) throw forbidden('This layout also serves sites you do not have access to; only a global user can delete it.');
  }
  if (layout.version !== version) {
    throw await staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: id, currentVersion: layout.version });
  }
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await deleteLayout(tx, id, version);
    if (!gone) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: { ...gone, tenantIds: sites }, after: null, omit: ['updatedBy'], tenantId: ctx.tenant.id });
    return recordLayoutChanges(tx, [{ isGlobal: layout.isGlobal, tenantIds: sites }]);
  });
  if (!deleted) {
    const current = await findLayoutById(ctx.db, id);
    if (!current) throw notFound(`No layout with id ${id} serves this site.`);
    throw await staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: id, currentVersion: current.layout.version });
  }
  await announceAll(ctx, deleted);
  return true;
}
