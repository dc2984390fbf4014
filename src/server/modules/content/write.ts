import { canonicalPathOf } from '../../../shared/aliases.js';
import {
  CONTENT_LIMITS,
  contentLabel,
  deriveContentAlias,
  detailsOf,
  EXCLUDE_AD_KEYS,
  normaliseContentDocument,
  parseVideoEmbed,
  richTextBlank,
  validateContentDocument,
  videoEmbedHtml,
  withSuffix,
  type ContentDocument,
  type FieldErrors,
} from '../../../shared/contentFields.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Permission } from '../../../shared/permissions.js';
import { stripTags } from '../../../shared/text.js';
import type { Db } from '../../db/client.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { sanitizeRichText } from '../../html/sanitize.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange, type SiteChange } from '../../cache/siteChanges.js';
import { redirectMovedPaths } from '../redirects/aliasRedirects.js';
import { findContentById, loadContentByIds, type ContentRow } from './repo.js';
import {
  aliasTaken,
  existingIds,
  insertContent,
  loadRelations,
  replaceRelations,
  sectionAliasOf,
  updateContent,
  type ContentRelations,
  type ContentValues,
} from './writeRepo.js';
import { isUniqueViolation } from '../../db/errors.js';

/** The editable document of an item (GraphQL ContentInput), as saved and as stored in history. */
export type ContentInput = ContentDocument;
export type { ContentRow };

export const CONTENT_ENTITY = 'Content';
const MAX_ALIAS_ATTEMPTS = 200;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null | undefined) => (s ? new Date(s) : null);

/** The full editable document of an item of the site (NOT_FOUND when it is not there). */
export async function contentInputOf(db: Db, tenantId: number, id: number): Promise<ContentInput & { id: number }> {
  // A plain query (not the prepared by-id statement): callers pass their transaction.
  const [row] = await loadContentByIds(db, tenantId, [id]);
  if (!row) throw notFound(`No content with id ${id} was found on this site.`);
  return documentOf(db, row);
}

async function documentOf(db: Db, row: ContentRow): Promise<ContentInput & { id: number }> {
  const rel = await loadRelations(db, row.tenantId, row.id);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    teaser: row.teaser,
    body: row.body,
    seoTitle: row.seoTitle,
    manualAlias: row.manualAlias,
    published: iso(row.published),
    unpublished: iso(row.unpublished),
    primarySectionId: row.primarySectionId,
    websiteSchedules: rel.schedules.map((s) => ({
      sectionId: s.sectionId,
      option: s.option as NonNullable<ContentDocument['websiteSchedules']>[number]['option'],
      start: iso(s.startDate),
      end: iso(s.endDate),
    })),
    taxonomyIds: rel.taxonomyIds,
    authorIds: rel.authorIds,
    primaryImageId: row.primaryImageId,
    imageIds: rel.imageIds,
    labels: row.labels,
    companyId: row.companyId,
    membershipIds: row.membershipIds,
    userRegistrationRequired: row.userRegistrationRequired,
    gatingSurveyType: row.gatingSurveyType,
    excludeAds: Object.fromEntries(EXCLUDE_AD_KEYS.map((k) => [k, row.excludeAds[k] ?? false])),
    metadata: { description: row.metadata.description ?? null, keywords: row.metadata.keywords ?? [] },
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    venue: row.venue,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    postalCode: row.postalCode,
    state: row.state,
    country: row.country,
    linkUrl: row.linkUrl,
    embedCode: row.embedCode,
    details: row.details,
  };
}

/** Ids that must name records of this site; one field error per field with an unknown id. */
async function referenceErrors(db: Db, tenantId: number, doc: ContentDocument, existing: ContentRow | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const details = detailsOf(doc);
  const check = async (
    field: string,
    kind: Parameters<typeof existingIds>[2],
    ids: readonly (number | null | undefined)[],
    message: string,
  ) => {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!wanted.length) return;
    const found = await existingIds(db, tenantId, kind, wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) errors[field] = `${message} (${missing.join(', ')}).`;
  };
  const schedules = doc.websiteSchedules ?? [];
  const sectionIds = await existingIds(db, tenantId, 'section', schedules.map((s) => s.sectionId));
  schedules.forEach((s, i) => {
    if (!sectionIds.has(s.sectionId)) errors[`websiteSchedules.${i}.sectionId`] = 'This section does not exist on this site.';
  });
  await Promise.all([
    check('primarySectionId', 'section', [doc.primarySectionId], 'This section does not exist on this site'),
    check('taxonomyIds', 'term', doc.taxonomyIds ?? [], 'Unknown taxonomy terms on this site'),
    check('authorIds', 'person', doc.authorIds ?? [], 'Unknown authors on this site'),
    check('primaryImageId', 'image', [doc.primaryImageId], 'Not an image of this site’s media library'),
    check('imageIds', 'image', doc.imageIds ?? [], 'Not images of this site’s media library'),
    check('membershipIds', 'membership', doc.membershipIds ?? [], 'Unknown memberships on this site'),
    check('companyId', 'company', [doc.companyId], 'Not a company of this site'),
    check('details.contactIds', 'contact', Array.isArray(details.contactIds) ? details.contactIds : [], 'Not contacts of this site'),
    check('details.fileAssetId', 'file', [details.fileAssetId], 'Not a file of this site’s media library'),
    check('details.audioAssetId', 'file', [details.audioAssetId], 'Not a file of this site’s media library'),
  ]);
  if (existing && doc.companyId === existing.id) errors.companyId = 'An item cannot be its own company.';
  return errors;
}

