import { MESSAGES } from '../../../shared/messages.js';
import { MEMBERSHIP_MESSAGES, aliasFromTitle, checkMembership, uniqueAlias, type MembershipValues } from '../../../shared/memberships.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import {
  aliasesStartingWith,
  countGatedContent,
  countProductHolders,
  deleteMembershipRow,
  existingQuestionIds,
  findDemographicQuestions,
  findMembership,
  findOtherByAlias,
  findOtherByProduct,
  insertMembership,
  nextProductId,
  updateMembership,
  type MembershipRow,
  type MembershipWrite,
} from './repo.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * Memberships of a site (001 §3 "Membership"; /admin/memberships, /admin/create-membership).
 * Saving and deleting need manage_memberships. Reading one is public like getMembershipStream:
 * the public site reads a membership's fields for sign-up (002 §7 lists getMembership among its
 * queries). A membership is a product of the audience store: site users hold it through
 * site_user_products.product_id = omeda_product.
 */
const ENTITY = 'Membership';
const LABEL = 'This membership';
const INVALID = 'Please correct the highlighted fields.';
const MANAGE = 'manage_memberships' as const;

const missing = (id: number) => notFound(`No membership with id ${id} was found on this site.`);

export async function getMembership(ctx: GraphQLContext, id: number): Promise<MembershipRow> {
  const row = await findMembership(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return row;
}

/** The site's demographic questions, offered by the membership form (manage_memberships). */
export async function getMembershipDemographicOptions(ctx: GraphQLContext) {
  requirePermission(ctx, MANAGE);
  return findDemographicQuestions(ctx.db, ctx.tenant.id);
}

export interface MembershipInput {
  id?: number | null;
  /** Required when updating. */
  version?: number | null;
  title: string;
  alias?: string | null;
  description?: string | null;
  status: number;
  isFree: boolean;
  omedaProduct?: number | null;
  requiredUserCommonFields?: string[] | null;
  requiredUserDemographicFields?: number[] | null;
  additionalUserDemographicFields?: number[] | null;
}

/** Checks what needs the database: the alias and the product id unused on the site, the questions the site's. */
async function referenceErrors(ctx: GraphQLContext, value: MembershipValues, existing: MembershipRow | null): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const tenantId = ctx.tenant.id;
  const ownId = existing?.id ?? null;
  const known = await existingQuestionIds(ctx.db, tenantId, [...value.requiredUserDemographicFields, ...value.additionalUserDemographicFields]);
  // Ids the membership already held stay accepted (a question removed since, or data imported
  // before the questions were): the form keeps them as '#id' and a save must not fail over them.
  const held = new Set([...(existing?.requiredUserDemographicFields ?? []), ...(existing?.additionalUserDemographicFields ?? [])]);
  for (const field of ['requiredUserDemographicFields', 'additionalUserDemographicFields'] as const) {
    const unknown = value[field].find((id) => !known.has(id) && !held.has(id));
    if (unknown !== undefined) errors[field] = MEMBERSHIP_MESSAGES.questionMissing(unknown);
  }
  if (value.alias !== '') {
    const other = await findOtherByAlias(ctx.db, tenantId, value.alias, ownId);
    if (other) errors.alias = MEMBERSHIP_MESSAGES.aliasTaken(other.title);
  }
  if (value.omedaProduct !== null) {
    const other = await findOtherByProduct(ctx.db, tenantId, value.omedaProduct, ownId);
    if (other) errors.omedaProduct = MEMBERSHIP_MESSAGES.productTaken(other.title);
  }
  // Members hold the product id: changing it would take the membership away from them.
  if (!errors.omedaProduct && existing?.omedaProduct != null && value.omedaProduct !== null && value.omedaProduct !== existing.omedaProduct) {
    const holders = await countProductHolders(ctx.db, tenantId, existing.omedaProduct);
    if (holders > 0) errors.omedaProduct = MEMBERSHIP_MESSAGES.productHeld(holders);
  }
  return errors;
}

