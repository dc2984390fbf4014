import { slugify } from '../../../shared/aliases.js';
import { STREAM_LIMITS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { fullNameOf, fullNames, parentError, TERM_LIMITS, termFieldErrors } from '../../../shared/taxonomyTerms.js';
import type { TaxonomyType } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import {
  childCounts,
  contentCounts,
  countTerms,
  deleteTermRow,
  findSibling,
  findTerm,
  findTerms,
  insertTerm,
  setFullNames,
  termsOfType,
  updateTerm,
  type NewTerm,
  type TaxonomyFilter,
  type TaxonomyRow,
  type TaxonomySort,
} from './repo.js';

const ENTITY = 'TaxonomyTerm';
const notFoundTerm = (id: number) => notFound(`Taxonomy term ${id} was not found on this site.`);

/** getTaxonomyTerm: public like the other taxonomy reads (pages list a term's content). */
export async function getTaxonomyTerm(ctx: GraphQLContext, id: number): Promise<TaxonomyRow> {
  const row = await findTerm(ctx.db, ctx.tenant.id, id);
  if (!row) throw notFoundTerm(id);
  return row;
}

export interface TermStreamInput {
  phrase?: string | null;
  includeTypes?: readonly TaxonomyType[] | null;
  sortField?: TaxonomySort['field'] | null;
  sortOrder?: TaxonomySort['order'] | null;
  pagination?: PaginationArgs | null;
}

/** getTaxonomyTermStream: the admin list (manage_taxonomy), sorted by full name so trees read in order. */
export async function getTaxonomyTermStream(ctx: GraphQLContext, input: TermStreamInput | null | undefined) {
  requirePermission(ctx, 'manage_taxonomy');
  const page = parsePagination(input?.pagination, { defaultLimit: 50, maxLimit: STREAM_LIMITS.taxonomy });
  const phrase = input?.phrase?.trim() ?? '';
  if (phrase.length > TERM_LIMITS.phrase) throw badInput(`phrase may be at most ${TERM_LIMITS.phrase} characters.`, { phrase: `At most ${TERM_LIMITS.phrase} characters` });
  const filter: TaxonomyFilter = { phrase: phrase || null, includeTypes: input?.includeTypes };
  const sort: TaxonomySort = { field: input?.sortField ?? 'fullName', order: input?.sortOrder ?? 'asc' };
  const rows = await findTerms(ctx.db, ctx.tenant.id, filter, sort, page);
  return toConnection(rows, page, () => countTerms(ctx.db, ctx.tenant.id, filter));
}

export interface TermInput {
  id?: number | null;
  version?: number | null;
  type: TaxonomyType;
  name: string;
  parentId?: number | null;
  description?: string | null;
}

/**
 * saveTaxonomyTerm: creates or updates a term. Parents exist only for Bin and Location, must be of
 * the same type, never below the term itself, and keep the tree within MAX_TERM_DEPTH levels. A
 * rename or move rewrites the full names of every descendant in the same transaction.
 */
export async function saveTaxonomyTerm(ctx: GraphQLContext, input: TermInput): Promise<TaxonomyRow> {
  requirePermission(ctx, 'manage_taxonomy');
  const errors = termFieldErrors(input);
  const existing = input.id == null ? null : await findTerm(ctx.db, ctx.tenant.id, input.id);
  if (input.id != null && !existing) throw notFoundTerm(input.id);
  if (existing && input.version == null) errors['version'] = MESSAGES.fieldRequired;
  if (existing && existing.type !== input.type) errors['type'] = 'The type of an existing term cannot be changed';
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);

  const tenantId = ctx.tenant.id;
  const name = input.name.trim();
  const parentId = input.parentId ?? null;
  const tree = await termsOfType(ctx.db, tenantId, input.type);
  if (parentId != null) {
    const problem = parentError(tree, existing?.id ?? null, parentId);
    // A parent of another type is not in this type's tree: "does not exist" for this type.
    if (problem) throw badInput(problem === 'The parent term does not exist' ? `The parent must be a ${input.type} term of this site.` : `${problem}.`, { parentId: problem });
  }
  const sibling = await findSibling(ctx.db, tenantId, { type: input.type, parentId, name });
  if (sibling && sibling.id !== existing?.id) {
    throw badInput(`A ${input.type} term named "${name}" already exists at this level.`, { name: 'A term with this name already exists here' });
  }
  const parentName = parentId == null ? null : (fullNames(tree).get(parentId) ?? null);
  const values: NewTerm = {
    type: input.type,
    name,
    fullName: parentName ? fullNameOf([parentName, name]) : name,
    alias: slugify(name),
    description: input.description?.trim() || null,
    parentId,
  };

  const saved = await ctx.db.transaction(async (tx) => {
    const row = existing ? await updateTerm(tx, tenantId, existing.id, input.version ?? 0, values) : await insertTerm(tx, tenantId, values);
    if (!row) return null;
    if (existing && (existing.name !== row.name || existing.parentId !== row.parentId)) {
      const updatedTree = tree.map((term) => (term.id === row.id ? { ...term, name: row.name, parentId: row.parentId } : term));
      const names = fullNames(updatedTree);
      const changed = new Map([...names].filter(([id, fullName]) => id !== row.id && tree.find((t) => t.id === id)?.fullName !== fullName));
      await setFullNames(tx, tenantId, changed);
    }
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing ?? null, after: row, tenantId });
    // Pages naming the term (purged on every node after the commit).
    return { row, change: await recordSiteChange(tx, { tenantId, kinds: ['taxonomy'], tags: [recordTag(ENTITY, row.id)] }) };
  });
  if (!saved) throw await staleTerm(ctx, existing?.id ?? 0);
  await ctx.services.siteCache.announce(saved.change);
  return saved.row;
}