/**
 * The alias rule: `<primary section alias>/<slug>` (slug = manualAlias or the slug of the name).
 * A manual alias that is taken is refused; a derived one gets -2, -3, ... until it is free.
 */
async function resolveAlias(db: Db, tenantId: number, doc: ContentDocument, selfId: number | null): Promise<string> {
  const sectionAlias = doc.primarySectionId ? await sectionAliasOf(db, tenantId, doc.primarySectionId) : null;
  const base = deriveContentAlias(doc, sectionAlias);
  if (doc.manualAlias) {
    if (await aliasTaken(db, tenantId, base, selfId)) {
      throw badInput('Please correct the highlighted fields.', { manualAlias: `The path /${base} is already used on this site; choose another alias.` });
    }
    return base;
  }
  for (let attempt = 1; attempt <= MAX_ALIAS_ATTEMPTS; attempt += 1) {
    const candidate = withSuffix(base, attempt);
    if (!(await aliasTaken(db, tenantId, candidate, selfId))) return candidate;
  }
  throw badInput('Please correct the highlighted fields.', { manualAlias: 'No free path was found for this name; enter an alias.' });
}

function valuesOf(doc: ContentDocument, alias: string, userId: number | null): ContentValues {
  const embed = doc.embedCode ? parseVideoEmbed(doc.embedCode) : null;
  return {
    type: doc.type,
    status: doc.status,
    name: doc.name,
    seoTitle: doc.seoTitle ?? null,
    // Teasers are plain text; bodies keep formatting but lose scripts and handlers.
    teaser: doc.teaser ? stripTags(doc.teaser).trim() || null : null,
    body: doc.body ? sanitizeRichText(doc.body) || null : null,
    alias,
    manualAlias: doc.manualAlias ?? null,
    canonicalPath: canonicalPathOf(alias),
    primarySectionId: doc.primarySectionId ?? null,
    primaryImageId: doc.primaryImageId ?? null,
    companyId: doc.companyId ?? null,
    published: date(doc.published),
    unpublished: date(doc.unpublished),
    startDate: date(doc.startDate),
    endDate: date(doc.endDate),
    venue: doc.venue ?? null,
    address1: doc.address1 ?? null,
    address2: doc.address2 ?? null,
    city: doc.city ?? null,
    postalCode: doc.postalCode ?? null,
    state: doc.state ?? null,
    country: doc.country ?? null,
    linkUrl: doc.linkUrl ?? null,
    embedCode: embed ? videoEmbedHtml(embed, doc.name) : null,
    labels: [...(doc.labels ?? [])],
    metadata: { description: doc.metadata?.description ?? null, keywords: [...(doc.metadata?.keywords ?? [])] },
    gatingSurveyType: doc.gatingSurveyType ?? null,
    membershipIds: [...(doc.membershipIds ?? [])],
    userRegistrationRequired: doc.userRegistrationRequired ?? false,
    excludeAds: Object.fromEntries(EXCLUDE_AD_KEYS.map((k) => [k, doc.excludeAds?.[k] ?? false])),
    details: storedDetails(doc),
    updatedBy: userId,
  };
}

/** details as stored: sidebar bodies keep formatting but lose scripts and handlers, as the body does. */
function storedDetails(doc: ContentDocument): ContentValues['details'] {
  const details = detailsOf(doc);
  if (!Array.isArray(details.sidebars)) return details;
  return { ...details, sidebars: details.sidebars.map((panel) => ({ title: panel.title ?? null, body: sanitizeRichText(panel.body ?? '') })) };
}

/**
 * A sidebar body whose words were all in markup the sanitiser removes (`<script>…</script>`) would
 * be stored empty: it counts as missing. Keyed by the input's index, the one the editor shows.
 */
