import { aliasFromName, checkPublication, MAGAZINE_LIMITS, MAGAZINE_MESSAGES, MAGAZINE_STATUS, uniqueMagazineAlias } from '../../../shared/magazines.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type Connection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { isSiteImage, MAGAZINE_PERMISSIONS, MANAGE_PUBLICATIONS, orNull, recordMagazineChange, seesInactiveMagazines } from './common.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  countIssuesByPublication,
  countPublications,
  deletePublicationRow,
  findOtherPublicationByAlias,
  findPublication,
  findPublications,
  insertPublication,
  publicationAliasesStartingWith,
  updatePublication,
  type PublicationRow,
  type PublicationWrite,
} from './repo.js';

/**
 * Magazine publications (000 §2.2 /admin/magazine-publications, §3.2 "Publication: id, name",
 * §7.2 getPublicationStream; 002 §7 getMagazinePublication). Saving and deleting need
 * manage_magazine_publications; reading active ones is public (the magazine pages and the
 * publication selects read them), inactive ones are for CMS users with a magazine permission.
 */
const ENTITY = 'MagazinePublication';
const TYPENAME = 'Publication';
const missing = (id: number) => notFound(MAGAZINE_MESSAGES.publicationMissing(id));

export interface PublicationStreamInput {
  status?: readonly number[] | null;
  phrase?: string | null;
  pagination?: PaginationArgs | null;
}

export async function getPublicationStream(ctx: GraphQLContext, input: PublicationStreamInput | null | undefined): Promise<Connection<PublicationRow>> {
  const page = parsePagination(input?.pagination, { defaultLimit: MAGAZINE_LIMITS.page, maxLimit: MAGAZINE_LIMITS.page });
  if (input?.status?.some((s) => s !== 0 && s !== 1)) throw badInput('status values must be 0 (inactive) or 1 (active).', { status: 'Must be 0 or 1' });
  if (input?.phrase && input.phrase.length > 200) throw badInput('phrase may be at most 200 characters.', { phrase: 'At most 200 characters' });
  const status = input?.status?.length ? [...new Set(input.status)] : [MAGAZINE_STATUS.active];
  if (status.includes(MAGAZINE_STATUS.inactive)) requirePermission(ctx, ...MAGAZINE_PERMISSIONS);
  const filter = { status, phrase: input?.phrase?.trim() || null };
  const rows = await findPublications(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countPublications(ctx.db, ctx.tenant.id, filter));
}

export async function getMagazinePublication(ctx: GraphQLContext, id: number): Promise<PublicationRow> {
  const row = await findPublication(ctx.db, ctx.tenant.id, id);
  if (!row || (row.status !== MAGAZINE_STATUS.active && !seesInactiveMagazines(ctx))) throw missing(id);
  return row;
}

export interface MagazinePublicationInput {
  id?: number | null;
  version?: number | null;
  name: string;
  alias?: string | null;
  description?: string | null;
  logoId?: number | null;
  subscribeUrl?: string | null;
  renewUrl?: string | null;
  status: number;
}

/**
 * Creates (no id) or updates (id and the version it started from) a publication. An empty alias is
 * made from the name (unique on the site) on create and keeps the stored one on update; a typed one that another publication uses is refused.
 * The logo must be an image of the site. Writes a history row; the magazine pages change at once.
 */
export async function saveMagazinePublication(ctx: GraphQLContext, input: MagazinePublicationInput): Promise<PublicationRow> {
  requirePermission(ctx, MANAGE_PUBLICATIONS);
  const tenantId = ctx.tenant.id;
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkPublication(input);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(MAGAZINE_MESSAGES.invalid, errors);
  const value = checked.value;

  const existing = input.id == null ? null : ((await findPublication(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: 'This publication', entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  if (value.alias !== '') {
    const other = await findOtherPublicationByAlias(ctx.db, tenantId, value.alias, existing?.id ?? null);
    if (other) errors.alias = MAGAZINE_MESSAGES.publicationAliasTaken(other.name);
  }
  if (value.logoId !== null && value.logoId !== existing?.logoId && !(await isSiteImage(ctx.db, tenantId, value.logoId))) errors.logoId = MAGAZINE_MESSAGES.image;
  if (Object.keys(errors).length > 0) throw badInput(MAGAZINE_MESSAGES.invalid, errors);

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const base = aliasFromName(value.name, 'publication');
      // An empty alias keeps the stored one (the page's address does not follow a rename).
      const alias = value.alias || existing?.alias || uniqueMagazineAlias(base, await publicationAliasesStartingWith(tx, tenantId, base, null));
      const write: PublicationWrite = {
        name: value.name,
        alias,
        description: orNull(value.description),
        logoId: value.logoId,
        subscribeUrl: orNull(value.subscribeUrl),
        renewUrl: orNull(value.renewUrl),
        status: value.status,
      };
      const row = existing ? await updatePublication(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertPublication(tx, tenantId, write);
      if (!row) return null;
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
      return { row, change: await recordMagazineChange(tx, tenantId, [[TYPENAME, row.id]]) };
    });
    if (!saved) {
      const current = await findPublication(ctx.db, tenantId, existing!.id);
      if (!current) throw missing(existing!.id);
      throw await stale(current.version, current.id);
    }
    await ctx.services.siteCache.announce(saved.change);
    return saved.row;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(MAGAZINE_MESSAGES.invalid, { alias: MAGAZINE_MESSAGES.publicationAliasTaken('another publication') });
    throw error;
  }
}

/**
 * Refused while the publication has issues (their pages and the content scheduled to them would
 * go with it); setting it inactive hides it instead. Its magazine sections are deleted with it.
 */
export async function deleteMagazinePublication(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE_PUBLICATIONS);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const row = await findPublication(tx, tenantId, id);
    if (!row) throw missing(id);
    const issues = (await countIssuesByPublication(tx, tenantId, [id])).get(id) ?? 0;
    if (issues > 0) throw badInput(MAGAZINE_MESSAGES.deletePublication(row.name, issues), { id: 'The publication has issues' });
    const gone = await deletePublicationRow(tx, tenantId, id);
    if (!gone) throw missing(id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordMagazineChange(tx, tenantId, [[TYPENAME, id]]);
  });
  await ctx.services.siteCache.announce(change);
  return true;
}
