import type { PersonInput } from '../../../gql/resolvers-types.js';
import { MESSAGES } from '../../../shared/messages.js';
import { personFieldErrors } from '../../../shared/persons.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { recordTag } from '../../integrations/pageCache/index.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { findAsset } from '../assets/repo.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import { findPerson, insertPerson, updatePerson, type PersonRow, type PersonValues } from './repo.js';

const ENTITY = 'Person';
const notFoundPerson = (id: number) => notFound(`Person ${id} was not found on this site.`);

/**
 * Persons are authors of content and contributors of contracts, so both manage_content and
 * manage_contracts may edit them (spec 000 §6 any-of rule).
 */
const PERSON_PERMISSIONS = ['manage_content', 'manage_contracts'] as const;

/** getPerson: public, like getPersonStream (author pages); the e-mail shows to CMS users only. */
export async function getPerson(ctx: GraphQLContext, id: number): Promise<PersonRow> {
  const row = await findPerson(ctx.db, ctx.tenant.id, id);
  if (!row) throw notFoundPerson(id);
  return row;
}

const optional = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** savePerson: creates or updates (with the version it started from); never deletes — status 0 retires. */
export async function savePerson(ctx: GraphQLContext, input: PersonInput): Promise<PersonRow> {
  requirePermission(ctx, ...PERSON_PERMISSIONS);
  const tenantId = ctx.tenant.id;
  const errors = personFieldErrors(input);
  const existing = input.id == null ? null : await findPerson(ctx.db, tenantId, input.id);
  if (input.id != null && !existing) throw notFoundPerson(input.id);
  if (existing && input.version == null) errors['version'] = MESSAGES.fieldRequired;
  if (input.imageId != null) {
    const image = await findAsset(ctx.db, tenantId, input.imageId);
    if (!image || image.kind !== 'image') errors['imageId'] = 'Choose an image from this site\'s media library';
  }
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  const values: PersonValues = {
    fullName: input.fullName.trim(),
    firstName: optional(input.firstName),
    lastName: optional(input.lastName),
    title: optional(input.title),
    email: optional(input.email)?.toLowerCase() ?? null,
    bio: optional(input.bio),
    imageId: input.imageId ?? null,
    status: input.status,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const row = existing ? await updatePerson(tx, tenantId, existing.id, input.version ?? 0, values) : await insertPerson(tx, tenantId, values);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing ?? null, after: row, tenantId });
    // Author bylines and profile links on public pages (purged on every node after the commit).
    return { row, change: await recordSiteChange(tx, { tenantId, kinds: ['persons'], tags: [recordTag(ENTITY, row.id)] }) };
  });
  if (!saved) {
    const current = await findPerson(ctx.db, tenantId, existing?.id ?? 0);
    if (!current) throw notFoundPerson(existing?.id ?? 0);
    throw await staleSave(ctx.db, { label: 'This person', entityType: ENTITY, entityId: current.id, currentVersion: current.version });
  }
  await ctx.services.siteCache.announce(saved.change);
  return saved.row;
}