async function staleTerm(ctx: GraphQLContext, id: number) {
  const current = await findTerm(ctx.db, ctx.tenant.id, id);
  if (!current) return notFoundTerm(id);
  return staleSave(ctx.db, { label: 'This term', entityType: ENTITY, entityId: id, currentVersion: current.version });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * deleteTaxonomyTerm: refused while the term has children (move or delete them first). When content
 * is tagged with it, refused with the count unless `removeLinks` says to untag those items too.
 */
export async function deleteTaxonomyTerm(ctx: GraphQLContext, args: { id: number; version: number; removeLinks?: boolean | null }): Promise<boolean> {
  requirePermission(ctx, 'manage_taxonomy');
  const tenantId = ctx.tenant.id;
  const existing = await findTerm(ctx.db, tenantId, args.id);
  if (!existing) throw notFoundTerm(args.id);
  const children = (await childCounts(ctx.db, tenantId, [existing.id])).get(existing.id) ?? 0;
  if (children) {
    throw badInput(`This term has ${plural(children, 'child term', 'child terms')}. Move or delete them first.`, { id: `Has ${plural(children, 'child term', 'child terms')}` });
  }
  const tagged = (await contentCounts(ctx.db, tenantId, [existing.id])).get(existing.id) ?? 0;
  if (tagged && !args.removeLinks) {
    throw badInput(`${plural(tagged, 'content item is', 'content items are')} tagged with this term. Delete it anyway to remove it from ${tagged === 1 ? 'that item' : 'them'}.`, {
      removeLinks: `Used by ${plural(tagged, 'content item', 'content items')}`,
    });
  }
  const deleted = await ctx.db.transaction(async (tx) => {
    // The links go with the term (content_taxonomy cascades on delete).
    const row = await deleteTermRow(tx, tenantId, existing.id, args.version);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: 'delete', before: { ...row, contentCount: tagged }, after: null, tenantId });
    // Untagged items can leave lists filtered by the term.
    return recordSiteChange(tx, { tenantId, kinds: ['taxonomy'], tags: [recordTag(ENTITY, existing.id), CONTENT_LISTS_TAG] });
  });
  if (!deleted) throw await staleTerm(ctx, existing.id);
  await ctx.services.siteCache.announce(deleted);
  return true;
}