function sanitisedSidebarErrors(input: ContentDocument, errors: FieldErrors): FieldErrors {
  const sidebars = detailsOf(input).sidebars;
  const found: FieldErrors = {};
  if (!Array.isArray(sidebars) || errors['details.sidebars']) return found;
  sidebars.forEach((panel, i) => {
    const key = `details.sidebars.${i}.body`;
    const body = panel && typeof panel === 'object' ? panel.body : null;
    if (!errors[key] && typeof body === 'string' && !richTextBlank(body) && richTextBlank(sanitizeRichText(body))) found[key] = MESSAGES.fieldRequired;
  });
  return found;
}

/**
 * The DateTime scalar hands resolvers Date objects while the document (and its history snapshot)
 * holds ISO strings: dates become strings here, whoever calls.
 */
export function isoDates<T>(value: T): T {
  if (value instanceof Date) return value.toISOString() as T;
  if (Array.isArray(value)) return value.map((v: unknown) => isoDates(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isoDates(v)])) as T;
  }
  return value;
}

export interface SaveContentOptions {
  /** Groups the history rows of one bulk update or restore. */
  batchId?: string | null;
}

/** A document that passed every check of saveContent, as it would be stored. */
export interface CheckedContent {
  doc: ContentDocument;
  alias: string;
  values: ContentValues;
  relations: ContentRelations;
}

/**
 * Every rule of saveContent but who may save and the version (the shared rules of
 * src/shared/contentFields.ts, sanitised sidebars, the type that never changes, the publish date,
 * references of this site, the primary section's schedule and the alias): BAD_USER_INPUT with one
 * message per field, else the row's values and relations as saving would write them. Writes nothing;
 * the content editor's preview (preview.ts) checks its unsaved item with it too. `input` has ISO dates.
 */
export async function checkContentDocument(
  ctx: GraphQLContext,
  input: ContentInput,
  { existing, userId, errors: known = {} }: { existing: ContentRow | null; userId: number | null; errors?: FieldErrors },
): Promise<CheckedContent> {
  const tenantId = ctx.tenant.id;
  const errors = validateContentDocument(input);
  Object.assign(errors, sanitisedSidebarErrors(input, errors), known);
  if (existing && input.type !== existing.type) errors.type = 'The type of an item cannot change; create a new item instead.';
  const doc = normaliseContentDocument(input);
  // Publishing without a date publishes now.
  if (doc.status === CONTENT_STATUS.PUBLISHED && !doc.published) doc.published = (existing?.published ?? ctx.now).toISOString();
  if (doc.published && doc.unpublished && !errors.unpublished && new Date(doc.unpublished) <= new Date(doc.published)) {
    errors.unpublished = 'Must be after the published date.';
  }
  Object.assign(errors, await referenceErrors(ctx.db, tenantId, doc, existing));
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  // An item filed under a section appears on that section's page: a new item, or one moved to
  // another primary section, is scheduled there (Standard) unless the editor already scheduled it
  // there. An editor who removes that schedule later keeps it removed (the section did not change).
  const schedules = doc.websiteSchedules ?? [];
  const movedTo = doc.primarySectionId && doc.primarySectionId !== (existing?.primarySectionId ?? null) ? doc.primarySectionId : null;
  if (movedTo && schedules.length < CONTENT_LIMITS.schedules && !schedules.some((s) => s.sectionId === movedTo)) {
    doc.websiteSchedules = [...schedules, { sectionId: movedTo, option: 'Standard', start: null, end: null }];
  }
  const alias = await resolveAlias(ctx.db, tenantId, doc, existing?.id ?? null);
  const values = valuesOf(doc, alias, userId);
  const relations: ContentRelations = {
    schedules: (doc.websiteSchedules ?? []).map((s) => ({
      sectionId: s.sectionId,
      option: s.option ?? 'Standard',
      startDate: date(s.start) ?? ctx.now,
      endDate: date(s.end),
    })),
    taxonomyIds: [...(doc.taxonomyIds ?? [])],
    authorIds: [...(doc.authorIds ?? [])],
    imageIds: [...(doc.imageIds ?? [])],
  };
  return { doc, alias, values, relations };
}

/**
 * saveContent: creates (no id) or updates (id + version) an item of the current site. Needs
 * manage_content; a bulk run (batchId) may also be made by a holder of bulk_update_content.
 */