/** The next sequence value no other membership of the site uses (one typed by hand may have taken it). */
async function assignProductId(tx: Db, tenantId: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const id = await nextProductId(tx);
    if (!(await findOtherByProduct(tx, tenantId, id, null))) return id;
  }
  throw new Error('No free product id found in audience_product_id_seq after 20 attempts.');
}

/**
 * Creates (no id) or updates (id and the version it started from) a membership. An empty alias is
 * made from the title; an empty product id gets the next value of audience_product_id_seq on
 * create and keeps the stored one on update. Writes a history row and drops what caches
 * memberships on every node.
 */
export async function saveMembership(ctx: GraphQLContext, input: MembershipInput): Promise<MembershipRow> {
  requirePermission(ctx, MANAGE);
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkMembership(input);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(INVALID, errors);
  const value = checked.value;
  const tenantId = ctx.tenant.id;

  const existing = input.id == null ? null : ((await findMembership(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  const refErrors = await referenceErrors(ctx, value, existing);
  if (Object.keys(refErrors).length > 0) throw badInput(INVALID, refErrors);

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const alias = value.alias || uniqueAlias(aliasFromTitle(value.title), await aliasesStartingWith(tx, tenantId, aliasFromTitle(value.title), existing?.id ?? null));
      const write: MembershipWrite = {
        title: value.title,
        alias,
        description: value.description === '' ? null : value.description,
        status: value.status,
        isFree: value.isFree,
        omedaProduct: value.omedaProduct ?? existing?.omedaProduct ?? (await assignProductId(tx, tenantId)),
        requiredUserCommonFields: value.requiredUserCommonFields,
        requiredUserDemographicFields: value.requiredUserDemographicFields,
        additionalUserDemographicFields: value.additionalUserDemographicFields,
      };
      const row = existing ? await updateMembership(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertMembership(tx, tenantId, write);
      if (!row) return null;
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
      return { row, change: await recordMembershipChange(tx, tenantId) };
    });
    if (!saved) {
      const current = await findMembership(ctx.db, tenantId, existing!.id);
      throw await stale(current?.version ?? 0, existing!.id);
    }
    await ctx.services.siteCache.announce(saved.change);
    return saved.row;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(INVALID, { alias: MEMBERSHIP_MESSAGES.aliasTaken('another membership') });
    throw error;
  }
}

/**
 * Refused while anyone holds the membership (site users through its product id) or content
 * requires it: either would leave readers locked out of what they were entitled to. Setting it
 * inactive is the way to stop offering it.
 */
export async function deleteMembership(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const row = await findMembership(tx, tenantId, id);
    if (!row) throw missing(id);
    const holders = row.omedaProduct === null ? 0 : await countProductHolders(tx, tenantId, row.omedaProduct);
    if (holders > 0) throw badInput(MEMBERSHIP_MESSAGES.deleteHeld(row.title, holders), { id: 'Membership is held' });
    const gated = await countGatedContent(tx, tenantId, id);
    if (gated > 0) throw badInput(MEMBERSHIP_MESSAGES.deleteGates(row.title, gated), { id: 'Membership gates content' });
    const gone = await deleteMembershipRow(tx, tenantId, id);
    if (!gone) throw missing(id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordMembershipChange(tx, tenantId);
  });
  await ctx.services.siteCache.announce(change);
  return true;
}

/**
 * After the commit every node drops what it holds of the site's memberships: the `memberships`
 * kind (the modules slot's "membership system active" and any membership cache) and `modules`
 * (the shell values derived from it: Login/Join). Pages are purged through the settings tag every
 * page carries, since the header's Join button, the chooser and gated bodies all depend on them.
 */
function recordMembershipChange(tx: Db, tenantId: number) {
  return recordSiteChange(tx, { tenantId, kinds: ['memberships', 'modules'], tags: ['settings'] });
}
