import { canonicalPathOf, slugify } from '../../../shared/aliases.js';
import { withSuffix } from '../../../shared/contentFields.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AD_MESSAGES, checkNewsletterAd, endOfBusinessDay, type NewsletterAdValues } from '../../../shared/newsletterAds.js';
import type { NewsletterAdPlacement } from '../../../shared/newsletterBlocks.js';
import { recordSiteChange, type SiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { requirePermission } from '../cmsAuth/access.js';
import type { CmsViewer } from '../cmsUsers/viewer.js';
import { CONTENT_ENTITY } from '../content/write.js';
import { aliasTaken, insertContent } from '../content/writeRepo.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import {
  countAds,
  deleteAdRow,
  existingTemplateIds,
  findAd,
  findCompany,
  findCompanyByName,
  findCompanyOptions,
  insertAd,
  isAdReadOnly,
  listAds,
  replaceSchedules,
  updateAd,
  type AdFilter,
  type AdRecord,
  type AdWrite,
} from './repo.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * Newsletter ads of a site (001 §3 "Newsletter ad"; /admin/newsletter-ads, /admin/create-newsletter-ad;
 * docs/newsletters.md "Ads"). Everything needs manage_newsletter_ads. Schedule dates are stored at
 * the end of the business day, Central time (001 §5). An ad a sending or sent campaign carried is
 * read-only (001 §4): saves and deletes are refused.
 */
const ENTITY = 'NewsletterAd';
const LABEL = 'This newsletter ad';
const MANAGE = 'manage_newsletter_ads' as const;
const COMPANY_OPTIONS_LIMIT = 20;
const MAX_ALIAS_ATTEMPTS = 200;

const missing = (id: number) => notFound(AD_MESSAGES.notFound(id));
const readOnlyRefusal = () => badInput(AD_MESSAGES.readOnly);

