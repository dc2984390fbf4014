import { aliasFromName, checkIssue, MAGAZINE_LIMITS, MAGAZINE_MESSAGES, MAGAZINE_STATUS, uniqueMagazineAlias } from '../../../shared/magazines.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { assertIdList, parsePagination, toConnection, type Connection } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { isSiteImage, MAGAZINE_PERMISSIONS, MANAGE_ISSUES, orNull, recordMagazineChange, seesInactiveMagazines } from './common.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  countContentByIssue,
  countIssues,
  deleteIssueRow,
  findIssue,
  findIssues,
  findOtherIssueByAlias,
  findPublication,
  insertIssue,
  issueAliasesStartingWith,
  updateIssue,
  type IssueFilter,
  type IssueRow,
  type IssueWrite,
} from './repo.js';

/**
 * Magazine issues (000 §2.2 /admin/magazine-issues: publication, name, mailing date, cover image,
 * digital edition URL (zmag), status; 002 §7 getIssue, getIssues). Saving and deleting need
 * manage_magazine_issues. Visitors read active issues of active publications; CMS users with a
 * magazine permission read every issue.
 */
const ENTITY = 'MagazineIssue';
const missing = (id: number) => notFound(MAGAZINE_MESSAGES.issueMissing(id));

/** Whether the caller may see this issue: a magazine manager any, a visitor an active one of an active publication. */
async function visibleIssue(ctx: GraphQLContext, row: IssueRow): Promise<boolean> {
  if (seesInactiveMagazines(ctx)) return true;
  if (row.status !== MAGAZINE_STATUS.active) return false;
  const publication = await findPublication(ctx.db, ctx.tenant.id, row.publicationId);
  return publication?.status === MAGAZINE_STATUS.active;
}

export async function getIssue(ctx: GraphQLContext, id: number): Promise<IssueRow> {
  const row = await findIssue(ctx.db, ctx.tenant.id, id);
  if (!row || !(await visibleIssue(ctx, row))) throw missing(id);
  return row;
}

export interface GetIssuesArgs {
  publicationId?: number | null;
  status?: readonly number[] | null;
  phrase?: string | null;
  excludeIssueIds?: readonly number[] | null;
  limit?: number | null;
  skip?: number | null;
  after?: string | null;
}

/**
 * getIssues (002 §7 "Streams"): newest mailing date first. Without `status` it answers what
 * visitors see — active issues of active publications — for everyone; asking for statuses (the
 * admin list) needs a magazine permission.
 */
export async function getIssues(ctx: GraphQLContext, args: GetIssuesArgs): Promise<Connection<IssueRow>> {
  const page = parsePagination(args, { defaultLimit: 12, maxLimit: MAGAZINE_LIMITS.page });
  assertIdList('excludeIssueIds', args.excludeIssueIds);
  if (args.status?.some((s) => s !== 0 && s !== 1)) throw badInput('status values must be 0 (inactive) or 1 (active).', { status: 'Must be 0 or 1' });
  if (args.phrase && args.phrase.length > 200) throw badInput('phrase may be at most 200 characters.', { phrase: 'At most 200 characters' });
  const admin = Boolean(args.status?.length);
  if (admin) requirePermission(ctx, ...MAGAZINE_PERMISSIONS);
  if (args.publicationId != null) {
    const publication = await findPublication(ctx.db, ctx.tenant.id, args.publicationId);
    if (!publication || (!admin && publication.status !== MAGAZINE_STATUS.active)) throw notFound(MAGAZINE_MESSAGES.publicationMissing(args.publicationId));
  }
  const filter: IssueFilter = {
    publicationId: args.publicationId ?? null,
    status: admin ? [...new Set(args.status)] : [MAGAZINE_STATUS.active],
    activePublications: !admin,
    phrase: args.phrase?.trim() || null,
    excludeIds: args.excludeIssueIds ?? null,
  };
  const rows = await findIssues(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countIssues(ctx.db, ctx.tenant.id, filter));
}

