import { checkMagazineSection, MAGAZINE_LIMITS, MAGAZINE_MESSAGES } from '../../../shared/magazines.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type Connection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { MANAGE_SECTIONS, recordMagazineChange } from './common.js';
import {
  countContentBySection,
  countMagazineSections,
  deleteMagazineSectionRow,
  findMagazineSection,
  findMagazineSections,
  findPublication,
  insertMagazineSection,
  updateMagazineSection,
  type MagazineSectionRow,
  type MagazineSectionWrite,
} from './repo.js';

/**
 * Magazine sections (000 §2.2 /admin/magazine-sections: "magazine sections per publication"):
 * the parts of a publication an issue's contents are filed under. Reading is public (the issue
 * pages group by them); saving and deleting need manage_magazine_sections.
 */
const ENTITY = 'MagazineSection';
const missing = (id: number) => notFound(MAGAZINE_MESSAGES.sectionMissing(id));
const nameTaken = (name: string) => `This publication already has a section named '${name}'.`;
const sectionMoved = 'A section stays with its publication: add a new section to the other publication instead.';

export async function getMagazineSectionStream(
  ctx: GraphQLContext,
  args: { publicationId?: number | null; pagination?: PaginationArgs | null },
): Promise<Connection<MagazineSectionRow>> {
  const page = parsePagination(args.pagination, { defaultLimit: MAGAZINE_LIMITS.page, maxLimit: MAGAZINE_LIMITS.page });
  if (args.publicationId != null && !(await findPublication(ctx.db, ctx.tenant.id, args.publicationId))) {
    throw notFound(MAGAZINE_MESSAGES.publicationMissing(args.publicationId));
  }
  const filter = { publicationId: args.publicationId ?? null };
  const rows = await findMagazineSections(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countMagazineSections(ctx.db, ctx.tenant.id, filter));
}

export async function getMagazineSection(ctx: GraphQLContext, id: number): Promise<MagazineSectionRow> {
  const row = await findMagazineSection(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return row;
}

export interface MagazineSectionInput {
  id?: number | null;
  version?: number | null;
  publicationId: number;
  name: string;
  sequence?: number | null;
}

/** Creates (no id) or updates (id and version) a section; names are unique within the publication (ignoring case). */
export async function saveMagazineSection(ctx: GraphQLContext, input: MagazineSectionInput): Promise<MagazineSectionRow> {
  requirePermission(ctx, MANAGE_SECTIONS);
  const tenantId = ctx.tenant.id;
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkMagazineSection(input);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(MAGAZINE_MESSAGES.invalid, errors);
  const value = checked.value;

  const existing = input.id == null ? null : ((await findMagazineSection(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: 'This section', entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  const publication = await findPublication(ctx.db, tenantId, value.publicationId);
  if (!publication) errors.publicationId = MAGAZINE_MESSAGES.publicationMissing(value.publicationId);
  else if (existing && existing.publicationId !== publication.id) errors.publicationId = sectionMoved;
  if (publication && !errors.publicationId) {
    const siblings = await findMagazineSections(ctx.db, tenantId, { publicationId: publication.id }, { limit: 10_000, offset: 0 });
    if (siblings.some((other) => other.id !== existing?.id && other.name.toLowerCase() === value.name.toLowerCase())) errors.name = nameTaken(value.name);
  }
  if (Object.keys(errors).length > 0 || !publication) throw badInput(MAGAZINE_MESSAGES.invalid, errors);

  const write: MagazineSectionWrite = { publicationId: publication.id, name: value.name, sequence: value.sequence };
  const saved = await ctx.db.transaction(async (tx) => {
    const row = existing ? await updateMagazineSection(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertMagazineSection(tx, tenantId, write);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
    return { row, change: await recordMagazineChange(tx, tenantId, [[ENTITY, row.id]]) };
  });
  if (!saved) {
    const current = await findMagazineSection(ctx.db, tenantId, existing!.id);
    if (!current) throw missing(existing!.id);
    throw await stale(current.version, current.id);
  }
  await ctx.services.siteCache.announce(saved.change);
  return saved.row;
}

/** Refused while content is filed under the section in any issue (it would lose its place in the table of contents). */
export async function deleteMagazineSection(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE_SECTIONS);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const row = await findMagazineSection(tx, tenantId, id);
    if (!row) throw missing(id);
    const items = (await countContentBySection(tx, tenantId, [id])).get(id) ?? 0;
    if (items > 0) throw badInput(MAGAZINE_MESSAGES.deleteSection(row.name, items), { id: 'Content is filed under the section' });
    const gone = await deleteMagazineSectionRow(tx, tenantId, id);
    if (!gone) throw missing(id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordMagazineChange(tx, tenantId, [[ENTITY, id]]);
  });
  await ctx.services.siteCache.announce(change);
  return true;
}
