import {
  REDIRECT_MESSAGES,
  duplicateRedirectMessage,
  findRedirectLoop,
  internalPathOf,
  isFollowableRedirectTarget,
  parseRedirectFrom,
  parseRedirectTo,
  redirectLookupKey,
  redirectLoopMessage,
  withQueryString,
} from '../../../shared/redirects.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { RedirectSource } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import {
  countRedirects,
  deleteRedirect,
  findRedirectByFrom,
  findRedirectById,
  findRedirects,
  insertRedirect,
  updateRedirect,
  type RedirectRow,
} from './repo.js';
import { isUniqueViolation } from '../../db/errors.js';

/** Every public page carries it (pageCache/dependencies.ts SITE_WIDE_TAGS): an editor's redirect purges them all. */
const REDIRECTS_TAG = 'redirects';
const ENTITY = 'Redirect';
const INVALID = 'Please correct the highlighted fields.';

/** GraphQL enum values use underscores (section_alias); the table stores dashes. */
type SourceEnum = 'manual' | 'section_alias' | 'content_alias';
const toEnum = (source: RedirectSource): SourceEnum => source.replace('-', '_') as SourceEnum;
const fromEnum = (source: SourceEnum): RedirectSource => source.replace('_', '-') as RedirectSource;

export function toRedirect(row: RedirectRow) {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    source: toEnum(row.source),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * getWebsiteRedirect: public. Anything that is not a path of this site, and any path without a
 * redirect, answers null without an error (spec 000 §8 "Missing redirect: Empty result, no error").
 */
export async function getWebsiteRedirect(ctx: GraphQLContext, from: string, preserveQueryString: boolean | null | undefined) {
  const key = redirectLookupKey(from);
  if (!key) return null;
  // Every unmatched path of the site asks (the pages' 404 fallback): misses are cached too.
  const row = await ctx.services.slots.redirects.get(ctx.tenant.id, key.path, async () => (await findRedirectByFrom(ctx.db, ctx.tenant.id, key.path)) ?? null);
  if (!row) return null;
  // A row saved before the link rule (`/\host` reads as `//host` in a browser) is never followed.
  if (!isFollowableRedirectTarget(row.toPath)) {
    ctx.services.log.warn({ tenantId: ctx.tenant.id, redirectId: row.id, from: row.fromPath, to: row.toPath }, 'Redirect not followed: its target would leave the site (fix or delete it in Redirects)');
    return null;
  }
  return { from: row.fromPath, to: preserveQueryString ? withQueryString(row.toPath, key.query) : row.toPath };
}

export async function getWebsiteRedirectStream(
  ctx: GraphQLContext,
  input: { phrase?: string | null; source?: SourceEnum | null; pagination?: PaginationArgs | null } | null | undefined,
) {
  requirePermission(ctx, 'manage_redirects');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  const filter = { phrase: input?.phrase?.slice(0, 200) ?? null, source: input?.source ? fromEnum(input.source) : null };
  const rows = await findRedirects(ctx.db, ctx.tenant.id, filter, page);
  const connection = toConnection(rows.map(toRedirect), page, () => Promise.resolve(0));
  return { ...connection, totalCount: await countRedirects(ctx.db, ctx.tenant.id, filter) };
}

/** Follows `to` through the site's redirects (the edited one left out) and reports a cycle. */
async function loopOf(ctx: GraphQLContext, from: string, to: string, ownId: number | null): Promise<string[] | null> {
  const known = new Map<string, string>();
  for (let at = internalPathOf(to), steps = 0; at !== null && at !== from && !known.has(at) && steps < 50; steps += 1) {
    const row = await findRedirectByFrom(ctx.db, ctx.tenant.id, at);
    if (!row || row.id === ownId) break;
    known.set(at, row.toPath);
    at = internalPathOf(row.toPath);
  }
  return findRedirectLoop(from, to, (path) => known.get(path));
}

export interface WebsiteRedirectInput {
  id?: number | null;
  version?: number | null;
  from: string;
  to: string;
}

export async function saveWebsiteRedirect(ctx: GraphQLContext, input: WebsiteRedirectInput) {
  const viewer = requirePermission(ctx, 'manage_redirects');
  const errors: Record<string, string> = {};
  const from = input.from.trim() ? parseRedirectFrom(input.from) : { path: null, error: MESSAGES.fieldRequired };
  const to = input.to.trim() ? parseRedirectTo(input.to) : { target: null, error: MESSAGES.fieldRequired };
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  if (Object.keys(errors).length || !from.path || !to.target) throw badInput(INVALID, errors);
  const fromPath = from.path;
  const toPath = to.target;
  if (internalPathOf(toPath) === fromPath) throw badInput(redirectLoopMessage([fromPath, fromPath]), { to: REDIRECT_MESSAGES.sameAsFrom });

  const existing = input.id == null ? null : await findRedirectById(ctx.db, ctx.tenant.id, input.id);
  if (input.id != null && !existing) throw notFound(`No redirect with id ${input.id} was found on this site.`);
  if (existing && existing.version !== input.version) {
    throw await staleSave(ctx.db, { label: 'This redirect', entityType: ENTITY, entityId: existing.id, currentVersion: existing.version });
  }
  const duplicate = () => badInput(duplicateRedirectMessage(fromPath), { from: duplicateRedirectMessage(fromPath) });
  const other = await findRedirectByFrom(ctx.db, ctx.tenant.id, fromPath);
  if (other && other.id !== existing?.id) throw duplicate();
  const cycle = await loopOf(ctx, fromPath, toPath, existing?.id ?? null);
  if (cycle) throw badInput(redirectLoopMessage(cycle), { to: redirectLoopMessage(cycle) });

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const row = existing
        ? await updateRedirect(tx, ctx.tenant.id, existing.id, existing.version, { fromPath, toPath })
        : await insertRedirect(tx, { tenantId: ctx.tenant.id, fromPath, toPath, createdBy: viewer.id });
      if (!row) return null;
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing ?? null, after: row, tenantId: ctx.tenant.id });
      // Unmatched paths answer from the redirect table: every node drops its lookups and pages after the commit.
      return { row, change: await recordSiteChange(tx, { tenantId: ctx.tenant.id, kinds: ['redirects'], tags: [REDIRECTS_TAG] }) };
    });
    if (!saved) {
      const current = await findRedirectById(ctx.db, ctx.tenant.id, input.id ?? 0);
      throw await staleSave(ctx.db, { label: 'This redirect', entityType: ENTITY, entityId: input.id ?? 0, currentVersion: current?.version ?? 0 });
    }
    await ctx.services.siteCache.announce(saved.change);
    return toRedirect(saved.row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteWebsiteRedirect(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, 'manage_redirects');
  const gone = await ctx.db.transaction(async (tx) => {
    const row = await deleteRedirect(tx, ctx.tenant.id, id);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: row, after: null, tenantId: ctx.tenant.id });
    return recordSiteChange(tx, { tenantId: ctx.tenant.id, kinds: ['redirects'], tags: [REDIRECTS_TAG] });
  });
  if (!gone) throw notFound(`No redirect with id ${id} was found on this site.`);
  await ctx.services.siteCache.announce(gone);
  return true;
}