export interface MagazineIssueInput {
  id?: number | null;
  version?: number | null;
  publicationId: number;
  name: string;
  alias?: string | null;
  mailingDate: string;
  description?: string | null;
  coverImageId?: number | null;
  digitalEditionUrl?: string | null;
  status: number;
}

/**
 * Creates (no id) or updates (id and the version it started from) an issue of a publication of
 * this site. An empty alias is made from the name on create (unique within the publication) and
 * keeps the stored one on update; an issue stays with its publication. The cover must be an image
 * of the site; the digital edition a Zmags viewer address.
 */
export async function saveMagazineIssue(ctx: GraphQLContext, input: MagazineIssueInput): Promise<IssueRow> {
  requirePermission(ctx, MANAGE_ISSUES);
  const tenantId = ctx.tenant.id;
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkIssue(input);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(MAGAZINE_MESSAGES.invalid, errors);
  const value = checked.value;

  const existing = input.id == null ? null : ((await findIssue(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: 'This issue', entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  const publication = await findPublication(ctx.db, tenantId, value.publicationId);
  if (!publication) errors.publicationId = MAGAZINE_MESSAGES.publicationMissing(value.publicationId);
  else if (existing && existing.publicationId !== publication.id) errors.publicationId = MAGAZINE_MESSAGES.publicationMoved;
  if (publication && value.alias !== '') {
    const other = await findOtherIssueByAlias(ctx.db, publication.id, value.alias, existing?.id ?? null);
    if (other) errors.alias = MAGAZINE_MESSAGES.issueAliasTaken(other.name);
  }
  if (value.coverImageId !== null && value.coverImageId !== existing?.coverImageId && !(await isSiteImage(ctx.db, tenantId, value.coverImageId))) {
    errors.coverImageId = MAGAZINE_MESSAGES.image;
  }
  if (Object.keys(errors).length > 0 || !publication) throw badInput(MAGAZINE_MESSAGES.invalid, errors);

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const base = aliasFromName(value.name, 'issue');
      const alias = value.alias || existing?.alias || uniqueMagazineAlias(base, await issueAliasesStartingWith(tx, publication.id, base, null));
      const write: IssueWrite = {
        publicationId: publication.id,
        name: value.name,
        alias,
        mailingDate: value.mailingDate,
        description: orNull(value.description),
        coverImageId: value.coverImageId,
        digitalEditionUrl: orNull(value.digitalEditionUrl),
        status: value.status,
      };
      const row = existing ? await updateIssue(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertIssue(tx, tenantId, write);
      if (!row) return null;
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
      return { row, change: await recordMagazineChange(tx, tenantId, [[ENTITY, row.id]]) };
    });
    if (!saved) {
      const current = await findIssue(ctx.db, tenantId, existing!.id);
      if (!current) throw missing(existing!.id);
      throw await stale(current.version, current.id);
    }
    await ctx.services.siteCache.announce(saved.change);
    return saved.row;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(MAGAZINE_MESSAGES.invalid, { alias: MAGAZINE_MESSAGES.issueAliasTaken('another issue') });
    throw error;
  }
}

/** Refused while content is scheduled to the issue; setting it inactive hides it instead. */
export async function deleteMagazineIssue(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE_ISSUES);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const row = await findIssue(tx, tenantId, id);
    if (!row) throw missing(id);
    const items = (await countContentByIssue(tx, tenantId, [id])).get(id) ?? 0;
    if (items > 0) throw badInput(MAGAZINE_MESSAGES.deleteIssue(row.name, items), { id: 'Content is scheduled to the issue' });
    const gone = await deleteIssueRow(tx, tenantId, id);
    if (!gone) throw missing(id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordMagazineChange(tx, tenantId, [[ENTITY, id]]);
  });
  await ctx.services.siteCache.announce(change);
  return true;
}