export async function saveContent(ctx: GraphQLContext, rawInput: ContentInput, opts: SaveContentOptions = {}): Promise<ContentRow> {
  const input = isoDates(rawInput);
  const wanted: Permission[] = opts.batchId ? ['manage_content', 'bulk_update_content'] : ['manage_content'];
  const viewer = requirePermission(ctx, ...wanted);
  const tenantId = ctx.tenant.id;
  const existing = input.id == null ? null : await findContentById(ctx.db, tenantId, input.id);
  if (input.id != null && !existing) throw notFound(`No content with id ${input.id} was found on this site.`);
  // A stale version is refused first: whatever else is wrong, the editor must reload before anything.
  if (existing && input.version != null && existing.version !== input.version) {
    throw await staleSave(ctx.db, { label: contentLabel(existing.type), entityType: CONTENT_ENTITY, entityId: existing.id, currentVersion: existing.version });
  }
  const { doc, alias, values, relations } = await checkContentDocument(ctx, input, {
    existing: existing ?? null,
    userId: viewer.id,
    errors: existing && input.version == null ? { version: MESSAGES.fieldRequired } : {},
  });
  const before = existing ? await documentOf(ctx.db, existing) : null;
  let saved: ContentRow;
  let change: SiteChange | null = null;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const row = existing
        ? await updateContent(tx, tenantId, existing.id, input.version ?? -1, values)
        : await insertContent(tx, tenantId, { ...values, createdBy: viewer.id });
      if (!row) {
        const [current] = await loadContentByIds(tx, tenantId, [existing?.id ?? -1]);
        throw await staleSave(tx, {
          label: contentLabel(doc.type),
          entityType: CONTENT_ENTITY,
          entityId: existing?.id ?? 0,
          currentVersion: current?.version ?? 0,
        });
      }
      await replaceRelations(tx, tenantId, row.id, relations);
      // The old URL of a published item keeps working (issue 4 §3).
      const movedFrom = existing && existing.status === CONTENT_STATUS.PUBLISHED && existing.canonicalPath !== row.canonicalPath ? existing.canonicalPath : null;
      if (movedFrom) await redirectMovedPaths(tx, tenantId, [{ from: movedFrom, to: row.canonicalPath }], { source: 'content-alias', userId: viewer.id });
      await recordHistory(tx, ctx, {
        entityType: CONTENT_ENTITY,
        entityId: row.id,
        action: existing ? 'update' : 'create',
        before,
        after: await documentOf(tx, row),
        tenantId,
        batchId: opts.batchId ?? null,
      });
      change = await recordContentChange(tx, row, { redirects: movedFrom !== null });
      return row;
    });
  } catch (error) {
    // Two saves taking the same path at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw badInput('Please correct the highlighted fields.', { manualAlias: `The path /${alias} is already used on this site; choose another alias.` });
    }
    throw error;
  }
  await ctx.services.siteCache.announce(change);
  return saved;
}

/**
 * In the save's transaction: the pages that showed the item (its old path among them, which now
 * redirects) and every page with a list (a new or changed item can enter any list) are purged on
 * every node after the commit. Bulk runs and history restores save through saveContent, so they
 * purge too. A purge failure is logged, the save stands.
 */
function recordContentChange(tx: Db, row: ContentRow, { redirects }: { redirects: boolean }): Promise<SiteChange> {
  return recordSiteChange(tx, { tenantId: row.tenantId, kinds: redirects ? ['redirects'] : [], tags: [recordTag(CONTENT_ENTITY, row.id), CONTENT_LISTS_TAG] });
}

/** deleteContent: status 0 (Deleted), with the version check and a history row. */
export async function deleteContent(ctx: GraphQLContext, id: number, version: number, opts: SaveContentOptions = {}): Promise<ContentRow> {
  const wanted: Permission[] = opts.batchId ? ['manage_content', 'bulk_update_content'] : ['manage_content'];
  const viewer = requirePermission(ctx, ...wanted);
  const tenantId = ctx.tenant.id;
  const existing = await findContentById(ctx.db, tenantId, id);
  if (!existing) throw notFound(`No content with id ${id} was found on this site.`);
  const stale = () =>
    staleSave(ctx.db, { label: contentLabel(existing.type), entityType: CONTENT_ENTITY, entityId: id, currentVersion: existing.version });
  if (existing.version !== version) throw await stale();
  const before = await documentOf(ctx.db, existing);
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await updateContent(tx, tenantId, id, version, { status: CONTENT_STATUS.DELETED, updatedBy: viewer.id });
    if (!row) throw await stale();
    await recordHistory(tx, ctx, {
      entityType: CONTENT_ENTITY,
      entityId: id,
      action: 'delete',
      before,
      after: { ...before, status: CONTENT_STATUS.DELETED },
      tenantId,
      batchId: opts.batchId ?? null,
    });
    return { row, change: await recordContentChange(tx, row, { redirects: false }) };
  });
  await ctx.services.siteCache.announce(deleted.change);
  return deleted.row;
}
