import { randomBytes } from 'node:crypto';
import type { AssetInput, AssetStreamInput } from '../../../gql/resolvers-types.js';
import { ASSET_LIMITS, ASSET_READ_PERMISSIONS, processingOptionErrors, type ProcessingOptions } from '../../../shared/assets.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { AssetProcessingOptions } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { recordTag } from '../../integrations/pageCache/index.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { assertIdList, parsePagination, toConnection } from '../../graphql/pagination.js';
import { cmsUserHere, requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import { assetUsage, countAssets, deleteAssetRow, findAsset, findAssets, updateAsset, type AssetFilter, type AssetRow } from './repo.js';

export const ASSET_ENTITY = 'Asset';
const STREAM_MAX = 100;

const notFoundAsset = (id: number) => notFound(`Asset ${id} was not found on this site.`);

/**
 * getAsset (spec 002): pages read images without a login, so an asset approved for the website
 * is public; any other asset needs one of the library's read permissions. An unapproved asset
 * looks "not found" to the public, so ids do not reveal what the library holds.
 */
export async function getAsset(ctx: GraphQLContext, id: number): Promise<AssetRow> {
  const row = await findAsset(ctx.db, ctx.tenant.id, id);
  if (row?.approvedWebsite) return row;
  if (!cmsUserHere(ctx)) throw notFoundAsset(id);
  requirePermission(ctx, ...ASSET_READ_PERMISSIONS);
  if (!row) throw notFoundAsset(id);
  return row;
}

export async function getAssetStream(ctx: GraphQLContext, input: AssetStreamInput | null | undefined) {
  requirePermission(ctx, ...ASSET_READ_PERMISSIONS);
  const page = parsePagination(input?.pagination, { defaultLimit: 24, maxLimit: STREAM_MAX });
  assertIdList('includeIds', input?.includeIds, STREAM_MAX);
  const phrase = input?.phrase?.trim() ?? '';
  if (phrase.length > ASSET_LIMITS.phrase) {
    throw badInput(`phrase may be at most ${ASSET_LIMITS.phrase} characters.`, { phrase: `At most ${ASSET_LIMITS.phrase} characters` });
  }
  const filter: AssetFilter = { kind: input?.kind ?? null, phrase: phrase || null, approvedWebsite: input?.approvedWebsite ?? null, includeIds: input?.includeIds ?? null };
  const rows = await findAssets(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countAssets(ctx.db, ctx.tenant.id, filter));
}

/** Optional text: trimmed, '' stored as null, bounded. */
function optionalText(value: string | null | undefined, field: keyof typeof ASSET_LIMITS, errors: Record<string, string>): string | null {
  const text = value?.trim() ?? '';
  if (text.length > ASSET_LIMITS[field]) errors[field] = `At most ${ASSET_LIMITS[field]} characters`;
  return text === '' ? null : text;
}

/** GraphQL input → stored options, dropping absent parts so the JSON stays minimal. */
function toProcessingOptions(input: AssetInput['processingOptions']): ProcessingOptions {
  const options: ProcessingOptions = {};
  if (input?.crop) options.crop = { x: input.crop.x, y: input.crop.y, width: input.crop.width, height: input.crop.height };
  if (input?.focalPoint) options.focalPoint = { x: input.focalPoint.x, y: input.focalPoint.y };
  return options;
}

/** saveAsset: the descriptive fields and processing options, with a version check and history. */
export async function saveAsset(ctx: GraphQLContext, input: AssetInput): Promise<AssetRow> {
  requirePermission(ctx, 'manage_assets');
  const existing = await findAsset(ctx.db, ctx.tenant.id, input.id);
  if (!existing) throw notFoundAsset(input.id);
  if (!Number.isInteger(input.version) || input.version < 1) throw badInput('version is required when updating an asset.', { version: MESSAGES.fieldRequired });
  const errors: Record<string, string> = {};
  const values = {
    alt: optionalText(input.alt, 'alt', errors),
    credit: optionalText(input.credit, 'credit', errors),
    caption: optionalText(input.caption, 'caption', errors),
    processingOptions: toProcessingOptions(input.processingOptions) as AssetProcessingOptions,
    approvedWebsite: input.approvedWebsite,
  };
  // Icons carry a size but are never rendered through sharp: options apply to images only.
  Object.assign(errors, processingOptionErrors(values.processingOptions, existing.kind === 'image' ? existing : { width: null, height: null }));
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await updateAsset(tx, ctx.tenant.id, existing.id, input.version, values);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ASSET_ENTITY, entityId: row.id, action: 'update', before: existing, after: row, tenantId: ctx.tenant.id });
    // Pages showing the image (alt, credit, caption, crop) and the cached logos are dropped after the commit.
    return { row, change: await recordSiteChange(tx, { tenantId: ctx.tenant.id, kinds: ['assets'], tags: [recordTag(ASSET_ENTITY, row.id)] }) };
  });
  if (!saved) throw await staleAsset(ctx, existing.id);
  await ctx.services.siteCache.announce(saved.change);
  return saved.row;
}

async function staleAsset(ctx: GraphQLContext, id: number) {
  const current = await findAsset(ctx.db, ctx.tenant.id, id);
  if (!current) return notFoundAsset(id);
  return staleSave(ctx.db, { label: 'This asset', entityType: ASSET_ENTITY, entityId: id, currentVersion: current.version });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * deleteAsset: refused while anything uses the asset (naming how many), so no page loses an image
 * silently; the stored file goes with the row, and cached variants become unreachable by id.
 */
export async function deleteAsset(ctx: GraphQLContext, id: number, version: number): Promise<boolean> {
  requirePermission(ctx, 'manage_assets');
  const existing = await findAsset(ctx.db, ctx.tenant.id, id);
  if (!existing) throw notFoundAsset(id);
  const usage = await assetUsage(ctx.db, ctx.tenant.id, id);
  if (usage.content || usage.persons || usage.settings || usage.magazines) {
    const users = [
      usage.content ? plural(usage.content, 'content item', 'content items') : null,
      usage.persons ? plural(usage.persons, 'person', 'persons') : null,
      usage.settings ? plural(usage.settings, 'site settings group', 'site settings groups') : null,
      usage.magazines ? plural(usage.magazines, 'magazine issue or publication', 'magazine issues and publications') : null,
    ]
      .filter(Boolean)
      .join(' and ');
    throw badInput(`This asset is used by ${users}. Remove it from them first, then delete it.`, { id: `Used by ${users}` });
  }
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteAssetRow(tx, ctx.tenant.id, id, version);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ASSET_ENTITY, entityId: id, action: 'delete', before: row, after: null, tenantId: ctx.tenant.id });
    return { row, change: await recordSiteChange(tx, { tenantId: ctx.tenant.id, kinds: ['assets'], tags: [recordTag(ASSET_ENTITY, id)] }) };
  });
  if (!deleted) throw await staleAsset(ctx, id);
  await ctx.services.siteCache.announce(deleted.change);
  await ctx.services.storage.delete(deleted.row.storageKey).catch((error: unknown) => ctx.services.log.warn({ err: error, id }, 'Stored file of a deleted asset could not be removed'));
  return true;
}

/** A storage key nobody can guess or collide with: assets/{tenant}/{yyyy}/{random}-{name}.{ext}. */
export function storageKeyFor(tenantId: number, slug: string, extension: string, now: Date): string {
  const token = randomBytes(8).toString('hex');
  return `assets/${tenantId}/${now.getUTCFullYear()}/${token}-${slug}${extension ? `.${extension}` : ''}`;
}