/** The GraphQL NewsletterAd. */
export function toNewsletterAd(record: AdRecord) {
  return {
    id: record.id,
    title: record.title,
    campaignName: record.campaignName,
    companyId: record.companyId,
    company: { id: record.companyId, name: record.companyName },
    logoUrl: record.logoUrl,
    imageUrl: record.imageUrl,
    placement: record.placement,
    label: record.label,
    url: record.url,
    body: record.body,
    adCategory: record.adCategory,
    ctaLabel: record.ctaLabel,
    priority: record.priority,
    schedules: record.schedules,
    readOnly: record.readOnly,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
export type NewsletterAdModel = ReturnType<typeof toNewsletterAd>;

/** What history keeps of an ad: its editable fields, dates as ISO strings. */
function historyRecord(record: AdRecord): Record<string, unknown> {
  const { readOnly: _readOnly, tenantId: _tenantId, ...rest } = record;
  return {
    ...rest,
    schedules: record.schedules.map((s) => ({ ...s, startDate: s.startDate.toISOString(), endDate: s.endDate.toISOString() })),
  };
}

export async function getNewsletterAd(ctx: GraphQLContext, id: number): Promise<NewsletterAdModel> {
  requirePermission(ctx, MANAGE);
  const record = await findAd(ctx.db, ctx.tenant.id, id);
  if (!record) throw missing(id);
  return toNewsletterAd(record);
}

export interface NewsletterAdStreamInput {
  phrase?: string | null;
  templateId?: number | null;
  placement?: NewsletterAdPlacement | null;
  priority?: number | null;
  pagination?: PaginationArgs | null;
}

/** The site's ads, newest first; 20 a page by default, at most 100. */
export async function getNewsletterAdStream(ctx: GraphQLContext, input: NewsletterAdStreamInput | null | undefined) {
  requirePermission(ctx, MANAGE);
  const page = parsePagination(input?.pagination, { defaultLimit: 20, maxLimit: 100 });
  const filter: AdFilter = {
    phrase: input?.phrase?.slice(0, 200) ?? null,
    templateId: input?.templateId ?? null,
    placement: input?.placement ?? null,
    priority: input?.priority ?? null,
  };
  const rows = await listAds(ctx.db, ctx.tenant.id, filter, page);
  const connection = toConnection(rows.map(toNewsletterAd), page, () => Promise.resolve(0));
  return { ...connection, totalCount: await countAds(ctx.db, ctx.tenant.id, filter) };
}

/** Companies of the site for the ad form's select (by name, at most 20). */
export async function getNewsletterAdCompanyOptions(ctx: GraphQLContext, phrase: string | null | undefined) {
  requirePermission(ctx, MANAGE);
  return findCompanyOptions(ctx.db, ctx.tenant.id, (phrase ?? '').slice(0, 200), COMPANY_OPTIONS_LIMIT);
}

export interface NewsletterAdInput {
  id?: number | null;
  version?: number | null;
  [field: string]: unknown;
}

/** Checks that need the database: the company and every template are this site's. */
async function referenceErrors(ctx: GraphQLContext, value: NewsletterAdValues, existing: AdRecord | null): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const tenantId = ctx.tenant.id;
  if (value.companyId !== null) {
    const company = await findCompany(ctx.db, tenantId, value.companyId);
    // A company deleted since keeps serving the ads that already name it.
    const usable = company && (company.status !== CONTENT_STATUS.DELETED || company.id === existing?.companyId);
    if (!usable) errors.companyId = AD_MESSAGES.companyUnknown;
  } else {
    const taken = await findCompanyByName(ctx.db, tenantId, value.newCompanyName);
    if (taken) errors.newCompanyName = `A company named '${taken.name}' already exists on this site; choose it instead.`;
  }
  const known = await existingTemplateIds(ctx.db, tenantId, value.schedules.map((s) => s.templateId));
  value.schedules.forEach((s, i) => {
    if (!known.has(s.templateId)) errors[`schedules.${i}.templateId`] = AD_MESSAGES.templateUnknown;
  });
  return errors;
}

/**
 * The Company content item an ad names by `newCompanyName`: published now, no section (its path is
 * the slug of the name, -2, -3… when taken), a Content history row and the page-cache purge of a
 * new item, like a content save. Runs in the ad's transaction.
 */
async function createCompany(tx: Db, ctx: GraphQLContext, viewer: CmsViewer, name: string): Promise<{ id: number; change: SiteChange }> {
  const tenantId = ctx.tenant.id;
  const base = slugify(name) || 'company';
  let alias: string | null = null;
  for (let attempt = 1; attempt <= MAX_ALIAS_ATTEMPTS && alias === null; attempt += 1) {
    const candidate = withSuffix(base, attempt);
    if (!(await aliasTaken(tx, tenantId, candidate, null))) alias = candidate;
  }
  if (alias === null) throw badInput(AD_MESSAGES.invalid, { newCompanyName: 'No free address was found for this name; choose another name.' });
  const row = await insertContent(tx, tenantId, {
    type: 'Company',
    status: CONTENT_STATUS.PUBLISHED,
    name,
    alias,
    canonicalPath: canonicalPathOf(alias),
    published: ctx.now,
    createdBy: viewer.id,
    updatedBy: viewer.id,
  });
  await recordHistory(tx, ctx, {
    entityType: CONTENT_ENTITY,
    entityId: row.id,
    action: 'create',
    before: null,
    after: { id: row.id, type: row.type, status: row.status, name: row.name, alias: row.alias, published: row.published },
    tenantId,
  });
  const change = await recordSiteChange(tx, { tenantId, tags: [recordTag(CONTENT_ENTITY, row.id), CONTENT_LISTS_TAG] });
  return { id: row.id, change };
}

/**
 * Creates (no id) or updates (id and the version it started from) an ad with its schedule entries
 * (replaced as a whole). Each entry's dates are stored as 17:00 Central time of the chosen day.
 * Writes a history row in the same transaction.
 */
export async function saveNewsletterAd(ctx: GraphQLContext, input: NewsletterAdInput): Promise<NewsletterAdModel> {
  const viewer = requirePermission(ctx, MANAGE);
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const { id: _id, version: _version, ...fields } = input;
  const checked = checkNewsletterAd(fields);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  const companyGiven = input.companyId != null || (typeof input.newCompanyName === 'string' && input.newCompanyName.trim() !== '');
  if (!companyGiven) errors.companyId ??= AD_MESSAGES.companyRequired;
  if (Object.keys(errors).length > 0 || !checked.ok) throw badInput(AD_MESSAGES.invalid, errors);
  const value = checked.value;
  const tenantId = ctx.tenant.id;

  const existing = input.id == null ? null : ((await findAd(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  if (existing?.readOnly) throw readOnlyRefusal();
  const refErrors = await referenceErrors(ctx, value, existing);
  if (Object.keys(refErrors).length > 0) throw badInput(AD_MESSAGES.invalid, refErrors);

  const schedules = value.schedules.map((s) => ({
    templateId: s.templateId,
    startDate: endOfBusinessDay(s.startDate.slice(0, 10)),
    endDate: endOfBusinessDay(s.endDate.slice(0, 10)),
    position: s.position,
    orderId: s.orderId,
    lineItemId: s.lineItemId,
  }));

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      // A campaign may have started sending with this ad since it was read above.
      if (existing && (await isAdReadOnly(tx, tenantId, existing.id))) throw readOnlyRefusal();
      const company = value.companyId === null ? await createCompany(tx, ctx, viewer, value.newCompanyName) : null;
      const write: AdWrite = {
        title: value.title,
        campaignName: value.campaignName,
        companyId: company?.id ?? value.companyId!,
        logoUrl: value.logoUrl,
        imageUrl: value.imageUrl,
        placement: value.placement,
        label: value.label,
        url: value.url,
        body: value.body,
        adCategory: value.adCategory,
        ctaLabel: value.ctaLabel,
        priority: value.priority,
      };
      const row = existing ? await updateAd(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertAd(tx, tenantId, write);
      if (!row) return null;
      await replaceSchedules(tx, tenantId, row.id, schedules);
      const record = await findAd(tx, tenantId, row.id);
      if (!record) throw new Error(`Newsletter ad ${row.id} vanished inside its own save`);
      await recordHistory(tx, ctx, {
        entityType: ENTITY,
        entityId: row.id,
        action: existing ? 'update' : 'create',
        before: existing ? historyRecord(existing) : null,
        after: historyRecord(record),
        tenantId,
      });
      return { record, change: company?.change ?? null };
    });
    if (!saved) {
      const current = await findAd(ctx.db, tenantId, existing!.id);
      throw await stale(current?.version ?? 0, existing!.id);
    }
    if (saved.change) await ctx.services.siteCache.announce(saved.change);
    return toNewsletterAd(saved.record);
  } catch (error) {
    // Two saves creating a company with the same path at once: the unique index decides.
    if (isUniqueViolation(error)) throw badInput(AD_MESSAGES.invalid, { newCompanyName: 'Another company took this address at the same moment; save again.' });
    throw error;
  }
}

/** Deletes an ad and its schedule entries; refused once a sending or sent campaign carried it. */
export async function deleteNewsletterAd(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE);
  const tenantId = ctx.tenant.id;
  await ctx.db.transaction(async (tx) => {
    const record = await findAd(tx, tenantId, id);
    if (!record) throw missing(id);
    if (record.readOnly) throw readOnlyRefusal();
    const gone = await deleteAdRow(tx, tenantId, id);
    if (!gone) throw missing(id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: historyRecord(record), after: null, tenantId });
  });
  return true;
}
